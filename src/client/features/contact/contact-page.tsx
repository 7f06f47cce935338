import { Link } from 'react-router-dom';
import { municipalOffice as office } from '../../../shared/domain/municipal-office';
import { pageLanguage } from '../../i18n/page-language';
import { Page } from '../../ui/page';
import styles from './contact-page.module.css';
import { contactTexts } from './contact-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [contactTexts];

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactPage() {
  const t = contactTexts.get();
  const details = office.details[pageLanguage()];
  return (
    <Page title={t.title} intro={t.intro}>
      <div className={styles.grid}>
        <section aria-labelledby="contact-office">
          <h2 id="contact-office">{t.office}</h2>
          <address>
            {details.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="contact-phone">
          <h2 id="contact-phone">{t.phoneAndEmail}</h2>
          <p>
            {t.helpdesk}: <a href={telHref(office.phone)}>{office.phone}</a>
            <br />
            {t.tollFree}: <a href={telHref(office.tollFree)}>{office.tollFree}</a>
            <br />
            {t.email}: <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
        </section>
        <section aria-labelledby="contact-hours">
          <h2 id="contact-hours">{t.hours}</h2>
          <dl className={styles.hours}>
            {details.hours.map((slot) => (
              <div key={slot.days}>
                <dt>{slot.days}</dt>
                <dd>{slot.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="contact-complaints">
          <h2 id="contact-complaints">{t.complaints}</h2>
          <p>
            {t.complaintsBefore} <Link to="/grievances">{t.complaintsLink}</Link> {t.complaintsAfter}
          </p>
        </section>
      </div>
    </Page>
  );
}

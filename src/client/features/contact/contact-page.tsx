import { Link } from 'react-router-dom';
import { municipalOffice as office } from '../../../shared/domain/municipal-office';
import { Page } from '../../ui/page';
import styles from './contact-page.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactPage() {
  return (
    <Page title="Contact Us" intro="Reach the municipal office for help with an application, a payment or a complaint.">
      <div className={styles.grid}>
        <section aria-labelledby="contact-office">
          <h2 id="contact-office">Municipal Office</h2>
          <address>
            {office.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="contact-phone">
          <h2 id="contact-phone">Phone and Email</h2>
          <p>
            Helpdesk: <a href={telHref(office.phone)}>{office.phone}</a>
            <br />
            Toll-free: <a href={telHref(office.tollFree)}>{office.tollFree}</a>
            <br />
            Email: <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
        </section>
        <section aria-labelledby="contact-hours">
          <h2 id="contact-hours">Office Hours</h2>
          <dl className={styles.hours}>
            {office.hours.map((slot) => (
              <div key={slot.days}>
                <dt>{slot.days}</dt>
                <dd>{slot.time}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="contact-complaints">
          <h2 id="contact-complaints">Complaints</h2>
          <p>
            For a problem with water, electricity, gas or cleanliness in your area, <Link to="/grievances">submit a grievance</Link> and
            track it with your complaint ID.
          </p>
        </section>
      </div>
    </Page>
  );
}

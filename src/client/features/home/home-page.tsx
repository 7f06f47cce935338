import { Link } from 'react-router-dom';
import { appTexts } from '../../i18n/app-texts';
import { ButtonLink } from '../../ui/button';
import { LinkCard, cardGridClass } from '../../ui/link-card';
import { useDocumentTitle } from '../../ui/page';
import styles from './home-page.module.css';

const services = [
  { to: '/certificates', text: 'certificates' },
  { to: '/taxes', text: 'taxes' },
  { to: '/grievances', text: 'grievances' },
  { to: '/track', text: 'track' },
] as const;

/** Spec section 1: the statistics are static figures; the counted ones are on /dashboard. */
const stats = [
  { value: '10000', text: 'certificatesIssued' },
  { value: '5000', text: 'taxPayments' },
  { value: '99%', text: 'satisfaction' },
  { value: '24/7', text: 'availability' },
] as const;

export function HomePage() {
  const t = appTexts.get().home;
  useDocumentTitle(t.title);
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title">{t.heroTitle}</h1>
          <p>{t.heroText}</p>
          <div className={styles.actions}>
            <ButtonLink to="/certificates" variant="onDark">
              {t.applyForCertificate}
            </ButtonLink>
            <ButtonLink to="/taxes" variant="onDark">
              {t.payTaxes}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="services-title">
        <h2 id="services-title">{t.servicesTitle}</h2>
        <ul className={cardGridClass}>
          {services.map((service) => (
            <li key={service.to}>
              <LinkCard
                to={service.to}
                title={t.services[service.text].title}
                description={t.services[service.text].description}
                headingLevel="h3"
              />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.stats} aria-labelledby="stats-title">
        <div className={styles.section}>
          <h2 id="stats-title" className="visually-hidden">
            {t.statsTitle}
          </h2>
          <ul className={styles.statList}>
            {stats.map((stat) => (
              <li key={stat.text}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{t.stats[stat.text]}</span>
              </li>
            ))}
          </ul>
          <p className={styles.statsLink}>
            <Link to="/dashboard">{t.statsLink}</Link>
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="cta-title">
        <div className={styles.cta}>
          <h2 id="cta-title">{t.ctaTitle}</h2>
          <p>{t.ctaText}</p>
          <div className={styles.actions}>
            <ButtonLink to="/certificates">{t.getStarted}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {t.contactUs}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

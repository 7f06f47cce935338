import { ButtonLink } from '../../ui/button';
import { LinkCard, cardGridClass } from '../../ui/link-card';
import { useDocumentTitle } from '../../ui/page';
import styles from './home-page.module.css';

const services = [
  {
    to: '/certificates',
    title: 'Certificates',
    description: 'Apply for birth, death, community, income, nativity and first graduate certificates.',
  },
  { to: '/taxes', title: 'Tax Payments', description: 'Pay property, water, electricity, gas and land taxes and bills.' },
  { to: '/grievances', title: 'Grievances', description: 'Report a problem in your area and track it by complaint ID.' },
] as const;

/** Spec section 1: the statistics are static figures. */
const stats = [
  { value: '10000', label: 'Certificates Issued' },
  { value: '5000', label: 'Tax Payments Processed' },
  { value: '99%', label: 'Citizen Satisfaction' },
  { value: '24/7', label: 'Online Availability' },
] as const;

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <h1 id="hero-title">Municipal services, from wherever you are</h1>
          <p>Apply for certificates, pay your taxes and bills, and raise grievances online, without a trip to the office.</p>
          <div className={styles.actions}>
            <ButtonLink to="/certificates" variant="onDark">
              Apply for a Certificate
            </ButtonLink>
            <ButtonLink to="/taxes" variant="onDark">
              Pay Taxes and Bills
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="services-title">
        <h2 id="services-title">Our Services</h2>
        <ul className={cardGridClass}>
          {services.map((service) => (
            <li key={service.to}>
              <LinkCard to={service.to} title={service.title} description={service.description} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.stats} aria-labelledby="stats-title">
        <div className={styles.section}>
          <h2 id="stats-title" className="visually-hidden">
            The portal in numbers
          </h2>
          <ul className={styles.statList}>
            {stats.map((stat) => (
              <li key={stat.label}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="cta-title">
        <div className={styles.cta}>
          <h2 id="cta-title">Ready to get started?</h2>
          <p>Apply for your certificate today, or contact the municipal office if you need help.</p>
          <div className={styles.actions}>
            <ButtonLink to="/certificates">Get Started</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}

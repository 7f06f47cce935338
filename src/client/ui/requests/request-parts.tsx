import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TimelineEntry } from '../../../shared/api/my-requests-types';
import { Alert } from '../form/alert';
import { Button } from '../button';
import { LoadingIndicator } from '../loading-indicator';
import { requestTexts } from './request-texts';
import { statusText, whenText } from './request-words';
import styles from './requests.module.css';

export type Fact = readonly [label: string, value: ReactNode];

/** A request's own facts (reference, status, dates), under their heading. */
export function RequestDetails({ facts }: { facts: readonly Fact[] }) {
  return (
    <section aria-labelledby="request-details">
      <h2 id="request-details">{requestTexts.get().details}</h2>
      <Facts facts={facts} />
    </section>
  );
}

/** Label and value pairs; on a phone each label sits above its value. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The office's latest words about a request (decision 073): first on its page, under the title, in
 * a box of their own, with the one action they ask for (`children`: correct it, download the
 * certificate). The history below keeps every message.
 */
export function OfficeWords({ heading, message, children }: { heading: string; message?: string; children?: ReactNode }) {
  return (
    <section className={styles.officeWords} aria-labelledby="office-words">
      <h2 id="office-words">{heading}</h2>
      {message ? <p className={styles.officeMessage}>{message}</p> : null}
      {children}
    </section>
  );
}

/** A request's history, oldest first: when, the status it took (or its escalation), and the office's message. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const t = requestTexts.get();
  return (
    <section aria-labelledby="request-history">
      <h2 id="request-history">{t.history}</h2>
      <ol className={styles.timeline}>
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{entry.event === 'escalated' ? t.escalated : statusText(entry.status)}</strong>{' '}
            <span className={styles.muted}>{whenText(entry.at)}</span>
            {entry.message ? (
              <p>
                {t.officeMessage} {entry.message}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "Offline: shown as of …" above a copy read from the device; nothing when the page is fresh. */
export function AsOf({ at }: { at: number | null }) {
  return at === null ? null : <p className={styles.asOf}>{requestTexts.get().asOf({ when: whenText(at) })}</p>;
}

/**
 * What a request's page shows until its record is there: loading, a failure with a retry, or not
 * found. `confirmed`: under the confirmation of its submission, which already says it arrived, a
 * failure is told quietly (a status, not an alert read out over the confirmation).
 */
export function RequestPending({
  status,
  retry,
  confirmed = false,
}: {
  status: 'loading' | 'failed' | 'not-found';
  retry(): void;
  confirmed?: boolean;
}) {
  const t = requestTexts.get();
  if (status === 'loading') return <LoadingIndicator />;
  if (status === 'not-found') return <Alert tone="error">{t.notFound}</Alert>;
  return (
    <Alert tone={confirmed ? 'info' : 'error'}>
      {confirmed ? t.detailsLater : t.loadFailed}{' '}
      <Button variant="secondary" onClick={retry}>
        {t.tryAgain}
      </Button>
    </Alert>
  );
}

/** Back to the list, at the foot of each request's page. */
export function BackToMyRequests() {
  return (
    <p>
      <Link to="/my-requests">{requestTexts.get().back}</Link>
    </p>
  );
}

/** The reference as it is printed everywhere: monospaced, never broken oddly. */
export function Reference({ children }: { children: string }) {
  return <span className={styles.reference}>{children}</span>;
}

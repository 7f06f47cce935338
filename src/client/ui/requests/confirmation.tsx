import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../button';
import { requestTexts } from './request-texts';
import { dateText } from './request-words';
import styles from './requests.module.css';

export type SubmittedKind = 'application' | 'payment' | 'grievance';

interface ConfirmationProps {
  kind: SubmittedKind;
  /** The form's success text, word for word as the spec gives it, with the reference in it. */
  success: ReactNode;
  reference: string;
  /** An application's answer: its due date when the server gave one, else its type's service days. */
  due?: { date: string } | { days: number };
  /** A signed-in citizen finds it again in My requests. */
  signedIn: boolean;
  /** Below what happens next: a payment's receipt, a signed-in applicant's acknowledgement. */
  children?: ReactNode;
}

/**
 * The confirmation after a submission, in the GOV.UK pattern: the reference in a panel that takes
 * the focus (so a screen reader reads it and a phone shows it at once), what happens next and by
 * when, how to follow it up, and Print (a kiosk applicant keeps the reference on paper).
 */
export function Confirmation({ kind, success, reference, due, signedIn, children }: ConfirmationProps) {
  const t = requestTexts.get().confirmation;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <>
      <div ref={panel} tabIndex={-1} className={styles.panel} role="region" aria-labelledby="confirmation-title">
        <h2 id="confirmation-title">{t[kind]}</h2>
        <p>{success}</p>
        <span className={styles.reference}>{reference}</span>
      </div>
      <p>{t.noteIt}</p>
      <h2>{t.next}</h2>
      <p>{nextStep(kind, due)}</p>
      {children}
      <FollowUp kind={kind} signedIn={signedIn} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
      </div>
    </>
  );
}

function nextStep(kind: SubmittedKind, due: ConfirmationProps['due']): string {
  const t = requestTexts.get().confirmation;
  if (kind === 'payment') return t.paymentNext;
  if (kind === 'grievance') return t.grievanceNext;
  if (due && 'date' in due) return t.applicationNext({ date: dateText(due.date) });
  return t.applicationNextDays({ days: due?.days ?? 0 });
}

function FollowUp({ kind, signedIn }: { kind: SubmittedKind; signedIn: boolean }) {
  const t = requestTexts.get().confirmation;
  return (
    <>
      <h2>{t.followUp}</h2>
      <ul>
        {signedIn ? (
          <li>
            <Link to="/my-requests">{t.myRequests}</Link>
          </li>
        ) : null}
        {kind === 'application' ? (
          <li>
            <Link to="/track">{t.track}</Link>
          </li>
        ) : null}
        {kind === 'grievance' ? (
          <li>
            <Link to="/grievances">{t.trackComplaint}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/contact">{t.contact}</Link>
        </li>
      </ul>
    </>
  );
}

/** A submission kept in the outbox: the same place on the page, saying it waits to be sent. */
export function WaitingToSend({ title }: { title: string }) {
  const t = requestTexts.get().confirmation;
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <>
      <div
        ref={panel}
        tabIndex={-1}
        className={`${styles.panel} ${styles.panelWaiting}`}
        role="region"
        aria-labelledby="confirmation-title"
      >
        <h2 id="confirmation-title">{t.waiting}</h2>
        <p>{title}</p>
      </div>
      <p>{t.waitingText}</p>
      <p>
        <Link to="/outbox">{t.outbox}</Link>
      </p>
    </>
  );
}

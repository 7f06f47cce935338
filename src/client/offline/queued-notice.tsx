import { Link } from 'react-router-dom';

export const queuedTexts = {
  certificate: 'No connection right now: your application is saved on this device and will be sent automatically when the connection returns.',
  grievance: 'No connection right now: your grievance is saved on this device and will be sent automatically when the connection returns.',
} as const;

/** What a person reads after submitting without a connection: plainly, where it is and what happens next. */
export function QueuedNotice({ what }: { what: keyof typeof queuedTexts }) {
  return (
    <>
      <strong>Saved on this device.</strong> {queuedTexts[what]} You will get the reference in the <Link to="/outbox">Outbox</Link>, where you
      can follow it.
    </>
  );
}

import { Link } from 'react-router-dom';

export const queuedTexts = {
  certificate: { what: 'application', reference: 'reference number' },
  grievance: { what: 'grievance', reference: 'complaint ID' },
} as const;

/** What a person reads after submitting without a connection: plainly, where it is and what happens next. */
export function QueuedNotice({ what }: { what: keyof typeof queuedTexts }) {
  return (
    <>
      <strong>Saved on this device.</strong> There is no connection right now. Your {queuedTexts[what].what} will be sent
      automatically when the connection returns; its {queuedTexts[what].reference} will then be shown in the{' '}
      <Link to="/outbox">Outbox</Link>.
    </>
  );
}

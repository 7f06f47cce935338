import { Link } from 'react-router-dom';
import { offlineTexts } from './offline-texts';

/** What a person reads after submitting without a connection: plainly, where it is and what happens next. */
export function QueuedNotice({ what }: { what: 'certificate' | 'grievance' }) {
  const t = offlineTexts.get().queued;
  return (
    <>
      <strong>{t.saved}</strong> {t[what]} <Link to="/outbox">{t.outbox}</Link>
      {t.afterOutbox}
    </>
  );
}

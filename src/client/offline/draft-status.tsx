import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import styles from './offline.module.css';
import { formatBytes } from './storage';
import { useDraftStatus } from './use-form-draft';
import type { FormDraft } from './use-form-draft';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** Under a form: whether a draft is kept on the device, the storage it takes, and 'Discard draft'. */
export function DraftStatus({ draft, onDiscarded }: { draft: FormDraft; onDiscarded?: () => void }) {
  const status = useDraftStatus(draft);
  return (
    // Busy until the device has been searched for a draft (a found one replaces the form's values).
    <div className={styles.draftStatus} aria-busy={draft.restored === undefined}>
      {status.error?.severe ? <Alert tone="error">{status.error.message}</Alert> : null}
      {status.error && !status.error.severe ? <p className={styles.note}>{status.error.message}</p> : null}
      {/* The prerendered page and the page still looking for a draft say what a new form says,
          and the storage line has its room before its figure arrives: the form below does not
          move when either is known. */}
      <p className={styles.note}>
        {status.savedAt !== null
          ? `Draft saved on this device at ${timeFormat.format(status.savedAt)}.`
          : 'What you enter is saved on this device as a draft until you submit it.'}
      </p>
      <p className={`${styles.note} ${styles.usage}`}>
        {status.usage ? `This app stores ${formatBytes(status.usage.usedBytes)} on this device.` : null}
      </p>
      {status.hasDraft ? (
        <Button variant="secondary" onClick={() => void draft.discard().then(onDiscarded)}>
          Discard draft
        </Button>
      ) : null}
    </div>
  );
}

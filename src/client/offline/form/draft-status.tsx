import { Alert } from '../../ui/form/alert';
import { Button } from '../../ui/button';
import styles from './offline.module.css';
import { formatBytes } from './storage';
import { useDraftStatus } from './draft-status-store';
import { offlineTexts } from './offline-texts';
import { timeOfDay } from './time-of-day';
import type { FormDraft } from './use-form-draft';

export { clockTime } from './time-of-day';

/** Under a form: whether a draft is kept on the device, the storage it takes, and 'Discard draft'. */
export function DraftStatus({ draft, onDiscarded }: { draft: FormDraft; onDiscarded?: () => void }) {
  const status = useDraftStatus(draft.status);
  const t = offlineTexts.get();
  return (
    // Busy until the device has been searched for a draft (a found one replaces the form's values).
    <div className={styles.draftStatus} aria-busy={draft.restored === undefined}>
      {status.error?.severe ? <Alert tone="error">{status.error.message}</Alert> : null}
      {status.error && !status.error.severe ? <p className={styles.note}>{status.error.message}</p> : null}
      {/* The prerendered page and the page still looking for a draft say what a new form says,
          and the storage line has its room before its figure arrives: the form below does not
          move when either is known. */}
      <p className={styles.note}>
        {status.savingDocuments > 0
          ? t.draft.savingDocuments
          : status.savedAt !== null
            ? t.draft.savedAt(timeOfDay(status.savedAt))
            : t.draft.savedUntilSubmit}
      </p>
      <p className={`${styles.note} ${styles.usage}`}>
        {status.usage ? t.storesOnDevice(formatBytes(status.usage.usedBytes)) : null}
      </p>
      {status.hasDraft ? (
        <Button variant="secondary" onClick={() => void draft.discard().then(onDiscarded)}>
          {t.draft.discard}
        </Button>
      ) : null}
    </div>
  );
}

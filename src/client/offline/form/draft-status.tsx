import { Alert } from '../../ui/form/alert';
import { Button } from '../../ui/button';
import styles from './offline.module.css';
import { formatBytes } from './storage';
import { useDraftStatus } from './draft-status-store';
import type { FormDraft } from './use-form-draft';

/**
 * "3:07 pm", as en-IN writes a time of day, without Intl: the page's first Intl formatter costs a
 * slow phone over a tenth of a second of its main thread (locale and time-zone data, issue 8).
 */
export function clockTime(at: number): string {
  const time = new Date(at);
  const hours = time.getHours();
  return `${hours % 12 || 12}:${String(time.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Under a form: whether a draft is kept on the device, the storage it takes, and 'Discard draft'. */
export function DraftStatus({ draft, onDiscarded }: { draft: FormDraft; onDiscarded?: () => void }) {
  const status = useDraftStatus(draft.status);
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
          ? 'Saving the documents on this device…'
          : status.savedAt !== null
            ? `Draft saved on this device at ${clockTime(status.savedAt)}.`
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

import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import styles from './offline.module.css';
import { formatBytes } from './storage';
import type { FormDraft } from './use-form-draft';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/** Under a form: whether a draft is kept on the device, the storage it takes, and 'Discard draft'. */
export function DraftStatus({ draft, onDiscarded }: { draft: FormDraft; onDiscarded?: () => void }) {
  return (
    <div className={styles.draftStatus}>
      {draft.error?.severe ? <Alert tone="error">{draft.error.message}</Alert> : null}
      {draft.error && !draft.error.severe ? <p className={styles.note}>{draft.error.message}</p> : null}
      <p className={styles.note}>
        {draft.restored === undefined
          ? 'Looking for a saved draft... '
          : draft.savedAt !== null
            ? `Draft saved on this device at ${timeFormat.format(draft.savedAt)}. `
            : 'What you enter is saved on this device as a draft until you submit it. '}
        {draft.usage ? `This app uses ${formatBytes(draft.usage.usedBytes)} of storage on this device.` : null}
      </p>
      {draft.hasDraft ? (
        <Button variant="secondary" onClick={() => void draft.discard().then(onDiscarded)}>
          Discard draft
        </Button>
      ) : null}
    </div>
  );
}

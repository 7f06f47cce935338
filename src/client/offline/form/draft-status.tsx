import { useSyncExternalStore } from 'react';
import { isKioskDevice, subscribeKioskSetting } from '../../lib/kiosk-setting';
import { Alert } from '../../ui/form/alert';
import { Button } from '../../ui/button';
import styles from './offline.module.css';
import { formatBytes, isStorageNearlyFull } from './storage';
import { useDraftStatus } from './draft-status-store';
import { offlineTexts } from './offline-texts';
import { timeOfDay } from './time-of-day';
import type { FormDraft } from './use-form-draft';

/**
 * Under a form: whether a draft is kept on the device (on a kiosk: that what is entered goes at
 * 'Finish and clear'), the storage it takes when the device is nearly full, and 'Discard draft'.
 */
export function DraftStatus({ draft, onDiscarded }: { draft: FormDraft; onDiscarded?: () => void }) {
  const status = useDraftStatus(draft.status);
  const kiosk = useSyncExternalStore(subscribeKioskSetting, isKioskDevice, () => false);
  const t = offlineTexts.get();
  return (
    // Busy until the device has been searched for a draft (a found one fills the fields not yet touched).
    <div className={styles.draftStatus} aria-busy={draft.restored === undefined}>
      {status.error?.severe ? <Alert tone="error">{status.error.message}</Alert> : null}
      {status.error && !status.error.severe ? <p className={styles.note}>{status.error.message}</p> : null}
      {/* The prerendered page and the page still looking for a draft say what a new form says,
          so the form below does not move when the draft is known. */}
      <p className={styles.note}>
        {kiosk
          ? t.draft.onKiosk
          : status.savingDocuments > 0
            ? t.draft.savingDocuments
            : status.savedAt !== null
              ? t.draft.savedAt({ time: timeOfDay(status.savedAt) })
              : t.draft.savedUntilSubmit}
      </p>
      {/* Only when it helps: a device nearly out of space (decision 047). */}
      {status.usage && isStorageNearlyFull(status.usage) ? (
        <p className={styles.note}>{t.storageNearlyFull({ size: formatBytes(status.usage.usedBytes) })}</p>
      ) : null}
      {status.hasDraft ? (
        <Button variant="secondary" onClick={() => void draft.discard().then(onDiscarded)}>
          {t.draft.discard}
        </Button>
      ) : null}
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import dialogStyles from '../../ui/dialog.module.css';
import { useModalQuestion } from '../../ui/modal-question';
import { kioskTexts } from './kiosk-texts';
import styles from './kiosk.module.css';
import { useIdleCountdown } from './use-idle-countdown';
import { finishKioskSession, sweepOnceAfterFinish, takeClearedNotice } from './wipe-device';

export const KIOSK_IDLE_MS = 2 * 60_000;
export const KIOSK_WARNING_MS = 30_000;

/** Loaded by the shell's loader before the bar renders (src/client/app/shell/deferred-services.tsx). */
export const texts = [kioskTexts];

type LostKind = keyof ReturnType<typeof kioskTexts.get>['lost'];

/**
 * What a wipe would delete unsent: the kinds of form whose drafts hold typed input, and the signed-in
 * account's submissions still in the outbox (they leave with the session, decision 063).
 */
async function unsentInput(): Promise<LostKind[]> {
  try {
    const [{ flushOpenDrafts }, { formsWithUnsentInput, unsentItems }] = await Promise.all([
      import('../../offline/form/open-drafts'),
      import('../../offline/wipe'),
    ]);
    // What was typed a moment ago is written first: a draft is saved at a pause in typing.
    await flushOpenDrafts();
    const drafts = (await formsWithUnsentInput()).map((form): LostKind =>
      form === 'grievance' ? 'grievance' : form.startsWith('tax:') ? 'tax' : 'certificate',
    );
    const queued = (await unsentItems('everyone')).map((item): LostKind =>
      item.kind === 'grievance' ? 'queuedGrievance' : 'queuedApplication',
    );
    return [...new Set([...drafts, ...queued])];
  } catch {
    // The device's storage cannot be read: nothing of it can be lost either.
    return [];
  }
}

interface KioskSessionProps {
  /** Removes what the offline store holds for the people who used the device (../../offline/leave-device.ts). */
  wipeOfflineData: () => Promise<void>;
  idleMs?: number;
  warningMs?: number;
}

/**
 * On a kiosk device: a 'Finish and clear' bar on every page, and after two minutes without input
 * a 30-second warning, then the same wipe. Mounted by the shell only when the device is a kiosk.
 */
export function KioskSession({ wipeOfflineData, idleMs = KIOSK_IDLE_MS, warningMs = KIOSK_WARNING_MS }: KioskSessionProps) {
  const t = kioskTexts.get();
  const [clearing, setClearing] = useState(false);
  const [clearedNotice, setClearedNotice] = useState(takeClearedNotice);
  const justCleared = useRef(clearedNotice);
  const wipe = useRef(wipeOfflineData);

  // Right after a session was cleared, what its page still wrote as it unloaded goes too.
  useEffect(() => {
    if (justCleared.current) sweepOnceAfterFinish(wipe.current);
  }, []);

  const finish = useCallback(() => {
    setClearing(true);
    void finishKioskSession(wipeOfflineData);
  }, [wipeOfflineData]);

  // 'Finish and clear' on a form with input not yet sent asks first (decision 047).
  const [lost, setLost] = useState<LostKind[]>([]);
  const [checking, setChecking] = useState(false);
  const askFinish = async () => {
    setChecking(true);
    const unsent = await unsentInput();
    setChecking(false);
    if (unsent.length === 0) finish();
    else setLost(unsent);
  };
  const { secondsLeft, stillHere } = useIdleCountdown(idleMs, warningMs, finish);

  // The notice that the last session was cleared goes once the next person starts.
  useEffect(() => {
    if (!clearedNotice) return;
    const hide = () => setClearedNotice(false);
    window.addEventListener('pointerdown', hide, { once: true });
    window.addEventListener('keydown', hide, { once: true });
    return () => {
      window.removeEventListener('pointerdown', hide);
      window.removeEventListener('keydown', hide);
    };
  }, [clearedNotice]);

  return (
    <>
      <div className={styles.bar}>
        <p className={styles.barText} role="status">
          {clearedNotice ? t.cleared : t.shared}
        </p>
        <Button variant="onDark" disabled={clearing || checking} onClick={() => void askFinish()}>
          {clearing ? t.clearing : t.finish}
        </Button>
      </div>
      {lost.length > 0 ? <FinishConfirmation lost={lost} onCancel={() => setLost([])} onClear={finish} /> : null}
      <IdleWarning secondsLeft={secondsLeft} stillHere={stillHere} finish={finish} />
    </>
  );
}

/** After the idle time, the countdown to the wipe as a modal dialog: 'I am still here' or 'Finish now'. */
function IdleWarning({ secondsLeft, stillHere, finish }: { secondsLeft: number | null; stillHere: () => void; finish: () => void }) {
  const t = kioskTexts.get();
  const dialog = useRef<HTMLDialogElement>(null);
  const warning = secondsLeft !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (warning && !element.open) element.showModal();
    if (!warning && element.open) element.close();
  }, [warning]);

  return (
    <dialog
      ref={dialog}
      className={dialogStyles.question}
      aria-labelledby="kiosk-warning-title"
      aria-describedby="kiosk-warning-text"
      // Escape means "I am still here", never a silent dismissal that leaves the session open.
      onCancel={(event) => {
        event.preventDefault();
        stillHere();
      }}
    >
      <h2 id="kiosk-warning-title">{t.stillThere}</h2>
      <p id="kiosk-warning-text">
        {t.endsIn} <strong>{t.seconds({ count: secondsLeft ?? 0 })}</strong>
        {t.afterEnd}
      </p>
      <div className={dialogStyles.actions}>
        <Button onClick={stillHere}>{t.stillHere}</Button>
        <Button variant="secondary" onClick={finish}>
          {t.finishNow}
        </Button>
      </div>
    </dialog>
  );
}

/** What would be lost, with the focus on Cancel; Escape is Cancel too. */
function FinishConfirmation({ lost, onCancel, onClear }: { lost: LostKind[]; onCancel: () => void; onClear: () => void }) {
  const t = kioskTexts.get();
  const { dialog, cancel } = useModalQuestion();
  return (
    <dialog
      ref={dialog}
      className={dialogStyles.question}
      aria-labelledby="kiosk-confirm-title"
      aria-describedby="kiosk-confirm-text"
      onClose={onCancel}
    >
      <h2 id="kiosk-confirm-title">{t.confirmTitle}</h2>
      <p id="kiosk-confirm-text">{t.confirmLost}</p>
      <ul>
        {lost.map((kind) => (
          <li key={kind}>{t.lost[kind]}</li>
        ))}
      </ul>
      <div className={dialogStyles.actions}>
        <Button ref={cancel} onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onCancel();
            onClear();
          }}
        >
          {t.confirmClear}
        </Button>
      </div>
    </dialog>
  );
}

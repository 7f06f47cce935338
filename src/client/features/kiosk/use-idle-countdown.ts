import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What counts as someone still using the device. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input', 'scroll'] as const;

export interface IdleCountdown {
  /** Seconds left before the session ends, while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** The person is still there: hide the warning and start counting again. */
  stillHere: () => void;
}

/**
 * After `idleMs` without input a warning of `warningMs` starts; any input during the idle time
 * restarts it, but once the warning shows only `stillHere` does (so a stray touch behind a
 * dialog cannot keep someone else's session open). When the warning runs out, `onExpire` runs.
 */
export function useIdleCountdown(idleMs: number, warningMs: number, onExpire: () => void): IdleCountdown {
  const [warning, setWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const warningEndsAt = useRef<number | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  const startIdle = useCallback(() => {
    clearTimeout(idleTimer.current);
    warningEndsAt.current = null;
    idleTimer.current = setTimeout(() => {
      warningEndsAt.current = Date.now() + warningMs;
      setSecondsLeft(Math.ceil(warningMs / 1000));
      setWarning(true);
    }, idleMs);
  }, [idleMs, warningMs]);

  // Armed as the caller's markup appears, in the same task: a passive effect would run a moment
  // later, and what happened in between (a tap, or a test moving the clock) would not count.
  useLayoutEffect(() => {
    const onActivity = () => {
      if (warningEndsAt.current === null) startIdle();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    startIdle();
    return () => {
      clearTimeout(idleTimer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [startIdle]);

  // The countdown ticks from the wall clock, so a tablet that slept through it still expires.
  useEffect(() => {
    if (!warning) return;
    const tick = setInterval(() => {
      const endsAt = warningEndsAt.current;
      if (endsAt === null) return;
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(tick);
        warningEndsAt.current = null;
        setWarning(false);
        expire.current();
        startIdle();
      }
    }, 250);
    return () => clearInterval(tick);
  }, [warning, startIdle]);

  const stillHere = useCallback(() => {
    setWarning(false);
    startIdle();
  }, [startIdle]);

  return { secondsLeft: warning ? secondsLeft : null, stillHere };
}

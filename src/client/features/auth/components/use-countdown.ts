import { useEffect, useState } from 'react';

/**
 * The whole seconds left of `seconds` from the first render, counted from the clock rather than
 * from the ticks: a phone that slows a hidden tab's timers still shows the truth when the page
 * comes back. A new wait is a new component (a new `key`).
 */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

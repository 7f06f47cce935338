/**
 * Runs `run` when the browser is next idle (within 3 s at the latest), or after a second where it
 * has no idle callbacks (Safari). Returns what cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (!window.requestIdleCallback) {
    const timer = window.setTimeout(run, 1000);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: 3000 });
  return () => window.cancelIdleCallback(idle);
}

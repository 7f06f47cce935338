/**
 * The chunks a prerendered form loads only when it is used (drafts, the outbox, the API client;
 * docs/decisions/023), which the build lists on #root as data-later: fetched as module preloads,
 * without running. They then sit in the page's module map, and nothing of them runs on the main
 * thread before it is needed. False when the page lists none (it was not prerendered with a form).
 */
export function preloadWhatTheFormUsesLater(whenIdle: (run: () => void) => void): boolean {
  const later = document.getElementById('root')?.dataset.later?.split(' ').filter(Boolean) ?? [];
  // One link per idle moment: issuing a request costs a slow phone's main thread a little, and
  // all of them at once make a long task.
  const next = () => {
    const href = later.shift();
    if (href === undefined) return;
    if (!document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    whenIdle(next);
  };
  const any = later.length > 0;
  next();
  return any;
}

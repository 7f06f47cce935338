/**
 * The chunks a prerendered form loads only when it is used (drafts, the outbox, the API client;
 * docs/decisions/023), which the build lists on #root as data-later: fetched as module preloads,
 * without running. They then sit in the page's module map, and nothing of them runs on the main
 * thread before it is needed. False when the page lists none (it was not prerendered with a form).
 */
export function preloadWhatTheFormUsesLater(): boolean {
  const later = document.getElementById('root')?.dataset.later?.split(' ').filter(Boolean) ?? [];
  for (const href of later) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return later.length > 0;
}

import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { loadOnce } from '../lib/load-once';

export type LazyPage = ComponentType & {
  /** Starts downloading the page's code (and its chunks) without rendering it. */
  preload: () => Promise<ComponentType>;
};

/**
 * A page in a chunk of its own, rendered through React.lazy and preloadable ahead of a
 * navigation. A failed download is forgotten, so that the next attempt fetches again
 * instead of replaying the old rejection.
 *
 * Once its code is loaded the page renders at once, without suspending: the build renders
 * prerendered pages to a string (which cannot wait), and the browser hydrates them after
 * preloading the page, so the tree never shows the loading fallback where the HTML has the page
 * (docs/decisions/011).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = loadOnce(async () => (loaded = await load()));
  const Lazy = lazy(async () => ({ default: await preload() }));

  // Lazy never mounts for good: by the time it could resolve, `loaded` is set, and the retry after
  // suspending renders the page itself. So the page is never remounted (losing what was typed).
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { preload });
}

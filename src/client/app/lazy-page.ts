import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's code (and its chunks) without rendering it. */
  preload: () => Promise<ComponentType>;
};

/**
 * A page in a chunk of its own, rendered through React.lazy and preloadable ahead of a
 * navigation. A failed download is forgotten, so that the next attempt fetches again
 * instead of replaying the old rejection.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let pending: Promise<ComponentType> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/*
 * How the app loads code after its first download (docs/decisions/032): every module or component
 * that arrives later goes through one of these two, so that a failed download is tried again.
 */

/**
 * `load` run at the first call, its promise shared by every later call; a load that fails is
 * forgotten, so the next call tries again instead of replaying the old rejection (a chunk that
 * could not be fetched on a bad line may well arrive the next time).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export type LazyComponent<Props extends object = object> = ComponentType<Props> & {
  /** Starts downloading the component's code (and its chunks) without rendering it. */
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A component in a chunk of its own (a page, the notices that come after load), rendered through
 * React.lazy and preloadable ahead of a navigation; a failed download is tried again (loadOnce).
 *
 * Once its code is loaded the component renders at once, without suspending: the build renders
 * prerendered pages to a string (which cannot wait), and the browser hydrates them after
 * preloading the page, so the tree never shows the loading fallback where the HTML has the page
 * (docs/decisions/011).
 */
export function lazyComponent<Props extends object = object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = loadOnce(async () => (loaded = await load()));
  const Lazy = lazy(async () => ({ default: await preload() }));

  // Each place it is rendered keeps the type it first rendered with, so that it is never remounted
  // (losing what was typed, or the notices' state). Rendered before its code arrived, that is Lazy:
  // React may carry on rendering that Lazy in place once the code is there (it resumes a navigation's
  // transition where it waited), and switching to the component itself at the next render, as this
  // did before, remounted it (docs/decisions/058).
  const Component = (props: Props) => {
    const [type] = useState(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  return Object.assign(Component, { preload });
}

import type { ComponentType } from 'react';
import { loadTexts } from '../i18n/catalogue';
import type { Catalogue } from '../i18n/catalogue';
import { lazyComponent } from '../lib/load-once';

/** A page module: its component, and the catalogues it shows (docs/decisions/035). */
export interface PageModule {
  texts: readonly Catalogue<unknown>[];
}

/**
 * A page in a chunk of its own, its texts loaded in the page's language before it renders. Every
 * page except Home and Page Not Found is one, so forms and their libraries load only when someone
 * opens them (docs/decisions/002 and 008).
 */
export function page<M extends PageModule>(load: () => Promise<M>, component: (module: M) => ComponentType) {
  return lazyComponent(async () => {
    const module = await load();
    await loadTexts(module.texts);
    return component(module);
  });
}

import type { Language } from '../../shared/i18n/languages';
import { pageLanguage } from './page-language';

/**
 * One area's texts in each language (docs/decisions/035, 069): `<area>-texts.pot` holds the
 * English, `<area>-texts.ta.po` the Tamil, and `npm run texts` makes a module of each
 * (`<area>-texts.en.js`, `<area>-texts.ta.js`) that is a chunk of its own, loaded only when a page
 * in that language needs it. A page loads its areas' texts before it renders (the app's in
 * main.tsx, a lazy page's in src/client/app/pages.ts), so that components read them synchronously
 * with `get()`.
 */
export interface Catalogue<T> {
  /** Loads this page's language (or the one given, for the prerenderer); resolves when `get()` works. */
  load(language?: Language): Promise<T>;
  /** The texts of this page's language; loaded first, or this throws. */
  get(language?: Language): T;
}

type Loaders<T> = Record<Language, () => Promise<{ default: T }>>;

/** Every catalogue whose module has run: the prerenderer loads them all in each language. */
const everyCatalogue = new Set<Catalogue<unknown>>();

/** The texts loaded so far, by area and language, for the life of the page. */
const loadedTexts = new Map<string, unknown>();

export function catalogue<T>(area: string, loaders: Loaders<T>): Catalogue<T> {
  const loading = new Map<Language, Promise<T>>();
  const texts: Catalogue<T> = {
    load(language = pageLanguage()) {
      let promise = loading.get(language);
      if (!promise) {
        promise = loaders[language]().then((module) => {
          loadedTexts.set(`${area}.${language}`, module.default);
          return module.default;
        });
        // A failed download (a dropped connection) may be tried again.
        promise.catch(() => loading.delete(language));
        loading.set(language, promise);
      }
      return promise;
    },
    get(language = pageLanguage()) {
      const found = loadedTexts.get(`${area}.${language}`) as T | undefined;
      if (!found) throw new Error(`The ${area} texts (${language}) are used before they were loaded`);
      return found;
    },
  };
  everyCatalogue.add(texts);
  return texts;
}

/** For the prerenderer, which renders every page in each language in one process. */
export async function loadEveryCatalogue(language: Language): Promise<void> {
  await Promise.all([...everyCatalogue].map((texts) => texts.load(language)));
}

/**
 * Loads the catalogues a lazily loaded page (or a later component) shows, before it renders:
 * each page module exports its `texts` (src/client/app/pages.ts).
 */
export async function loadTexts(catalogues: readonly Catalogue<unknown>[]): Promise<void> {
  await Promise.all(catalogues.map((texts) => texts.load()));
}

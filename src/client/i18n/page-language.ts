import { DEFAULT_LANGUAGE, parseLanguage } from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';

let language: Language | undefined;

/**
 * The language of this page, from `<html lang>`: the server or the service worker chose it for the
 * person before any script ran, and it stays until the page unloads (docs/decisions/035).
 */
export function pageLanguage(): Language {
  language ??= typeof document === 'undefined' ? DEFAULT_LANGUAGE : parseLanguage(document.documentElement.lang);
  return language;
}

/** The prerenderer renders each page once per language; tests render a page in Tamil. */
export function setPageLanguage(next: Language): void {
  language = next;
}

/*
 * The portal's languages (docs/decisions/035). A page is in one language from its first
 * paint to its unload: switching is a navigation through a switch path (`/ta/certificates`), which
 * works before any script has run and loads the page again in the other language.
 */
export const languages = ['en', 'ta'] as const;
export type Language = (typeof languages)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that tells the server which language to answer a page in. */
export const LANGUAGE_COOKIE = 'lang';

/** A year: the choice of language lasts until the person makes another. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The `lang` cookie, as the server sets it on a switch (a Set-Cookie value) and the page writes it
 * when it differs from the page's language (document.cookie): `Secure` on https.
 */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** For `<html lang>`, `Intl` and the `lang` of a link to the other language. */
export const locales: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/** Each language's name in itself: what the switch shows ("தமிழ்" on an English page). */
export const languageNames: Record<Language, string> = { en: 'English', ta: 'தமிழ்' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A language from a `lang` attribute or a cookie value ("ta", "ta-IN"); the default for anything else. */
export function parseLanguage(value: string | null | undefined): Language {
  const base = value?.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'ta' : 'en';
}

/**
 * The path that chooses `language` and then shows `path` (with its query): `/ta/certificates`,
 * and `/ta` for the home page. The server and the service worker keep the choice and answer
 * with a redirect to `path`.
 */
export function languageSwitchPath(language: Language, path: string): string {
  return path === '/' || path === '' ? `/${language}` : `/${language}${path.startsWith('/') ? '' : '/'}${path}`;
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const LEAVES_SITE = /^\/[/\\]|[\u0000-\u001f\u007f]/;

/** What a switch path chooses and where it leads; null for any other path. */
export function parseLanguageSwitchPath(pathWithQuery: string): { language: Language; next: string } | null {
  const match = /^\/(en|ta)(\/[^?#]*)?(\?.*)?$/.exec(pathWithQuery);
  if (!match) return null;
  const next = `${match[2] ?? '/'}${match[3] ?? ''}`;
  // `//host` would leave the site, and so would `/\host` and `/<tab>/host`, which browsers read
  // the same: a switch only ever leads to a page of this one.
  return { language: match[1] as Language, next: LEAVES_SITE.test(next) ? '/' : next };
}

import { authPaths } from '../../../shared/api/shell-paths';
import type { Language } from '../../../shared/i18n/languages';
import { readToken } from '../token-store';

/**
 * A language chosen with the switch while signed in, until the account is known to have it: in
 * this tab's sessionStorage (the switch reloads the page in the same tab), so that the page it
 * leads to saves it again through the API client when the quick save below did not arrive (an
 * expired bearer token, the connection dropped). Read by ./profile-language.ts.
 */
export const PENDING_LANGUAGE_KEY = 'portal.languageToSave';

/**
 * The language switch's click (issue 21): a signed-in person's choice is kept on their account, so
 * that it follows them to another device. Fire-and-forget with `keepalive`: the link's navigation
 * goes on at once and the request finishes while the next page loads. Without JavaScript, or
 * signed out, the link works as a plain link.
 */
export function saveLanguageChoice(language: Language): void {
  const token = readToken();
  if (!token) return;
  try {
    sessionStorage.setItem(PENDING_LANGUAGE_KEY, language);
  } catch {
    // No storage: the quick save below is the only one.
  }
  try {
    void fetch(`${import.meta.env.VITE_API_BASE ?? ''}${authPaths.profile}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (a very old browser): the next page saves it.
  }
}

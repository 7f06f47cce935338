import { isLanguage } from '../../../shared/i18n/languages';
import type { Language } from '../../../shared/i18n/languages';

/*
 * A click on the language switch (decisions 035 and 036). The switch is a plain link to
 * a switch path (`/ta/certificates`): the server (or the service worker offline) keeps the choice
 * on the device and answers with the page again in that language. Two things are left to the
 * page's code, and both must hold from the page's first moment, since on a prerendered page the
 * link can be clicked before the app has started:
 *
 * - the choice waits in this tab's sessionStorage until the page the link leads to has saved it on
 *   the account (./profile-language.ts), so that it follows a signed-in person to other devices;
 * - the page on which it was clicked is leaving for the other language: its own late work (the
 *   language kept on the device, the account's language adopted at its start) must not undo the
 *   choice while the next page loads. `languageChosenHere()` says so.
 *
 * Watched by the prerendered page's boot script (src/client/page-boot.ts), or by main.tsx on the
 * empty shell, before anything is on screen.
 */

/** The switch link's attribute, its value the language the link leads to. */
export const LANGUAGE_SWITCH_ATTRIBUTE = 'data-language-switch';

/** The choice until the account is known to have it, in this tab (the switch loads the next page in it). */
export const PENDING_LANGUAGE_KEY = 'portal.languageToSave';

declare global {
  interface Window {
    /** The language chosen with the switch on this page, if it was clicked. */
    languageChosenOnThisPage?: Language;
  }
}

export function watchLanguageSwitch(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const chosen = target?.closest?.(`a[${LANGUAGE_SWITCH_ATTRIBUTE}]`)?.getAttribute(LANGUAGE_SWITCH_ATTRIBUTE);
      if (!isLanguage(chosen)) return;
      window.languageChosenOnThisPage = chosen;
      try {
        sessionStorage.setItem(PENDING_LANGUAGE_KEY, chosen);
      } catch {
        // No storage: the device keeps the choice; the account keeps its own.
      }
    },
    true,
  );
}

/** Whether this page is leaving for the other language: its switch was clicked. */
export function languageChosenHere(): boolean {
  return window.languageChosenOnThisPage !== undefined;
}

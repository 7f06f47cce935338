import type { ProfileChange, ProfileResponse, PublicUser } from '../../../shared/api/auth-types';
import { apiPaths } from '../../../shared/api/paths';
import { LANGUAGE_COOKIE, isLanguage, languageSwitchPath } from '../../../shared/i18n/languages';
import type { Language } from '../../../shared/i18n/languages';
import { pageLanguage } from '../../i18n/page-language';
import { apiClient } from '../api-client';
import { PENDING_LANGUAGE_KEY, languageChosenHere } from './language-choice';

/*
 * The language on the account (decision 036): it follows a signed-in person to every
 * device. Loaded with the profile check (./profile-api), never with an anonymous first visit.
 */

/**
 * After a sign-in on this page: the account's language is shown (a switch to it, once the sign-in
 * page has led on to where the person belongs); an account without one takes the page's.
 */
export function adoptLanguageAtSignIn(user: PublicUser): void {
  if (languageChosenHere()) return;
  forgetPendingChoice();
  const chosen = user.language;
  if (!isLanguage(chosen)) void saveLanguage(pageLanguage());
  else if (chosen !== pageLanguage()) switchTo(chosen);
}

/**
 * At the start of a page with a stored session, once the server confirmed the profile: a choice
 * made with the switch that has not reached the account yet is saved now; an account without a
 * language takes the page's; and a device that never chose a language (no `lang` cookie) shows
 * the account's. A device that chose keeps its choice. Nothing on a page whose switch was clicked:
 * the page it leads to does all of this.
 */
export function adoptLanguageAtRestore(user: PublicUser): void {
  if (languageChosenHere()) return;
  const pending = pendingChoice();
  if (pending) {
    forgetPendingChoice();
    if (user.language !== pending) void saveLanguage(pending);
    return;
  }
  const chosen = user.language;
  if (!isLanguage(chosen)) void saveLanguage(pageLanguage());
  else if (chosen !== pageLanguage() && !deviceChoseLanguage()) switchTo(chosen);
}

/** PATCH /api/auth/profile: best effort, a failure changes nothing the person sees. */
async function saveLanguage(language: Language): Promise<void> {
  const change: ProfileChange = { language };
  await apiClient.patch<ProfileResponse>(apiPaths.auth.profile, change).catch(() => undefined);
}

/**
 * Loads the page where the person is now in `language`, through its switch path (which keeps the
 * choice on this device too). In a later task, so that a sign-in page's redirect has happened.
 */
function switchTo(language: Language): void {
  setTimeout(() => {
    const { pathname, search } = window.location;
    window.location.replace(languageSwitchPath(language, `${pathname}${search}`));
  }, 0);
}

function deviceChoseLanguage(): boolean {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=`).test(document.cookie);
}

function pendingChoice(): Language | null {
  try {
    const value = sessionStorage.getItem(PENDING_LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function forgetPendingChoice(): void {
  try {
    sessionStorage.removeItem(PENDING_LANGUAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

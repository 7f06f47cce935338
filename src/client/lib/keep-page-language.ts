import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, languageCookie, parseLanguage } from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';
import { changeDeviceSetting, deviceSetting, loadDeviceSettings } from './device-settings';
import { languageChosenHere } from './session/language-choice';

/** The language of the `lang` cookie the server answers pages in (English without one). */
function cookieLanguage(): Language {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseLanguage(match?.[1]);
}

/**
 * The page's language is the person's latest choice (the server answered it from the cookie, or the
 * service worker from the device's settings): the cookie and the stored language are brought to
 * agree with it, so that the next page comes in the same language online, offline and in the
 * installed app (docs/decisions/035). Nothing is written while both already say the page's language
 * (English when unset): a first visit in English writes nothing. Nothing either once the page's
 * language switch was clicked: the choice it leads to is the latest, and this page's would undo it.
 */
export async function keepPageLanguage(language: Language): Promise<void> {
  if (languageChosenHere()) return;
  if (cookieLanguage() !== language) document.cookie = languageCookie(language, window.location.protocol === 'https:');
  await loadDeviceSettings();
  if (languageChosenHere()) return;
  const stored = deviceSetting('language');
  if ((stored === undefined ? DEFAULT_LANGUAGE : parseLanguage(stored)) !== language) await changeDeviceSetting('language', language);
}

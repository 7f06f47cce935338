import { formatLongDate } from '../../../shared/i18n/formats';
import type { Language } from '../../../shared/i18n/languages';
import { pageLanguage } from '../../i18n/page-language';

/*
 * When something was saved on this device, in the device's own time, without Intl: the page's
 * first Intl formatter costs a slow phone a long task on its main thread (locale and time-zone
 * data).
 */

const two = (value: number) => String(value).padStart(2, '0');

/** "3:07 pm", as en-IN writes a time of day. */
function clockTime(at: number): string {
  const time = new Date(at);
  const hours = time.getHours();
  return `${hours % 12 || 12}:${two(time.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "3:07 pm" on an English page; "15:07" on a Tamil one (am and pm are English words). */
export function timeOfDay(at: number, language: Language = pageLanguage()): string {
  if (language === 'en') return clockTime(at);
  const time = new Date(at);
  return `${two(time.getHours())}:${two(time.getMinutes())}`;
}

/** "5 March 2026, 3:07 pm", "5 மார்ச் 2026, 15:07": the day and the time, on this device's calendar. */
export function dayAndTime(at: number, language: Language = pageLanguage()): string {
  const day = new Date(at);
  const localDay = `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
  return `${formatLongDate(localDay, language)}, ${timeOfDay(at, language)}`;
}

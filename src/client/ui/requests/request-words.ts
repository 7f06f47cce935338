import { formatLongDate } from '../../../shared/i18n/formats';
import { wordFor } from '../../../shared/i18n/word-for';
import { pageLanguage } from '../../i18n/page-language';
import { requestTexts } from './request-texts';

/** A status as stored, in the page's language; one the portal does not know yet, as it is. */
export function statusText(status: string): string {
  return wordFor(requestTexts.get().statuses, status) ?? status;
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO 8601 or ms), on this device's calendar and clock: "5 March 2026, 15:07". */
export function whenText(at: string | number): string {
  const time = new Date(at);
  const day = `${time.getFullYear()}-${two(time.getMonth() + 1)}-${two(time.getDate())}`;
  return `${formatLongDate(day, pageLanguage())}, ${two(time.getHours())}:${two(time.getMinutes())}`;
}

/** A calendar date (YYYY-MM-DD), written out: "5 March 2026". */
export const dateText = (day: string): string => formatLongDate(day, pageLanguage());

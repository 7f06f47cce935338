import { inIndia } from '../domain/common/dates';
import type { Language } from './languages';

/*
 * Dates and amounts as each language writes them. Written without Intl, like
 * formatPaise (src/shared/domain/money.ts): a page's first Intl formatter loads its locale's data
 * in the middle of hydration. tests/unit/shared/formats.test.ts holds both to what
 * Intl's en-IN and ta-IN write.
 */

const tamilMonths = ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'];
const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A YYYY-MM-DD date as given, or an instant (ISO 8601 with a time, or a Date) on India's calendar. */
function calendarDate(value: string | Date): CalendarDate {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return { year, month, day };
  }
  const india = inIndia(value);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() + 1, day: india.getUTCDate() };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 05/03/2026 in both languages (day first, as in India). */
export function formatDate(value: string | Date): string {
  const { year, month, day } = calendarDate(value);
  return `${two(day)}/${two(month)}/${year}`;
}

/** Written out: "5 March 2026", "5 மார்ச் 2026". */
export function formatLongDate(value: string | Date, language: Language): string {
  const { year, month, day } = calendarDate(value);
  const months = language === 'ta' ? tamilMonths : englishMonths;
  return `${day} ${months[month - 1] ?? ''} ${year}`;
}

/**
 * An amount as typed, without the grouping commas people write ("85,000" → "85000", "1,00,000.50"
 * → "100000.50"). Only commas between digits go: anything else is left for the validator to refuse.
 */
export function amountWithoutGrouping(typed: string): string {
  return typed.trim().replace(/(?<=\d),(?=\d)/g, '');
}

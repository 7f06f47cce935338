/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * The moment moved by India's offset, so that its UTC fields (`getUTCHours()`, `toISOString()`)
 * read as India's clocks and calendar do, whatever the zone of the machine it runs on.
 */
export function inIndia(moment: Date | string): Date {
  return new Date(new Date(moment).getTime() + IST_OFFSET_MS);
}

/**
 * A moment as India's clocks show it, to the minute, for files a spreadsheet reads (`2026-11-28
 * 14:05`): the time the dashboard shows, not UTC's.
 */
export function indiaDateTime(moment: Date): string {
  return inIndia(moment).toISOString().slice(0, 16).replace('T', ' ');
}

/** Today's calendar date in India, YYYY-MM-DD: what "today" means to a citizen and a clerk. */
export function todayInIndia(now: Date = new Date()): string {
  return inIndia(now).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD (no 30 February), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day && year >= 1900;
}

/** YYYY-MM, as a month picker gives it. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && Number(value.slice(0, 4)) >= 1900;
}

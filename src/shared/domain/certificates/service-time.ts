import { todayInIndia } from '../common/dates';

/** The most days a municipality may set as a service time (CERTIFICATE_SERVICE_DAYS): a year. */
export const SERVICE_DAYS_MAX = 365;

/**
 * The calendar date in India (YYYY-MM-DD) by which an application submitted at `submittedAt` is
 * to be answered: the day it was submitted, as India's calendar has it, plus the type's service
 * days. Calendar days: the office's holidays are not known here.
 */
export function answerDueBy(submittedAt: Date, serviceDays: number): string {
  const day = new Date(`${todayInIndia(submittedAt)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + serviceDays);
  return day.toISOString().slice(0, 10);
}

/**
 * Days from today (India's calendar) to `dueBy`: 0 when the answer is due today, negative when
 * it is that many days late.
 */
export function daysLeftUntil(dueBy: string, now: Date = new Date()): number {
  return Math.round((Date.parse(`${dueBy}T00:00:00Z`) - Date.parse(`${todayInIndia(now)}T00:00:00Z`)) / 86_400_000);
}

/**
 * The first instant that is not yet late for a service time of `serviceDays`: an application
 * submitted before it is overdue today (its due date, the day it came plus the service days, is
 * before today in India). Midnight in India, as a Date.
 */
export function overdueBefore(serviceDays: number, now: Date = new Date()): Date {
  const day = new Date(`${todayInIndia(now)}T00:00:00+05:30`);
  day.setUTCDate(day.getUTCDate() - serviceDays);
  return day;
}

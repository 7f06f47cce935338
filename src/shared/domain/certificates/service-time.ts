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

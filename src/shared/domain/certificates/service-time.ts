import { todayInIndia } from '../common/dates';

const DAY_MS = 86_400_000;

/** The most days a municipality may set as a service time (SERVICE_TIMES): a year. */
export const SERVICE_DAYS_MAX = 365;

/** A service time in milliseconds from its days: what a definition's `serviceDays` means. */
export function daysAsServiceTime(days: number): number {
  return days * DAY_MS;
}

/**
 * The instant an item received at `receivedAt` is due: the received time plus its service time
 * (decision 083). Reminders, escalation and the figures count from it.
 */
export function dueAt(receivedAt: Date, serviceTimeMs: number): Date {
  return new Date(receivedAt.getTime() + serviceTimeMs);
}

/**
 * The calendar date in India (YYYY-MM-DD) by which an item received at `submittedAt` is to be
 * answered: the date in India of its due instant. Calendar time: the office's holidays are not
 * known here.
 */
export function answerDueBy(submittedAt: Date, serviceTimeMs: number): string {
  return todayInIndia(dueAt(submittedAt, serviceTimeMs));
}

/**
 * Days from today (India's calendar) to `dueBy`: 0 when the answer is due today, negative when
 * it is that many days late.
 */
export function daysLeftUntil(dueBy: string, now: Date = new Date()): number {
  return Math.round((Date.parse(`${dueBy}T00:00:00Z`) - Date.parse(`${todayInIndia(now)}T00:00:00Z`)) / DAY_MS);
}

/**
 * The first instant that is not yet late for a service time of `serviceTimeMs`: an item received
 * before it is overdue today (its due date is before today in India). Today's midnight in India
 * less the service time.
 */
export function overdueBefore(serviceTimeMs: number, now: Date = new Date()): Date {
  return new Date(Date.parse(`${todayInIndia(now)}T00:00:00+05:30`) - serviceTimeMs);
}

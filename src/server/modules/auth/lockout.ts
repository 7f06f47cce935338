/**
 * The lockout rule for failed sign-ins, pure so it can be tested as a table: from the 5th failure
 * in a row the account waits 1 minute, then 2, 4, 8, and never more than 15. A failure more than an
 * hour after the previous one starts counting again (applied in sign-in-throttle.ts's upsert),
 * and a successful sign-in clears the count, so an old burst does not follow anyone forever and
 * no lock lasts longer than 15 minutes.
 */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_BASE_MS = 60_000;
export const LOCKOUT_MAX_MS = 15 * 60_000;
/** Failures further apart than this are not one attack: the count starts again. */
export const FAILURE_WINDOW_MS = 60 * 60_000;

/** How long the account is locked after its `failures`-th failure in a row (0: not locked). */
export function lockoutMs(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  const doublings = Math.min(failures - LOCKOUT_THRESHOLD, 10);
  return Math.min(LOCKOUT_BASE_MS * 2 ** doublings, LOCKOUT_MAX_MS);
}

/** Whole minutes left, rounded up, for the message ("try again in 2 minutes"). */
export function minutesLeft(lockedUntil: Date, now: Date): number {
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
}

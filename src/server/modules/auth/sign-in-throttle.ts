import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { signInThrottles } from '../../db/schema';
import { FAILURE_WINDOW_MS, lockoutMs } from './lockout';

/**
 * The per-account failure counts behind the lockout (lockout.ts has the rule). Keys:
 * `user:<id>` for an account, `name:<lowercased name>` for a name no account has, so that
 * guessing at a name that does not exist locks and answers exactly like a real account, and
 * `device:<id>` for a device the account signed in on before.
 */
export function throttleKeyFor(userId: string | null, usernameOrEmail: string): string {
  return userId ? `user:${userId}` : `name:${usernameOrEmail.trim().toLowerCase()}`;
}

/**
 * The count of a trusted device (decision 014): sign-ins that present the account's device token
 * fail and lock here, apart from the account's own count, which guards every other client.
 */
export function deviceThrottleKey(device: string): string {
  return `device:${device}`;
}

/** The key a sign-in counts on: its trusted device's when it has one, else the account's (or name's). */
export function signInThrottleKey(userId: string | null, usernameOrEmail: string, device: string | null): string {
  return device === null ? throttleKeyFor(userId, usernameOrEmail) : deviceThrottleKey(device);
}

/** Until when the key is locked, or null when it may try now. */
export async function lockedUntil(executor: Executor, key: string, now: Date): Promise<Date | null> {
  const [row] = await executor
    .select({ lockedUntil: signInThrottles.lockedUntil })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key))
    .limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts one failure and locks the key when the rule says so. The count is one atomic upsert,
 * so simultaneous failures each count; the window rule (lockout.ts) is applied in the statement.
 */
export async function recordSignInFailure(executor: Executor, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const [row] = await executor
    .insert(signInThrottles)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${signInThrottles.lastFailureAt} < ${windowStart.toISOString()} then 1 else ${signInThrottles.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: signInThrottles.failures });
  const lockMs = lockoutMs(row?.failures ?? 1);
  if (lockMs > 0) {
    await executor
      .update(signInThrottles)
      .set({ lockedUntil: new Date(now.getTime() + lockMs) })
      .where(eq(signInThrottles.key, key));
  }
}

/** A successful sign-in: the count starts again from nothing. */
export async function clearSignInFailures(executor: Executor, key: string): Promise<void> {
  await executor.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

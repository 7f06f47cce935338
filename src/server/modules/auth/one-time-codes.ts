import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm';
import {
  OTP_CODES_PER_WINDOW,
  OTP_LENGTH,
  OTP_LIFETIME_SECONDS,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TRIES,
  OTP_WINDOW_SECONDS,
} from '../../../shared/domain/users/mobile-sign-in';
import type { Database, Executor, Transaction } from '../../db/database';
import { otpCodes } from '../../db/schema';
import type { OtpCodeRow, OtpPurpose } from '../../db/schema';

/** The first key of this module's advisory locks, one per number (the second key is the number's hash). */
const NUMBER_LOCK_SPACE = 80;
/** Rows past their window and their life are of no more use, to the limit or to a check. */
const KEPT_SECONDS = 86_400;

/**
 * The digest a code is kept as: HMAC-SHA256 under a key derived from JWT_SECRET by HKDF with its
 * own label (as the document links' and the TOTP secrets' keys are), over the purpose, the number
 * and the code. A copy of the database alone does not let anyone try the million codes offline,
 * and a digest copied to another number or purpose matches nothing.
 */
export type CodeDigest = (purpose: OtpPurpose, mobile: string, code: string) => Buffer;

export function codeDigest(jwtSecret: string): CodeDigest {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'one-time-codes', 32));
  return (purpose, mobile, code) => createHmac('sha256', key).update(`${purpose}\n${mobile}\n${code}`).digest();
}

/** Six digits from the operating system's CSPRNG, every one as likely. */
function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Holds `mobile` to the end of `tx`: what is sent to a number, and which account confirms it, is
 * decided by one request at a time, whichever server it reached.
 */
export async function lockNumber(tx: Transaction, mobile: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK_SPACE}, hashtext(${mobile}))`);
}

export type Issued =
  /** A new code: the only one of its number and purpose that works from now on. */
  | { kind: 'issued'; code: string }
  /** The last code went out moments ago (a retried request): it still works, and nothing more is sent. */
  | { kind: 'recent' }
  /** The number had its codes for this window; another one after `retryAfterSeconds`. */
  | { kind: 'limited'; retryAfterSeconds: number };

/**
 * A new code for `mobile` (ten digits), or why none. At most OTP_CODES_PER_WINDOW codes to one
 * number in OTP_WINDOW_SECONDS, whatever their purpose, counted from the rows under a lock on the
 * number held to the end of the transaction, so two servers (or two requests) take turns and each
 * counts what the other wrote. Times are the database's, the one clock every server shares.
 */
export async function issueCode(
  db: Database,
  digest: CodeDigest,
  wanted: { purpose: OtpPurpose; mobile: string; userId: string | null },
): Promise<Issued> {
  return db.transaction(async (tx) => {
    await lockNumber(tx, wanted.mobile);
    await tx.delete(otpCodes).where(lt(otpCodes.createdAt, sql`now() - make_interval(secs => ${KEPT_SECONDS})`));
    const recent = await tx
      .select({
        purpose: otpCodes.purpose,
        userId: otpCodes.userId,
        secondsAgo: sql<number>`extract(epoch from now() - ${otpCodes.createdAt})::float8`,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, wanted.mobile), gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${OTP_WINDOW_SECONDS})`)))
      .orderBy(desc(otpCodes.createdAt));
    const latest = recent.find((row) => row.purpose === wanted.purpose && row.userId === wanted.userId);
    if (latest && latest.secondsAgo < OTP_RESEND_AFTER_SECONDS) return { kind: 'recent' };
    const oldest = recent[OTP_CODES_PER_WINDOW - 1];
    if (oldest) return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil(OTP_WINDOW_SECONDS - oldest.secondsAgo)) };
    const code = newCode();
    await tx.insert(otpCodes).values({
      ...wanted,
      codeDigest: digest(wanted.purpose, wanted.mobile, code).toString('base64url'),
      expiresAt: sql`now() + make_interval(secs => ${OTP_LIFETIME_SECONDS})`,
    });
    return { kind: 'issued', code };
  });
}

export type Checked =
  /** No live code: none sent, run out, or used already (one answer, so nothing is told). */
  | { kind: 'expired' }
  | { kind: 'wrong'; triesLeft: number }
  /** OTP_TRIES wrong tries: the code works no more, a new one is needed. */
  | { kind: 'used_up' };

/** Which code a check is of: the newest of a number (a sign-in, a new password) or of an account (a number being added). */
export type CodeOf = { purpose: OtpPurpose } & ({ mobile: string } | { userId: string });

/**
 * Checks `code` against the newest code of `which`, and on the right one runs `then` in the same
 * transaction, which marks the code used: both commit or neither does. The code's row is locked
 * for the check, so simultaneous tries of one code are counted one after another and never more
 * than OTP_TRIES of them are compared. A wrong try is counted and committed; `then`'s answer is
 * the caller's.
 */
export async function checkCode<T>(
  db: Database,
  digest: CodeDigest,
  which: CodeOf,
  code: string,
  then: (tx: Transaction, row: OtpCodeRow) => Promise<T>,
): Promise<Checked | { kind: 'done'; value: T }> {
  return db.transaction(async (tx) => {
    const row = await newestCode(tx, which);
    if (!row || row.usedAt !== null || !row.live) return { kind: 'expired' } as const;
    if (row.failedTries >= OTP_TRIES) return { kind: 'used_up' } as const;
    const expected = Buffer.from(row.codeDigest, 'base64url');
    const given = digest(row.purpose, row.mobile, code);
    // Constant time: the comparison must not tell how much of a guess was right.
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const failedTries = row.failedTries + 1;
      await tx.update(otpCodes).set({ failedTries }).where(eq(otpCodes.id, row.id));
      return failedTries >= OTP_TRIES ? ({ kind: 'used_up' } as const) : ({ kind: 'wrong', triesLeft: OTP_TRIES - failedTries } as const);
    }
    await tx
      .update(otpCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(otpCodes.id, row.id));
    return { kind: 'done', value: await then(tx, row) } as const;
  });
}

async function newestCode(tx: Executor, which: CodeOf): Promise<(OtpCodeRow & { live: boolean }) | null> {
  const of = 'mobile' in which ? eq(otpCodes.mobile, which.mobile) : eq(otpCodes.userId, which.userId);
  const [row] = await tx
    .select({ ...getTableColumns(otpCodes), live: sql<boolean>`${otpCodes.expiresAt} > now()` })
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, which.purpose), of))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

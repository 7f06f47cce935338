import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { sessionRenewals } from '../../db/schema';
import type { RenewalIssue } from './session-tokens';

/**
 * How long after a renewal the renewal token it used up still gets that renewal's answer again
 * (decision 037): the same renewal sent from two tabs at once, or sent again because its answer
 * was lost on a 2G link (the app gives up on a renewal after 15 s and renews again at its next call).
 */
export const RENEWAL_GRACE_MS = 60_000;

export interface PresentedRenewal {
  userId: string;
  sessionId: string;
  /** The presented renewal token's number (`gen`). */
  generation: number;
  now: Date;
  /** Until when the session's record must be kept: as long as a token of it may be alive. */
  keepUntil: Date;
}

/**
 * Uses up a renewal token (decision 037). Answers the renewal to issue: the next one when this
 * token is the session's latest, claimed atomically however many instances see it at once; the
 * same one again when it was used up less than the grace ago; null when it was used up before
 * (a copy came back, or the grace has passed): the caller ends the session.
 */
export async function useRenewalToken(db: Database, presented: PresentedRenewal): Promise<RenewalIssue | null> {
  const { userId, sessionId, generation, now, keepUntil } = presented;
  const [next] = await db
    .insert(sessionRenewals)
    .values({ sessionId, userId, generation: generation + 1, renewedAt: now, expiresAt: keepUntil })
    .onConflictDoUpdate({
      target: sessionRenewals.sessionId,
      set: { generation: sql`excluded.generation`, renewedAt: sql`excluded.renewed_at`, expiresAt: sql`excluded.expires_at` },
      // Only the latest token moves the session on; a duplicate waits on the row, then finds it moved.
      setWhere: sql`${sessionRenewals.generation} = ${generation}`,
    })
    .returning({ generation: sessionRenewals.generation, renewedAt: sessionRenewals.renewedAt });
  if (next) return { generation: next.generation, issuedAtMs: next.renewedAt.getTime() };

  const [latest] = await db.select().from(sessionRenewals).where(eq(sessionRenewals.sessionId, sessionId)).limit(1);
  const withinGrace =
    latest !== undefined && latest.generation === generation + 1 && now.getTime() - latest.renewedAt.getTime() <= RENEWAL_GRACE_MS;
  return withinGrace ? { generation: latest.generation, issuedAtMs: latest.renewedAt.getTime() } : null;
}

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { idempotencyKeys } from '../../db/schema';
import type { IdempotencyKeyRow } from '../../db/schema';

export interface KeyId {
  scope: string;
  key: string;
}

/** Takes the key for this request; false when a row for it already exists (another request has it). */
export async function claimKey(executor: Executor, id: KeyId, requestHash: string): Promise<boolean> {
  const inserted = await executor
    .insert(idempotencyKeys)
    .values({ scope: id.scope, key: id.key, requestHash, state: 'in_progress' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(executor: Executor, id: KeyId): Promise<IdempotencyKeyRow | null> {
  const [row] = await executor.select().from(idempotencyKeys).where(matching(id)).limit(1);
  return row ?? null;
}

/** Stores the answer; run in the same transaction as the claim and the work, so all exist or none does. */
export async function completeKey(executor: Executor, id: KeyId, status: number, body: unknown): Promise<void> {
  await executor
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(matching(id), eq(idempotencyKeys.state, 'in_progress')));
}

/**
 * Removes a claim whose request died without releasing it (the process was killed mid-request).
 * Conditional on its age, so of several waiters only one removes it and a live claim is kept.
 */
export async function releaseAbandonedKey(executor: Executor, id: KeyId, olderThanSeconds: number): Promise<void> {
  await executor
    .delete(idempotencyKeys)
    .where(
      and(
        matching(id),
        eq(idempotencyKeys.state, 'in_progress'),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    );
}

function matching(id: KeyId) {
  return and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key));
}

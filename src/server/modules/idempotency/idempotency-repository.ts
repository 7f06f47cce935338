import { and, eq, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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

/**
 * The placeholders `claimedKeyWithAnswer()` reads: the key and, already, the answer to store with
 * it. Filled by the `claimOf` that runIdempotentStatement() hands its write, which sorts the body as
 * replays send it.
 */
export interface AnsweredClaim {
  keyScope: string;
  keyValue: string;
  keyRequestHash: string;
  answerStatus: number;
  /** The answer body as JSON text (sorted keys), cast to jsonb by the statement. */
  answerBody: string;
}

/**
 * For a write that is one statement (decision 022): a CTE `claimed_key` that takes the key with
 * its answer already stored, or yields no row when the key exists. The statement's other parts
 * select from it, so they write only when the claim was made. A duplicate running meanwhile
 * waits on the key's unique index until this statement's transaction ends, exactly as it waits on
 * a claim made at the start of a longer transaction; when the statement fails, the claim rolls
 * back with it.
 */
export function claimedKeyWithAnswer(): SQL {
  return sql`claimed_key as (
    insert into ${idempotencyKeys} (scope, key, request_hash, state, response_status, response_body)
    values (${sql.placeholder('keyScope')}, ${sql.placeholder('keyValue')}, ${sql.placeholder('keyRequestHash')}, 'done',
            ${sql.placeholder('answerStatus')}::integer, ${sql.placeholder('answerBody')}::jsonb)
    on conflict do nothing
    returning 1
  )`;
}

/** The same CTE for a request without a key: nothing to claim, so the write always runs. */
export function noKeyToClaim(): SQL {
  return sql`claimed_key as (select 1)`;
}

export async function findKey(executor: Executor, id: KeyId): Promise<IdempotencyKeyRow | null> {
  const [row] = await executor.select().from(idempotencyKeys).where(matching(id)).limit(1);
  return row ?? null;
}

/** Whether the key's answer is stored (a request with it now is a replay). */
export async function hasStoredAnswer(executor: Executor, id: KeyId): Promise<boolean> {
  const [row] = await executor
    .select({ state: idempotencyKeys.state })
    .from(idempotencyKeys)
    .where(and(matching(id), eq(idempotencyKeys.state, 'done')))
    .limit(1);
  return row !== undefined;
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

import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, Transaction } from '../../db/database';
import { inWriteSlot } from '../../db/write-slots';
import { serviceUnavailable, unprocessable } from '../../http/http-error';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { withSortedKeys } from './canonical-json';
import { claimKey, completeKey, findKey, releaseAbandonedKey } from './idempotency-repository';
import type { AnsweredClaim, KeyId } from './idempotency-repository';

/** A successful answer as it is sent, and stored for replays. */
export interface IdempotentAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyRequest {
  /** The route the key belongs to ('POST /api/birth-certificate'): one key may serve each route once. */
  scope: string;
  /** From idempotencyKeyOf(request); null runs the work once, unprotected. */
  key: string | null;
  /** requestHash() of everything that makes this request what it is (fields, file digests, owner). */
  requestHash: string;
}

export interface IdempotencyOptions {
  /** How long a duplicate waits for the first request to finish before giving up (503). */
  waitMs?: number;
  /** A claim this old whose request never finished is taken over (its process died). */
  abandonedAfterSeconds?: number;
  /**
   * Each transaction (the claim and the work) runs in one of this limit's slots, taken before
   * its connection: for work that waits on something outside the database, such as a payment
   * gateway, so that it never holds more than the limit's share of the connections (decision 024).
   * Reads between attempts take no slot.
   */
  limit?: ConcurrencyLimit;
  /**
   * How long a write may wait for a write slot before it is answered 503 (db/write-slots.ts), for a
   * route whose client gives up sooner than most; the database's own wait when not given.
   */
  slotWaitMs?: number;
}

export interface IdempotentOutcome extends IdempotentAnswer {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

const DEFAULT_WAIT_MS = 30_000;
const DEFAULT_ABANDONED_AFTER_SECONDS = 120;
const FIRST_POLL_MS = 20;
const MAX_POLL_MS = 500;

/**
 * Runs `work` in a transaction at most once per (scope, key) (DESIGN section 6):
 *
 * - the key is claimed (INSERT … ON CONFLICT DO NOTHING) in the work's own transaction, which also
 *   stores the answer: the record, the claim and the answer commit together, in one commit. A
 *   duplicate that arrives meanwhile waits on the key's unique index until that transaction ends,
 *   then finds the answer and returns it unchanged (an offline client retrying must get its
 *   reference, not a 409); one that arrives later gets it at once. Answers go out with sorted
 *   object keys on both paths, as jsonb reorders them, so a replay is byte-identical to the first;
 * - the same key with a different request hash is a 422;
 * - when the work throws (a 4xx or a 5xx), the transaction and the claim with it roll back and
 *   the error is rethrown, so a corrected retry with the same key runs normally. Only successful
 *   answers are ever replayed;
 * - a claim committed without an answer (left by a version that claimed in a transaction of its
 *   own) is waited for, up to `waitMs` (503), and taken over once abandoned.
 *
 * Each transaction runs in one of the database's write slots (db/write-slots.ts): past its
 * capacity a write is answered 503 with Retry-After, having claimed and written nothing.
 *
 * The work must throw for any outcome that should not be stored, and must not have effects
 * outside its transaction that it cannot undo (see the certificate files: moved in the
 * transaction, deleted by the caller if it throws).
 */
export async function runIdempotent(
  db: Database,
  request: IdempotencyRequest,
  work: (tx: Transaction) => Promise<IdempotentAnswer>,
  options: IdempotencyOptions = {},
): Promise<IdempotentOutcome> {
  const { key } = request;
  const inSlot = <T>(transaction: () => Promise<T>): Promise<T> => {
    const write = () => inWriteSlot(db, transaction, options.slotWaitMs);
    return options.limit ? options.limit.run(write) : write();
  };
  if (key === null) return { ...(await inSlot(() => db.transaction(work))), replayed: false };
  const id: KeyId = { scope: request.scope, key };
  return untilAnswered(db, id, request.requestHash, () => inSlot(() => runClaimed(db, id, request.requestHash, work)), options);
}

/** Builds the claim a one-statement write stores with its answer; null for a request without a key. */
export type ClaimOf = (answer: IdempotentAnswer) => AnsweredClaim | null;

/**
 * The same contract as runIdempotent for a write that is one statement whose answer is known
 * before it runs (decision 022; kept for grievances and sandbox tax orders by decision 031, as
 * runIdempotent's transaction costs several times its CPU per write): `write` builds the answer, then runs one statement that claims
 * the key with that answer already stored (`claimedKeyWithAnswer()`) and writes the rest only when
 * the claim was made. It resolves to the answer when it wrote, and to null when the key was
 * already taken; a statement that fails rolls back whole, claim included. One round trip and one
 * implicit transaction instead of five statements, with the same guarantees:
 *
 * - a duplicate's claim waits on the key's unique index until the first statement commits or
 *   rolls back, then finds the stored answer (sent with sorted keys, byte-identical) or, if the
 *   first failed, claims the key itself;
 * - a different request hash is a 422; a failed write leaves no claim.
 *
 * Like runIdempotent's transactions, each statement runs in one of the database's write slots.
 *
 * Only for work whose every effect is in that statement: anything done before it (a payment
 * gateway's order, moved files) would be done again by a duplicate. Such work uses runIdempotent,
 * which claims the key before the work begins.
 */
export async function runIdempotentStatement(
  db: Database,
  request: IdempotencyRequest,
  write: (claimOf: ClaimOf) => Promise<IdempotentAnswer | null>,
  options: IdempotencyOptions = {},
): Promise<IdempotentOutcome> {
  const sorted = (answer: IdempotentAnswer): IdempotentAnswer => ({ status: answer.status, body: withSortedKeys(answer.body) });
  const { key } = request;
  if (key === null) {
    const answer = await inWriteSlot(db, () => write(() => null), options.slotWaitMs);
    if (!answer) throw new Error('A write without an Idempotency-Key found its key taken');
    return { ...sorted(answer), replayed: false };
  }
  const id: KeyId = { scope: request.scope, key };
  const claimOf: ClaimOf = (answer) => ({
    keyScope: id.scope,
    keyValue: id.key,
    keyRequestHash: request.requestHash,
    answerStatus: answer.status,
    answerBody: JSON.stringify(withSortedKeys(answer.body)),
  });
  return untilAnswered(
    db,
    id,
    request.requestHash,
    async () => {
      const answer = await inWriteSlot(db, () => write(claimOf), options.slotWaitMs);
      return answer && sorted(answer);
    },
    options,
  );
}

/**
 * Runs `attempt` (which claims the key and does the work, or answers null when the key is
 * taken) until this request has an answer: its own, the stored one of an earlier request with the
 * same key, a 422 for a different request, or a 503 when the first is still running after the wait.
 */
async function untilAnswered(
  db: Database,
  id: KeyId,
  requestHash: string,
  attempt: () => Promise<IdempotentAnswer | null>,
  options: IdempotencyOptions,
): Promise<IdempotentOutcome> {
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  const abandonedAfter = options.abandonedAfterSeconds ?? DEFAULT_ABANDONED_AFTER_SECONDS;

  for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, MAX_POLL_MS)) {
    const answer = await attempt();
    if (answer) return { ...answer, replayed: false };

    const row = await findKey(db, id);
    // The request that held the key failed and rolled back between our claim and this read: claim it again.
    if (!row) continue;
    if (row.requestHash !== requestHash) throw unprocessable('idempotency.key_reused');
    if (row.state === 'done' && row.responseStatus !== null) {
      return { status: row.responseStatus, body: withSortedKeys(row.responseBody), replayed: true };
    }
    if (Date.now() >= deadline) throw serviceUnavailable('idempotency.still_running');
    await releaseAbandonedKey(db, id, abandonedAfter);
    await sleep(pause);
  }
}

/** The claim, the work and its answer in one transaction; null when the key is someone else's. */
async function runClaimed(
  db: Database,
  id: KeyId,
  requestHash: string,
  work: (tx: Transaction) => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer | null> {
  return db.transaction(async (tx) => {
    if (!(await claimKey(tx, id, requestHash))) return null;
    const answer = await work(tx);
    const body = withSortedKeys(answer.body);
    await completeKey(tx, id, answer.status, body);
    return { status: answer.status, body };
  });
}

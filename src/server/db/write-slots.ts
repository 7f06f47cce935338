import { setImmediate } from 'node:timers/promises';
import { BusyError } from '../http/http-error';
import { ConcurrencyLimit } from '../lib/concurrency-limit';
import type { Database } from './database';

/**
 * How long a write waits for its turn before it is answered 503: long enough that a burst of
 * hundreds of writes is absorbed on a busy machine, and early enough that a write admitted at the
 * last moment is answered before the client gives up (30 s, spec section 7), which is then told
 * to retry instead of timing out.
 */
const WRITE_SLOT_WAIT_MS = 20_000;
/** When a refused write may be sent again; its Idempotency-Key makes the retry safe. */
export const WRITE_RETRY_AFTER_SECONDS = 2;
/**
 * A queue of writes that has not emptied for 2 s is a load past capacity, not a burst: from then
 * on a write may wait at most 2 s, so that what is admitted is answered in about that and the rest
 * is told at once to come back (decision 055).
 */
const STANDING_QUEUE = { afterMs: 2_000, waitMs: 2_000 };

/** No write slot, or no connection, came free in time: nothing was claimed or written. */
export class DatabaseBusyError extends BusyError {
  override name = 'DatabaseBusyError';
  constructor() {
    super('busy', WRITE_RETRY_AFTER_SECONDS);
  }
}

/** pg-pool's error (it carries no code) when no connection came free within its connectionTimeoutMillis. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * Whether a failed query waited for a PostgreSQL connection in vain: every connection was in use
 * (reads take them too, outside the write slots) on a machine past its capacity. Drizzle wraps
 * the driver's error as its cause.
 */
export function waitedInVainForConnection(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message === POOL_WAIT_TIMEOUT) return true;
  }
  return false;
}

const slotsOf = new WeakMap<Database, ConcurrencyLimit>();

/**
 * Lets at most `slots` write transactions of `db` run at once (its connections: 1 on PGlite); the
 * rest wait in this process, in arrival order, for at most `maxWaitMs` (2 s once the queue
 * stands), then are answered 503 with Retry-After instead of queueing until their clients time
 * out. Called when the database is opened; a test may call it again with a tiny limit.
 */
export function limitWrites(db: Database, slots: number, maxWaitMs: number = WRITE_SLOT_WAIT_MS): void {
  slotsOf.set(db, new ConcurrencyLimit(slots, maxWaitMs, () => new DatabaseBusyError(), { standingQueue: STANDING_QUEUE }));
}

/**
 * Runs a write transaction in one of `db`'s write slots (at once for a database without a limit),
 * waiting at most `maxWaitMs` when given and shorter than the database's wait (a route whose
 * client gives up sooner).
 *
 * In its slot, a write first lets the event loop turn once, so that the requests already waiting
 * on the sockets are read and queue here, where the slots see them and refuse in time what cannot
 * be served. PGlite runs on this thread: without the turn, each request ran to its answer while
 * every other waited unread in its socket, seen by nothing, until its client gave up (decision 055).
 */
export function inWriteSlot<T>(db: Database, write: () => Promise<T>, maxWaitMs?: number): Promise<T> {
  const slots = slotsOf.get(db);
  if (!slots) return write();
  return slots.run(async () => {
    await setImmediate();
    return write();
  }, maxWaitMs);
}

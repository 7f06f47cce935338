interface Waiter {
  /** Hands this waiter the slot a finished caller releases. */
  admit(): void;
}

/** How much each finished run moves the average run time: about the last ten runs count. */
const AVERAGE_WEIGHT = 0.1;

export interface ConcurrencyLimitOptions {
  /** A newcomer that finds this many waiting is refused at once. */
  maxWaiting?: number;
  /**
   * Once the queue has not emptied for `afterMs`, the limit is overloaded rather than meeting a
   * burst, and a newcomer may wait at most `waitMs`: the queue is held short instead of full.
   */
  standingQueue?: { afterMs: number; waitMs: number };
}

/**
 * At most `slots` callers run at once; the others wait in arrival order (FIFO), each for at most
 * `maxWaitMs` (or the shorter wait given to `run`), after which `busy()` is thrown to it without its work
 * having started. A finished caller hands its slot straight to the first waiter, so a newcomer
 * never overtakes the queue.
 *
 * A newcomer whose wait would clearly run out is refused at once rather than at the end of its
 * wait: when the queue ahead of it, at the average time a run has taken lately, needs longer than
 * it may wait. Overloaded, callers are then told within milliseconds to come back later, and the
 * queue holds only the work that can still be done in time. With `maxWaiting`, a newcomer that
 * finds that many already waiting is refused at once too.
 *
 * With `standingQueue`, a queue that never empties is kept short: a burst, however large, drains
 * and empties the queue, and its callers may each wait their whole wait; a load past capacity
 * keeps the queue full, and every caller would wait nearly all of its wait, then as long again
 * in the sockets and in the clients' own queues (decision 055).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private averageRunMs = 0;
  /** When the queue last went from empty to waited in; null while it is empty. */
  private queuedSince: number | null = null;

  constructor(
    readonly slots: number,
    private readonly maxWaitMs: number,
    private readonly busy: () => Error,
    private readonly options: ConcurrencyLimitOptions = {},
  ) {
    if (!Number.isSafeInteger(slots) || slots < 1) throw new RangeError(`A concurrency limit needs at least one slot (got ${slots})`);
  }

  /** Runs `work` in a slot; `maxWaitMs` shortens this caller's wait (never lengthens it). */
  async run<T>(work: () => Promise<T>, maxWaitMs = Infinity): Promise<T> {
    await this.acquire(Math.min(maxWaitMs, this.maxWaitMs));
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.release(performance.now() - started);
    }
  }

  private acquire(maxWaitMs: number): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    const { maxWaiting = Number.POSITIVE_INFINITY, standingQueue } = this.options;
    const standing =
      standingQueue !== undefined && this.queuedSince !== null && performance.now() - this.queuedSince >= standingQueue.afterMs;
    const allowedWaitMs = standing ? Math.min(maxWaitMs, standingQueue.waitMs) : maxWaitMs;
    const expectedWaitMs = ((this.waiting.length + 1) * this.averageRunMs) / this.slots;
    if (expectedWaitMs > allowedWaitMs || this.waiting.length >= maxWaiting) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        if (this.waiting.length === 0) this.queuedSince = null;
        reject(this.busy());
      }, allowedWaitMs);
      // A waiter never keeps a stopping process alive: its request is being closed anyway.
      timer.unref();
      if (this.waiting.length === 0) this.queuedSince = performance.now();
      this.waiting.push(waiter);
    });
  }

  private release(runMs: number): void {
    this.averageRunMs = this.averageRunMs === 0 ? runMs : this.averageRunMs + AVERAGE_WEIGHT * (runMs - this.averageRunMs);
    const next = this.waiting.shift();
    if (this.waiting.length === 0) this.queuedSince = null;
    // The slot passes to the next waiter as it is: the count of running callers is unchanged.
    if (next) next.admit();
    else this.running -= 1;
  }
}

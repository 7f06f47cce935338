interface Waiter {
  /** Hands this waiter the slot a finished caller releases. */
  admit(): void;
}

/** How much each finished run moves the average run time: about the last ten runs count. */
const AVERAGE_WEIGHT = 0.1;

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
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private averageRunMs = 0;

  constructor(
    readonly slots: number,
    private readonly maxWaitMs: number,
    private readonly busy: () => Error,
    private readonly maxWaiting: number = Number.POSITIVE_INFINITY,
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
    const expectedWaitMs = ((this.waiting.length + 1) * this.averageRunMs) / this.slots;
    if (expectedWaitMs > maxWaitMs || this.waiting.length >= this.maxWaiting) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(this.busy());
      }, maxWaitMs);
      // A waiter never keeps a stopping process alive: its request is being closed anyway.
      timer.unref();
      this.waiting.push(waiter);
    });
  }

  private release(runMs: number): void {
    this.averageRunMs = this.averageRunMs === 0 ? runMs : this.averageRunMs + AVERAGE_WEIGHT * (runMs - this.averageRunMs);
    const next = this.waiting.shift();
    // The slot passes to the next waiter as it is: the count of running callers is unchanged.
    if (next) next.admit();
    else this.running -= 1;
  }
}

interface Waiter {
  /** Hands this waiter the slot a finished caller releases. */
  admit(): void;
}

/**
 * At most `slots` callers run at once; the others wait in arrival order (FIFO), each for at most
 * `maxWaitMs`, after which `busy()` is thrown to it without its work having started. A finished
 * caller hands its slot straight to the first waiter, so a newcomer never overtakes the queue.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    readonly slots: number,
    private readonly maxWaitMs: number,
    private readonly busy: () => Error,
  ) {
    if (!Number.isSafeInteger(slots) || slots < 1) throw new RangeError(`A concurrency limit needs at least one slot (got ${slots})`);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
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
      }, this.maxWaitMs);
      // A waiter never keeps a stopping process alive: its request is being closed anyway.
      timer.unref();
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes to the next waiter as it is: the count of running callers is unchanged.
    if (next) next.admit();
    else this.running -= 1;
  }
}

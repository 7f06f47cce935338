import type { OutboxRow, Owner } from './db';
import type { OutboxStore } from './outbox-store';

/** What became of one attempt to send an item. */
export type SendOutcome =
  | { kind: 'delivered'; reference: string }
  /** No answer at all (offline, timeout, connection dropped): try again later, stop this round. */
  | { kind: 'unreachable'; message: string }
  /** 5xx, 429 or an unexpected failure: this item is retried later; the others may go on. */
  | { kind: 'server-error'; message: string }
  /** 401: the session expired or was refused; wait for the owner to sign in again. */
  | { kind: 'unauthorized'; message: string }
  /** Any other 4xx: the content itself was refused; a person must correct or delete it. */
  | { kind: 'rejected'; message: string };

export interface SyncSession {
  owner: Owner;
  token: string | null;
}

export interface TimerApi {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface SyncDependencies {
  store: OutboxStore;
  send(item: OutboxRow, files: Record<string, File[]>, token: string | null): Promise<SendOutcome>;
  /** GET /api/health: navigator.onLine says only that there is a network, not that the server answers. */
  isServerReachable(): Promise<boolean>;
  /** Runs `work` unless another tab is flushing (then returns false without running it). */
  runExclusive(work: () => Promise<void>): Promise<boolean>;
  session(): SyncSession;
  now(): number;
  timers: TimerApi;
  /** After an item was delivered and moved to the Sent list: the shell may tell the person. */
  onDelivered?(item: OutboxRow, reference: string): void;
}

/** 2^n seconds after the n-th failure in a row, never more than 5 minutes. */
export const MAX_BACKOFF_MS = 5 * 60 * 1000;
const MIN_TIMER_MS = 1000;
export function backoffMs(failures: number): number {
  return Math.min(2 ** Math.max(1, failures) * 1000, MAX_BACKOFF_MS);
}

export const syncMessages = {
  unreachable: 'No connection to the portal. It will be sent automatically when the connection returns.',
  signIn: 'Your session has ended. Sign in again and it will be sent.',
} as const;

/**
 * Sends the outbox, one item at a time, oldest first. Pure logic: the store, the sender, the
 * clock, the timers and the cross-tab lock are injected, so every outcome can be tested.
 *
 * One flush runs at a time: within the tab (a flush asked for while one runs is run again right
 * after it) and across tabs (the caller's lock). After every flush a timer is set for the next
 * retry, so a queue never waits for an event that may not come.
 */
export class OutboxSyncEngine {
  private running: Promise<void> | null = null;
  private again = false;
  private forceAgain = false;
  private timer: unknown = null;
  /** Failed reachability checks in a row: the backoff while the server cannot be reached. */
  private unreachableRounds = 0;
  private stopped = false;

  constructor(private readonly deps: SyncDependencies) {}

  /**
   * Sends what is due. `force` ('Send now', the online event, Background Sync) makes every queued
   * item due now. Resolves when the flush (and any asked for meanwhile) is over.
   */
  flush(options: { force?: boolean } = {}): Promise<void> {
    if (this.running) {
      this.again = true;
      this.forceAgain ||= Boolean(options.force);
      return this.running;
    }
    this.running = this.loop(Boolean(options.force)).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once no flush is running (one started by the retry timer included). */
  async whenIdle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Stops the retry timer (tests, and a page being torn down). */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private async loop(force: boolean): Promise<void> {
    this.clearTimer();
    let retryAt: number | undefined;
    let nextForce = force;
    do {
      this.again = false;
      const forced = nextForce;
      this.forceAgain = false;
      let acquired = false;
      try {
        acquired = await this.deps.runExclusive(async () => {
          retryAt = await this.flushOnce(forced);
        });
      } catch {
        // A failing store (disk gone, database closed) must not stop the timer below.
        retryAt = this.deps.now() + backoffMs(++this.unreachableRounds);
      }
      // Another tab holds the lock and is flushing: it sends; this tab only keeps its timer.
      if (!acquired) retryAt = undefined;
      nextForce = this.forceAgain;
    } while (this.again);
    await this.schedule(retryAt);
  }

  /** One round under the lock; returns when to try again because the server could not be reached. */
  private async flushOnce(force: boolean): Promise<number | undefined> {
    const { store, now } = this.deps;
    const session = this.deps.session();
    await store.recoverInterrupted(now());
    await store.reviveForSession(session.owner, session.token, now());
    if (force) await store.makeAllDue(now());
    if (!(await store.nextDue(now()))) return undefined;

    if (!(await this.deps.isServerReachable())) {
      this.unreachableRounds += 1;
      return now() + backoffMs(this.unreachableRounds);
    }
    this.unreachableRounds = 0;

    for (let item = await store.nextDue(now()); item; item = await store.nextDue(now())) {
      await store.markSending(item.id, now());
      const token = item.owner === session.owner && session.token ? session.token : item.token;
      let outcome: SendOutcome;
      try {
        outcome = await this.deps.send(item, await store.files(item), token);
      } catch (err) {
        outcome = { kind: 'server-error', message: err instanceof Error ? err.message : String(err) };
      }
      switch (outcome.kind) {
        case 'delivered':
          await store.delivered(item, outcome.reference, now());
          this.deps.onDelivered?.(item, outcome.reference);
          break;
        case 'unreachable':
          // The connection went during the round: this item waits its backoff, the round ends.
          this.unreachableRounds += 1;
          await store.retryLater(item, outcome.message, now() + backoffMs(item.attempts + 1), now());
          return now() + backoffMs(this.unreachableRounds);
        case 'server-error':
          await store.retryLater(item, outcome.message, now() + backoffMs(item.attempts + 1), now());
          break;
        case 'unauthorized':
          await store.waitForSignIn(item, outcome.message, now());
          break;
        case 'rejected':
          await store.needsAttention(item, outcome.message, now());
          break;
      }
    }
    return undefined;
  }

  private async schedule(unreachableRetryAt: number | undefined): Promise<void> {
    if (this.stopped) return;
    // While the server cannot be reached, its backoff decides (the items are due but unsendable).
    let next = unreachableRetryAt;
    if (next === undefined) {
      try {
        next = await this.deps.store.earliestRetry();
      } catch {
        next = undefined;
      }
    }
    if (next === undefined) return;
    // At least a second: an item left due (another tab held the lock) must not make a busy loop.
    const delay = Math.min(Math.max(next - this.deps.now(), MIN_TIMER_MS), MAX_BACKOFF_MS);
    this.clearTimer();
    this.timer = this.deps.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.timers.clear(this.timer);
    this.timer = null;
  }
}

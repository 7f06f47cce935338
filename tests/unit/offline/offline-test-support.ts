import type { DBCore, Middleware } from 'dexie';
import { OfflineDatabase } from '../../../src/client/offline/db';
import type { OutboxRow } from '../../../src/client/offline/db';
import type { TimerApi } from '../../../src/client/offline/sync-engine';

let databases = 0;

/** A database of its own for each test (fake-indexeddb keeps them in memory). */
export function freshDatabase(): OfflineDatabase {
  databases += 1;
  return new OfflineDatabase(`portal-offline-test-${databases}-${Math.random().toString(36).slice(2)}`);
}

/** A clock and timers the test moves by hand: backoff is checked without waiting for it. */
export class ManualClock {
  /** Starts a little after the real time: items queued just now (with Date.now()) are due. */
  time = Date.now() + 1000;
  private timers: { id: number; at: number; callback: () => void }[] = [];
  private nextId = 1;

  readonly api: TimerApi = {
    set: (callback, ms) => {
      const id = this.nextId++;
      this.timers.push({ id, at: this.time + ms, callback });
      return id;
    },
    clear: (handle) => {
      this.timers = this.timers.filter((timer) => timer.id !== handle);
    },
  };

  now = (): number => this.time;

  /** When the next timer fires, in ms from now (undefined when none is set). */
  nextTimerIn(): number | undefined {
    if (this.timers.length === 0) return undefined;
    return Math.min(...this.timers.map((timer) => timer.at)) - this.time;
  }

  /** Moves time on and fires every timer that falls due. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.callback();
  }
}

export const pdf = (name: string, text = '%PDF-1.4 test document') =>
  new File([text], name, { type: 'application/pdf', lastModified: 1_700_000_000_000 });

export async function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function byId(rows: readonly OutboxRow[], id: string): OutboxRow | undefined {
  return rows.find((row) => row.id === id);
}

/**
 * A full disk for writes to `table` of this database, as IndexedDB reports it, until the function
 * it resolves to is called. Dexie's writes are refused with a QuotaExceededError; a put made
 * straight through IndexedDB (drafts.ts) is accepted, then its transaction aborts with that error.
 */
export async function fillDiskFor(db: OfflineDatabase, table: string): Promise<() => Promise<void>> {
  const store = IDBObjectStore.prototype;
  const { put } = store;
  store.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
    const request = put.apply(this, args);
    if (this.name === table && this.transaction.db.name === db.name) {
      // fake-indexeddb's own "abort the transaction with this error", as a browser does it on commit.
      const transaction = this.transaction as IDBTransaction & { _abort(errorName: string): void };
      queueMicrotask(() => transaction._abort('QuotaExceededError'));
    }
    return request;
  };
  db.close();
  db.use(fullDisk(table));
  await db.open();
  return async () => {
    store.put = put;
    db.close();
    db.unuse({ stack: 'dbcore', name: FULL_DISK });
    await db.open();
  };
}

const FULL_DISK = 'full-disk';

function fullDisk(table: string): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: FULL_DISK,
    create: (down) => ({
      ...down,
      table: (name) => {
        const real = down.table(name);
        if (name !== table) return real;
        return {
          ...real,
          mutate: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
        };
      },
    }),
  };
}

import type { ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BusyError } from '../../http/http-error';
import { ConcurrencyLimit } from '../../lib/concurrency-limit';

/**
 * One thread per core the event loop leaves free, at most four: a hash holds 128·N·r bytes while
 * it runs (128 MiB at N = 2^17), so the threads also bound the memory that hashing takes.
 */
const THREADS = Math.min(4, Math.max(1, availableParallelism() - 1));
/**
 * Hashes that may wait per thread, a few seconds of work at N = 2^17: an office opening its
 * counters signs in together and queues, a flood is refused at once.
 */
const WAITING_PER_THREAD = 16;
/** A hash that has not started by then is refused: its client is better told to retry than left waiting. */
const HASH_WAIT_MS = 10_000;
const HASH_RETRY_AFTER_SECONDS = 2;
const WORKER_FILE = new URL('./scrypt-worker.mjs', import.meta.url);

/** More hashes than the queue holds: nothing was checked or written, the client may retry. */
class HashingBusyError extends BusyError {
  override name = 'HashingBusyError';
  constructor() {
    // The same answer as a write past the database's capacity: the portal is busy, retry soon.
    super('busy', HASH_RETRY_AFTER_SECONDS);
  }
}

interface ScryptJob {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  options: ScryptOptions;
}

interface Pending {
  resolve(key: Buffer): void;
  reject(err: Error): void;
}

/** A worker thread running one hash at a time; started at its first hash, restarted after a crash. */
class ScryptThread {
  private worker: Worker | null = null;
  private pending: Pending | null = null;

  derive(job: ScryptJob): Promise<Buffer> {
    const worker = (this.worker ??= this.start());
    // Held while it hashes, so a command-line tool waiting on a hash does not exit under it.
    worker.ref();
    return new Promise<Buffer>((resolve, reject) => {
      this.pending = { resolve, reject };
      worker.postMessage(job);
    }).finally(() => {
      this.pending = null;
      this.worker?.unref();
    });
  }

  private start(): Worker {
    // Plain JavaScript: it must not inherit the server's loaders (`--import tsx`, a bench's query
    // capture), which would load again in each thread or fail there.
    const worker = new Worker(WORKER_FILE, { execArgv: [] });
    worker.unref();
    worker.on('message', (message: { key: Uint8Array } | { error: string }) => {
      if ('key' in message) this.pending?.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
      else this.pending?.reject(new Error(message.error));
    });
    worker.on('error', (err) => this.pending?.reject(err));
    worker.on('exit', () => {
      this.worker = null;
      this.pending?.reject(new Error('The password hashing thread stopped'));
    });
    return worker;
  }
}

/**
 * scrypt on threads of its own (decision 039): Node's asynchronous scrypt runs on libuv's four
 * threads, which also serve every file read, so a dozen concurrent sign-ins would hold pages, uploads
 * and documents for seconds. Here at most THREADS hashes run, in worker threads; up to
 * WAITING_PER_THREAD per thread wait in arrival order (at most HASH_WAIT_MS), and a hash beyond
 * that is answered 503 `busy` with Retry-After at once.
 */
class ScryptPool {
  private readonly idle = Array.from({ length: THREADS }, () => new ScryptThread());
  private readonly limit = new ConcurrencyLimit(THREADS, HASH_WAIT_MS, () => new HashingBusyError(), {
    maxWaiting: THREADS * WAITING_PER_THREAD,
  });

  derive(job: ScryptJob): Promise<Buffer> {
    return this.limit.run(async () => {
      // The limit admits at most THREADS at once, so an idle thread is always there.
      const thread = this.idle.pop();
      if (!thread) throw new Error('No idle password hashing thread');
      try {
        return await thread.derive(job);
      } finally {
        this.idle.push(thread);
      }
    });
  }
}

let pool: ScryptPool | null = null;

/** scrypt on the process's hashing threads; a 503 `busy` (BusyError) when too many wait already. */
export function scryptOffThread(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  pool ??= new ScryptPool();
  // A copy of exactly the salt's bytes: a small Buffer may be a view on a shared pool.
  return pool.derive({ password, salt: new Uint8Array(salt), keyLength, options });
}

// The thread of src/server/modules/auth/scrypt-pool.ts: computes one scrypt hash at a time,
// synchronously, so that libuv's threads (which read the files the server sends) never wait
// behind a password hash. Plain JavaScript: it must load in a worker without tsx.
import { scryptSync } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', ({ password, salt, keyLength, options }) => {
  try {
    // A copy of exactly the key's bytes: a small Buffer may be a view on a shared pool.
    parentPort?.postMessage({ key: new Uint8Array(scryptSync(password, salt, keyLength, options)) });
  } catch (err) {
    parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});

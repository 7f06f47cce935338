import { readToken } from '../lib/token-store';
import type { FormId, OutboxKind, Owner } from './db';
import { markOutboxPending } from './outbox-flag';
import { isQuotaError, storageMessages } from './storage';
import type { FilesByField } from './stored-files';

/** The failures that mean "no connection": the request never reached the server, or its answer never came back. */
export function isConnectionFailure(failure: { kind: string }): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout';
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface QueueRequest {
  idempotencyKey: string;
  owner: Owner;
  kind: OutboxKind;
  form: FormId;
  title: string;
  values: Record<string, unknown>;
  files?: FilesByField;
}

/**
 * The outbox (Dexie) and its sync engine, loaded when they are first needed rather than with the
 * form (issue 8: a form page hydrates without them). A form fetches them once it is idle or
 * someone types into it (offline-modules.ts), so that they are there when the connection fails.
 */
export function loadOutbox() {
  return Promise.all([import('./outbox'), import('./outbox-sync')]);
}

/**
 * A submission that could not be sent goes into the outbox with the Idempotency-Key it was
 * (maybe) already sent with: if the server did store it and only the answer was lost, the
 * retry gets the same record back instead of making a second one. Returns an error message to
 * show when the disk is full, 'unavailable' when this browser keeps nothing (the form then says
 * what it said before there was an outbox), or null once it is safely queued.
 */
export async function queueSubmission(request: QueueRequest): Promise<string | 'unavailable' | null> {
  let modules;
  try {
    modules = await loadOutbox();
  } catch {
    // Offline before the service worker stored this version of the app: nothing can be kept.
    return 'unavailable';
  }
  const [{ enqueueSubmission }, { afterEnqueue }] = modules;
  const values = Object.fromEntries(Object.entries(request.values).map(([name, value]) => [name, typeof value === 'string' ? value : String(value ?? '')]));
  try {
    await enqueueSubmission({
      id: request.idempotencyKey,
      owner: request.owner,
      kind: request.kind,
      form: request.form,
      title: request.title,
      values,
      files: request.files,
      token: readToken(),
    });
  } catch (err) {
    return isQuotaError(err) ? storageMessages.quotaOutbox : 'unavailable';
  }
  markOutboxPending();
  afterEnqueue();
  return null;
}

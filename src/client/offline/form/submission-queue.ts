import { readToken } from '../../lib/token-store';
import type { FormId, OutboxKind, Owner } from '../db';
import { markOutboxPending } from '../outbox-flag';
import { isQuotaError, storageMessages } from './storage';
import type { FilesByField } from './stored-files';

export interface QueueRequest {
  idempotencyKey: string;
  /** Null while the device's owner is not known yet: nothing can be kept for no one. */
  owner: Owner | null;
  kind: OutboxKind;
  form: FormId;
  title: string;
  values: Record<string, string>;
  files?: FilesByField;
}

/**
 * The outbox (Dexie) and its sync engine, loaded when they are first needed rather than with the
 * form (docs/decisions/023: a form page hydrates without them). A form fetches them once it is idle or
 * someone types into it (offline-modules.ts), so that they are there when the connection fails.
 */
export function loadOutbox() {
  return Promise.all([import('../outbox'), import('../outbox-sync')]);
}

/**
 * A submission that could not be sent goes into the outbox with the Idempotency-Key it was
 * (maybe) already sent with: if the server did store it and only the answer was lost, the
 * retry gets the same record back instead of making a second one. Returns an error message to
 * show when the disk is full, 'unavailable' when this browser keeps nothing (the form then says
 * what it said before there was an outbox), or null once it is safely queued.
 */
export async function queueSubmission({ idempotencyKey, owner, ...request }: QueueRequest): Promise<string | 'unavailable' | null> {
  if (!owner) return 'unavailable';
  let modules;
  try {
    modules = await loadOutbox();
  } catch {
    // Offline before the service worker stored this version of the app: nothing can be kept.
    return 'unavailable';
  }
  const [{ enqueueSubmission }, { afterEnqueue }] = modules;
  try {
    await enqueueSubmission({ id: idempotencyKey, owner, ...request, token: readToken() });
  } catch (err) {
    return isQuotaError(err) ? storageMessages.quotaOutbox : 'unavailable';
  }
  markOutboxPending();
  afterEnqueue();
  return null;
}

import Dexie from 'dexie';
import type { EntityTable } from 'dexie';
import { OFFLINE_DB_NAME } from './form/db-name';

/** What a draft or an outbox item is about: a certificate type, the grievance form, a tax type. */
/** A form on the device; `correction:<type>:<id>` is a returned application's correction (decision 048). */
export type FormId = `certificate:${string}` | 'grievance' | `tax:${string}` | `correction:${string}:${string}`;

/** Who a row belongs to: `user:<id>` when signed in, `device:<random>` for an anonymous session. */
export type Owner = string;

/**
 * Whose rows leave the device: an account whose session ended here (Logout, or the server no
 * longer renews it), or everyone's (a kiosk between two people).
 */
export type Leaving = Owner | 'everyone';

/**
 * A document kept on the device: its bytes with the name, type and size next to them. The bytes
 * are the picked File itself (a Blob: IndexedDB copies it to disk without passing it through
 * JavaScript), or an ArrayBuffer in a browser that refuses to store a Blob (see
 * stored-files.ts) and in the rows written before Blobs were used. A reader takes either.
 */
export interface StoredFile {
  id: string;
  /** The row it belongs to: `draft:<draft id>` or `outbox:<outbox id>`. */
  parent: string;
  /** The upload field of the form (birthProof, addressProof, ...). */
  field: string;
  /** Order within a multiple upload (the server keeps it). */
  position: number;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** The size before the photo was downscaled, when it was. */
  originalSize?: number;
  data: Blob | ArrayBuffer;
}

export interface DraftRow {
  /** `${owner}|${form}`: one draft per person and form. */
  id: string;
  owner: Owner;
  form: FormId;
  values: Record<string, string>;
  updatedAt: number;
}

export type OutboxKind = 'certificate' | 'grievance' | 'correction';

/**
 * queued: waiting for its turn or its retry time; sending: a tab is sending it now;
 * waiting-sign-in: the server refused the session (401) until its owner signs in again;
 * needs-attention: the server refused the content (another 4xx): the person must act.
 */
export type OutboxState = 'queued' | 'sending' | 'waiting-sign-in' | 'needs-attention';

export interface OutboxRow {
  /** Also the request's Idempotency-Key: every retry of this item carries it. */
  id: string;
  owner: Owner;
  kind: OutboxKind;
  form: FormId;
  /** What a person reads in the outbox: "Birth certificate application — Ravi Kumar". */
  title: string;
  values: Record<string, string>;
  /** The bearer token at the time of submission (null when anonymous): the record stays its owner's. */
  token: string | null;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  /** The server's message for needs-attention, or the last failure for a retry. */
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  /** Kiosk: its owner's session has ended; delete it as soon as it is delivered. */
  wipeAfterDelivery: boolean;
}

export interface SentRow {
  /** The outbox id it was delivered under. */
  id: string;
  owner: Owner;
  kind: OutboxKind;
  form: FormId;
  title: string;
  /** The application's reference number or the grievance's complaint ID. */
  reference: string;
  createdAt: number;
  sentAt: number;
}

/**
 * A copy of something read from the server or shown once, kept so that it can be read again
 * offline or after a reload (My requests, each request's page, a confirmation).
 */
export interface CopyRow {
  /** `${owner}|${key}`: one copy per person and thing. */
  id: string;
  owner: Owner;
  data: unknown;
  /** When it was fetched (or shown): the page says "as of" this time. */
  savedAt: number;
}

/**
 * The one IndexedDB database of the app (DESIGN section 8): its name and every table are
 * declared here and nowhere else, so a kiosk wipe or a schema change finds them all.
 * Its name is in db-name.ts, which a form can read without loading Dexie.
 * Versions are append-only: a new version adds a `this.version(n + 1)` block below the
 * others and never edits an earlier one (browsers in the field hold data in every version).
 */
export class OfflineDatabase extends Dexie {
  drafts!: EntityTable<DraftRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'id'>;
  sent!: EntityTable<SentRow, 'id'>;
  files!: EntityTable<StoredFile, 'id'>;
  copies!: EntityTable<CopyRow, 'id'>;

  constructor(name: string = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      drafts: 'id, owner',
      outbox: 'id, owner, state, createdAt',
      sent: 'id, owner, sentAt',
      files: 'id, parent',
    });
    this.version(2).stores({ copies: 'id, owner' });
  }
}

let instance: OfflineDatabase | null = null;

/** The database of this page, opened on first use (never by the first visit to /). */
export function offlineDb(): OfflineDatabase {
  instance ??= new OfflineDatabase();
  return instance;
}

export const draftId = (owner: Owner, form: FormId): string => `${owner}|${form}`;
export const draftParent = (id: string): string => `draft:${id}`;
export const outboxParent = (id: string): string => `outbox:${id}`;

import type { Database, Transaction } from '../../db/database';
import type { AccountUser } from '../auth/public-user';
import { recordAudit } from './audit-repository';
import type { AuditRecord } from './audit-repository';

/** One clerk's change to one record (certificate decisions, grievance statuses, tax declines and refunds). */
interface AdminAction<Row extends { status: string }> {
  admin: AccountUser;
  /** The audit log's name for it, e.g. `grievance.status`. */
  action: string;
  /**
   * The status the change replaces. A change that may start from several statuses locks the row
   * and reads it (`SELECT … FOR UPDATE`, null when there is no row); one whose own WHERE allows a
   * single status names it.
   */
  before: string | ((tx: Transaction) => Promise<string | null>);
  /**
   * The record's version the clerk read (decision 064), when the call names one: the row is locked
   * and read first, and one changed since (or gone) is left as it is.
   */
  unchangedSince?: { version: string | undefined; lock: (tx: Transaction) => Promise<{ updatedAt: Date } | null> };
  /** The conditional update: the changed row, or null when the row may not make this change. */
  change: (tx: Transaction) => Promise<Row | null>;
  /** The row's own history entry. */
  event: (tx: Transaction, row: Row) => Promise<unknown>;
  target: (row: Row) => AuditRecord['target'];
}

/**
 * Lock → change → event → audit, in one transaction: the change, its history and its audit line
 * commit together or not at all (decision 010). Null when nothing changed: the caller reads the
 * record again to say why (not found, or a 409).
 */
export function runAdminAction<Row extends { status: string }>(db: Database, action: AdminAction<Row>): Promise<Row | null> {
  return db.transaction(async (tx) => {
    const { version, lock } = action.unchangedSince ?? {};
    if (version !== undefined && lock) {
      const seen = await lock(tx);
      if (!seen || changedSince(seen.updatedAt, version)) return null;
    }
    const before = typeof action.before === 'string' ? action.before : await action.before(tx);
    if (before === null) return null;
    const row = await action.change(tx);
    if (!row) return null;
    await action.event(tx, row);
    await recordAudit(tx, { actor: action.admin, action: action.action, target: action.target(row), before, after: row.status });
    return row;
  });
}

/**
 * Whether a record changed after the clerk read it (decision 064): `version` is its `updatedAt` as
 * an answer gave it, and answers write it with `toISOString()` from the same column, so equal text
 * is the same version. No version (a client that sends none): never.
 */
export function changedSince(updatedAt: Date, version: string | undefined): boolean {
  return version !== undefined && updatedAt.toISOString() !== version;
}

import { and, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { afterKeyset, cursorMicros, newestFirst, toPage } from '../../db/keyset';
import type { Keyset } from '../../db/keyset';
import { auditLog } from '../../db/schema';
import type { AuditLogRow, AuditTargetType } from '../../db/schema';

export interface AuditRecord {
  /** Null only for a kiosk link used after its creator's account was removed (decision 047). */
  actor: { id: string | null; username: string };
  /** What was done, e.g. `certificate.accept`, `grievance.status`, `tax.refund`. */
  action: string;
  target: { type: AuditTargetType; id: string; reference: string };
  before: string | null;
  after: string;
}

/**
 * Writes one line of the audit log. Call it inside the transaction of the change it records, so
 * the log never holds a change that did not happen nor misses one that did.
 */
export async function recordAudit(executor: Executor, record: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: record.actor.id,
    actorName: record.actor.username,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetReference: record.target.reference,
    beforeStatus: record.before,
    afterStatus: record.after,
  });
}

/** What a clerk may see of a citizen's personal data, each sight a line of the log (decision 044), and the record it belongs to. */
const SIGHT_TARGETS = {
  'certificate.view': 'application',
  'certificate.document': 'application',
  'grievance.photo': 'grievance',
} as const satisfies Record<string, AuditRecord['target']['type']>;
type Sight = keyof typeof SIGHT_TARGETS;

/**
 * Records that a clerk saw a citizen's personal data: an application's single view (Aadhaar
 * numbers in full) or one of its documents, a grievance's photo. Who, which record, when; the
 * status it had then as `after`. Awaited before the answer is sent: a sight the log cannot record is not given.
 */
export async function recordSight(
  executor: Executor,
  sight: { actor: AuditRecord['actor']; action: Sight; record: { id: string; reference: string; status: string } },
): Promise<void> {
  const { actor, action, record } = sight;
  await recordAudit(executor, {
    actor,
    action,
    target: { type: SIGHT_TARGETS[action], id: record.id, reference: record.reference },
    before: null,
    after: record.status,
  });
}

/** One page of the log, newest first (audit_log_at_idx). */
export async function pageAudit(
  executor: Executor,
  query: { after?: Keyset; limit: number },
): Promise<{ rows: AuditLogRow[]; next: string | null }> {
  const conditions: SQL[] = [];
  if (query.after) conditions.push(afterKeyset(auditLog.at, auditLog.id, query.after));
  const rows = await executor
    .select({ ...getTableColumns(auditLog), cursorMicros: cursorMicros(auditLog.at) })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(...newestFirst(auditLog.at, auditLog.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit);
}

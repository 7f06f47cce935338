import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { afterKeyset, cursorMicros, looksLikeReference, matchesWords, newestFirst } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { applicationDocuments, applicationEvents, applications, users } from '../../db/schema';
import type { ApplicationAction, ApplicationDocumentRow, ApplicationRow } from '../../db/schema';

export interface NewApplication {
  type: string;
  reference: string;
  data: Record<string, string>;
  ownerId: string | null;
}

/** The new application, or null when its reference is taken (db/fresh-code.ts tries another). */
export async function insertApplication(executor: Executor, application: NewApplication): Promise<ApplicationRow | null> {
  const [row] = await executor.insert(applications).values(application).onConflictDoNothing({ target: applications.reference }).returning();
  return row ?? null;
}

export interface NewDocument {
  applicationId: string;
  field: string;
  position: number;
  originalName: string;
  storedName: string;
  sizeBytes: number;
  mimeType: string;
  sha256: string;
}

export async function insertDocuments(executor: Executor, documents: readonly NewDocument[]): Promise<void> {
  if (documents.length > 0) await executor.insert(applicationDocuments).values([...documents]);
}

export async function insertEvent(
  executor: Executor,
  event: {
    applicationId: string;
    action: ApplicationAction;
    actorId: string | null;
    message?: string | null;
    reasonCodes?: string[] | null;
    fields?: string[] | null;
  },
): Promise<void> {
  await executor.insert(applicationEvents).values(event);
}

/**
 * pending → accepted/declined, only if still pending: the WHERE makes the database pick the one
 * winner when two clerks decide at the same moment. Null when nothing changed.
 */
export async function decidePending(
  executor: Executor,
  where: { type: string; id: string },
  decision: { status: 'accepted' | 'declined'; adminId: string },
): Promise<ApplicationRow | null> {
  const now = new Date();
  const [row] = await executor
    .update(applications)
    .set({ status: decision.status, decidedAt: now, decidedBy: decision.adminId, updatedAt: now })
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type), eq(applications.status, 'pending')))
    .returning();
  return row ?? null;
}

/** pending → returned (for correction), only if still pending, as decidePending. Null when nothing changed. */
export async function returnPending(executor: Executor, where: { type: string; id: string }): Promise<ApplicationRow | null> {
  const [row] = await executor
    .update(applications)
    .set({ status: 'returned', updatedAt: new Date() })
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type), eq(applications.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findApplication(executor: Executor, where: { type: string; id: string }): Promise<ApplicationRow | null> {
  const [row] = await executor
    .select()
    .from(applications)
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type)))
    .limit(1);
  return row ?? null;
}

/** The application, locked until the end of the transaction (FOR UPDATE), or null. */
export async function lockApplication(executor: Executor, where: { type: string; id: string }): Promise<ApplicationRow | null> {
  const [row] = await executor
    .select()
    .from(applications)
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The application with this reference (upper case), or null: the unique index answers either way alike. */
export async function findApplicationByReference(executor: Executor, reference: string): Promise<ApplicationRow | null> {
  const [row] = await executor.select().from(applications).where(eq(applications.reference, reference)).limit(1);
  return row ?? null;
}

export type ApplicationPageRow = ApplicationRow & { cursorMicros: string };

/**
 * One page of one type's applications, newest first, `limit + 1` rows (the extra one tells
 * whether a next page exists). Served by applications_type[_status]_created_idx, and for a
 * search by the trigram index on the search text (migration 0019) and the unique reference.
 */
function applicationPageSelect(executor: Executor, type: string, query: PageQuery) {
  const conditions: SQL[] = [eq(applications.type, type)];
  if (query.status) conditions.push(sql`${applications.status} = ${query.status}`);
  if (query.search) {
    const reference = eq(applications.reference, query.search.toUpperCase());
    conditions.push(
      looksLikeReference(query.search) ? reference : (or(matchesWords(applications.searchText, query.search), reference) as SQL),
    );
  }
  if (query.after) conditions.push(afterKeyset(applications.createdAt, applications.id, query.after));
  if (query.createdBefore) conditions.push(sql`${applications.createdAt} < ${query.createdBefore.toISOString()}::timestamptz`);
  return executor
    .select({ ...getTableColumns(applications), cursorMicros: cursorMicros(applications.createdAt) })
    .from(applications)
    .where(and(...conditions))
    .orderBy(...newestFirst(applications.createdAt, applications.id))
    .limit(query.limit + 1);
}

/**
 * The pages of several types in one statement (each page its own parenthesised, indexed SELECT,
 * joined by UNION ALL): the dashboard's six lists cost one round trip, not six.
 */
export async function pageApplicationsOfTypes(
  executor: Executor,
  pages: readonly { type: string; query: PageQuery }[],
): Promise<ApplicationPageRow[]> {
  const [first, second, ...rest] = pages.map(({ type, query }) => applicationPageSelect(executor, type, query));
  if (!first) return [];
  if (!second) return first;
  return unionAll(first, second, ...rest);
}

/** The documents of these applications (one query for a whole page). */
export async function listDocumentsOf(executor: Executor, applicationIds: readonly string[]): Promise<ApplicationDocumentRow[]> {
  if (applicationIds.length === 0) return [];
  return executor
    .select()
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, [...applicationIds]))
    .orderBy(asc(applicationDocuments.applicationId), asc(applicationDocuments.field), asc(applicationDocuments.position));
}

export async function listDocuments(executor: Executor, applicationId: string): Promise<ApplicationDocumentRow[]> {
  return listDocumentsOf(executor, [applicationId]);
}

/** What opening a document needs: its row, and the application it belongs to for the audit log. */
export interface DocumentToOpen {
  document: ApplicationDocumentRow;
  application: Pick<ApplicationRow, 'id' | 'type' | 'reference' | 'status'>;
}

export async function findDocumentToOpen(executor: Executor, storedName: string): Promise<DocumentToOpen | null> {
  const [row] = await executor
    .select({
      document: applicationDocuments,
      application: { id: applications.id, type: applications.type, reference: applications.reference, status: applications.status },
    })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(eq(applicationDocuments.storedName, storedName))
    .limit(1);
  return row ?? null;
}

export interface HistoryEntry {
  action: ApplicationAction;
  at: Date;
  actor: string | null;
  /** The clerk's reason, note or request for correction, as written. */
  message: string | null;
  /** The reasons the clerk chose (decision 073), to be worded in the reader's language. */
  reasonCodes: string[] | null;
  /** The fields a return asked to correct, or a resubmission changed. */
  fields: string[] | null;
}

export async function listHistory(executor: Executor, applicationId: string): Promise<HistoryEntry[]> {
  return executor
    .select({
      action: applicationEvents.action,
      at: applicationEvents.at,
      actor: users.username,
      message: applicationEvents.message,
      reasonCodes: applicationEvents.reasonCodes,
      fields: applicationEvents.fields,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

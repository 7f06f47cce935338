import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { applicationDocuments, applicationEvents, applications, users } from '../../db/schema';
import type { ApplicationAction, ApplicationDocumentRow, ApplicationRow } from '../../db/schema';

export interface NewApplication {
  type: string;
  reference: string;
  data: Record<string, string>;
  ownerId: string | null;
}

export async function insertApplication(executor: Executor, application: NewApplication): Promise<ApplicationRow> {
  const [row] = await executor.insert(applications).values(application).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
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
  event: { applicationId: string; action: ApplicationAction; actorId: string | null },
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

export async function findApplication(executor: Executor, where: { type: string; id: string }): Promise<ApplicationRow | null> {
  const [row] = await executor
    .select()
    .from(applications)
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type)))
    .limit(1);
  return row ?? null;
}

/** Every application, newest first (the order of the admin list). */
export async function listApplications(executor: Executor): Promise<ApplicationRow[]> {
  return executor.select().from(applications).orderBy(desc(applications.createdAt), desc(applications.id));
}

export async function listDocuments(executor: Executor, applicationId?: string): Promise<ApplicationDocumentRow[]> {
  const query = executor.select().from(applicationDocuments);
  const filtered = applicationId === undefined ? query : query.where(eq(applicationDocuments.applicationId, applicationId));
  return filtered.orderBy(asc(applicationDocuments.applicationId), asc(applicationDocuments.field), asc(applicationDocuments.position));
}

export async function findDocumentByStoredName(executor: Executor, storedName: string): Promise<ApplicationDocumentRow | null> {
  const [row] = await executor.select().from(applicationDocuments).where(eq(applicationDocuments.storedName, storedName)).limit(1);
  return row ?? null;
}

export interface HistoryEntry {
  action: ApplicationAction;
  at: Date;
  actor: string | null;
}

export async function listHistory(executor: Executor, applicationId: string): Promise<HistoryEntry[]> {
  return executor
    .select({ action: applicationEvents.action, at: applicationEvents.at, actor: users.username })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

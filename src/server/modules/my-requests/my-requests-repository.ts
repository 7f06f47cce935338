import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { afterKeyset, cursorMicros, newestFirst } from '../../db/keyset';
import type { Keyset } from '../../db/keyset';
import { applications, certificates, grievances, taxPaymentEvents, taxPayments } from '../../db/schema';
import type { ApplicationRow, GrievanceRow, TaxPaymentRow } from '../../db/schema';
import { latestGrievanceNote } from '../grievances/grievance-repository';

/**
 * The citizen's own rows (decision 043). Every query names the owner in its WHERE (decision 015):
 * another account's record is not found, never found and then refused.
 */

/** The citizen's own application of this type, locked until the transaction ends (a second change waits, then sees the first). */
export async function lockOwnApplication(
  executor: Executor,
  where: { type: string; id: string; ownerId: string },
): Promise<ApplicationRow | null> {
  const [row] = await executor
    .select()
    .from(applications)
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type), eq(applications.ownerId, where.ownerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** One page of one person's rows: after the cursor, newest first, `limit + 1` rows (the extra one says a next page exists). */
export interface OwnPage {
  ownerId: string;
  after?: Keyset;
  limit: number;
}

type Paged<T> = T & { cursorMicros: string };

/** owner_id = the person [and (created_at, id) < the cursor]: served by the table's owner index. */
function ownedAfter(columns: { ownerId: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn }, page: OwnPage): SQL | undefined {
  const conditions: SQL[] = [eq(columns.ownerId, page.ownerId)];
  if (page.after) conditions.push(afterKeyset(columns.createdAt, columns.id, page.after));
  return and(...conditions);
}

/** An application in the owner's list, with when its certificate was revoked (null: never, or none issued). */
export type OwnApplicationItem = Pick<ApplicationRow, 'id' | 'type' | 'reference' | 'status' | 'createdAt' | 'updatedAt'> & {
  certificateRevokedAt: Date | null;
};

export async function pageOwnApplications(executor: Executor, page: OwnPage): Promise<Paged<OwnApplicationItem>[]> {
  const { id, type, reference, status, createdAt, updatedAt } = getTableColumns(applications);
  return executor
    .select({
      id,
      type,
      reference,
      status,
      createdAt,
      updatedAt,
      certificateRevokedAt: certificates.revokedAt,
      cursorMicros: cursorMicros(createdAt),
    })
    .from(applications)
    .leftJoin(certificates, eq(certificates.applicationId, applications.id))
    .where(ownedAfter(applications, page))
    .orderBy(...newestFirst(createdAt, id))
    .limit(page.limit + 1);
}

export async function findOwnApplication(
  executor: Executor,
  where: { ownerId: string; type: string; id: string },
): Promise<ApplicationRow | null> {
  const [row] = await executor
    .select()
    .from(applications)
    .where(and(eq(applications.id, where.id), eq(applications.type, where.type), eq(applications.ownerId, where.ownerId)))
    .limit(1);
  return row ?? null;
}

export async function pageOwnTaxPayments(executor: Executor, page: OwnPage): Promise<Paged<TaxPaymentRow>[]> {
  return executor
    .select({ ...getTableColumns(taxPayments), cursorMicros: cursorMicros(taxPayments.createdAt) })
    .from(taxPayments)
    .where(ownedAfter(taxPayments, page))
    .orderBy(...newestFirst(taxPayments.createdAt, taxPayments.id))
    .limit(page.limit + 1);
}

export async function findOwnTaxPayment(executor: Executor, where: { ownerId: string; id: string }): Promise<TaxPaymentRow | null> {
  const [row] = await executor
    .select()
    .from(taxPayments)
    .where(and(eq(taxPayments.id, where.id), eq(taxPayments.ownerId, where.ownerId)))
    .limit(1);
  return row ?? null;
}

/** A payment's statuses in the order they were given. */
export async function taxPaymentHistory(
  executor: Executor,
  paymentId: string,
): Promise<{ status: TaxPaymentRow['status']; at: Date; message: string | null; reasonCodes: string[] | null }[]> {
  return executor
    .select({
      status: taxPaymentEvents.status,
      at: taxPaymentEvents.at,
      message: taxPaymentEvents.message,
      reasonCodes: taxPaymentEvents.reasonCodes,
    })
    .from(taxPaymentEvents)
    .where(eq(taxPaymentEvents.paymentId, paymentId))
    .orderBy(asc(taxPaymentEvents.at), asc(taxPaymentEvents.id));
}

export async function pageOwnGrievances(
  executor: Executor,
  page: OwnPage,
): Promise<
  Paged<
    Pick<GrievanceRow, 'id' | 'complaintId' | 'subject' | 'status' | 'createdAt' | 'updatedAt'> & {
      message: string | null;
      reasonCodes: string[] | null;
    }
  >[]
> {
  const { id, complaintId, subject, status, createdAt, updatedAt } = getTableColumns(grievances);
  return executor
    .select({ id, complaintId, subject, status, createdAt, updatedAt, ...latestGrievanceNote, cursorMicros: cursorMicros(createdAt) })
    .from(grievances)
    .where(ownedAfter(grievances, page))
    .orderBy(...newestFirst(createdAt, id))
    .limit(page.limit + 1);
}

import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { afterKeyset, cursorMicros, newestFirst } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { taxPaymentEvents, taxPayments } from '../../db/schema';
import type { TaxPaymentRow, TaxPaymentStatus } from '../../db/schema';

export type NewTaxPayment = typeof taxPayments.$inferInsert;

/**
 * The new payment and its first event, in the caller's transaction; null when the reference is
 * taken (ON CONFLICT DO NOTHING, so the transaction goes on and db/fresh-code.ts tries another).
 * The event's default time is the transaction's now(), the payment's created_at.
 */
export async function insertTaxPaymentWithEvent(tx: Transaction, payment: NewTaxPayment): Promise<{ reference: string } | null> {
  const [row] = await tx
    .insert(taxPayments)
    .values(payment)
    .onConflictDoNothing({ target: taxPayments.reference })
    .returning({ id: taxPayments.id, status: taxPayments.status });
  if (!row) return null;
  await insertTaxPaymentEvent(tx, { paymentId: row.id, status: row.status, actorId: payment.ownerId ?? null });
  return { reference: payment.reference };
}

export async function insertTaxPaymentEvent(
  executor: Executor,
  event: { paymentId: string; status: TaxPaymentStatus; actorId: string | null; note?: string | null },
): Promise<void> {
  await executor.insert(taxPaymentEvents).values({ ...event, note: event.note ?? null });
}

export async function findTaxPayment(executor: Executor, id: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor.select().from(taxPayments).where(eq(taxPayments.id, id)).limit(1);
  return row ?? null;
}

export async function findTaxPaymentByOrderId(executor: Executor, orderId: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor.select().from(taxPayments).where(eq(taxPayments.gatewayOrderId, orderId)).limit(1);
  return row ?? null;
}

/** The payment, locked until the end of the transaction (FOR UPDATE), or null. */
export async function lockTaxPayment(executor: Executor, id: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor.select().from(taxPayments).where(eq(taxPayments.id, id)).limit(1).for('update');
  return row ?? null;
}

/**
 * Moves a payment to `to` only if it is still in one of `from`: the WHERE lets the database pick
 * the one winner when two requests race (two verifies, two clerks). Null when nothing changed.
 */
export async function transition(
  executor: Executor,
  id: string,
  from: readonly TaxPaymentStatus[],
  to: TaxPaymentStatus,
  changes: Partial<Pick<TaxPaymentRow, 'gatewayPaymentId' | 'gatewayRefundId' | 'paidAt'>> = {},
): Promise<TaxPaymentRow | null> {
  const [row] = await executor
    .update(taxPayments)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(taxPayments.id, id), inArray(taxPayments.status, [...from])))
    .returning();
  return row ?? null;
}

export type TaxPaymentPageRow = TaxPaymentRow & { cursorMicros: string };

/**
 * One page of payments, newest first, `limit + 1` rows. Served by tax_payments_[status_]created_idx;
 * a search is a receipt reference, matched exactly through its unique index.
 */
export async function pageTaxPayments(executor: Executor, query: PageQuery): Promise<TaxPaymentPageRow[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`${taxPayments.status} = ${query.status}`);
  if (query.search) conditions.push(eq(taxPayments.reference, query.search.toUpperCase()));
  if (query.after) conditions.push(afterKeyset(taxPayments.createdAt, taxPayments.id, query.after));
  return executor
    .select({ ...getTableColumns(taxPayments), cursorMicros: cursorMicros(taxPayments.createdAt) })
    .from(taxPayments)
    .where(and(...conditions))
    .orderBy(...newestFirst(taxPayments.createdAt, taxPayments.id))
    .limit(query.limit + 1);
}

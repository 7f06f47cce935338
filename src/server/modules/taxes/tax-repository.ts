import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { taxPaymentEvents, taxPayments } from '../../db/schema';
import type { TaxPaymentRow, TaxPaymentStatus } from '../../db/schema';

export type NewTaxPayment = typeof taxPayments.$inferInsert;

export async function insertTaxPayment(executor: Executor, payment: NewTaxPayment): Promise<TaxPaymentRow> {
  const [row] = await executor.insert(taxPayments).values(payment).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
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

/** Every payment, newest first (the order of the admin list, served by tax_payments_created_idx). */
export async function listTaxPayments(executor: Executor): Promise<TaxPaymentRow[]> {
  return executor.select().from(taxPayments).orderBy(desc(taxPayments.createdAt), desc(taxPayments.id));
}

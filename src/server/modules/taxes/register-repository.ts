import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { receipts, registerAccounts, registerDemands, taxPayments } from '../../db/schema';
import type { RegisterAccountRow, RegisterDemandRow, TaxPaymentRow } from '../../db/schema';
import type { ReceiptFacts } from './receipts';
import { insertTaxPaymentEvent, transition } from './tax-repository';

/** The statuses in which a payment holds its demand: one at a time (tax_payments_demand_open_key). */
export const DEMAND_HOLDING_STATUSES = ['created', 'failed', 'paid'] as const;

/** The register's account of a type with this number, matched as `number_key` is written: upper case, no spaces. */
export async function findRegisterAccount(executor: Executor, type: string, number: string): Promise<RegisterAccountRow | null> {
  const [row] = await executor
    .select()
    .from(registerAccounts)
    .where(
      and(eq(registerAccounts.type, type), sql`${registerAccounts.numberKey} = upper(regexp_replace(${number}, '[[:space:]]', '', 'g'))`),
    )
    .limit(1);
  return row ?? null;
}

/** A demand with the payment that paid it, and that payment's receipt, when it is paid. */
export interface DemandWithPayment {
  demand: RegisterDemandRow;
  paid: { payment: TaxPaymentRow; receipt: Pick<ReceiptFacts, 'number' | 'verifyToken'> | null } | null;
}

/** Every demand of an account, oldest period first, each with its paying payment if any. */
export async function demandsOf(executor: Executor, accountId: string): Promise<DemandWithPayment[]> {
  const rows = await executor
    .select({
      demand: registerDemands,
      payment: taxPayments,
      receiptNumber: receipts.number,
      receiptToken: receipts.verifyToken,
    })
    .from(registerDemands)
    .leftJoin(taxPayments, and(eq(taxPayments.demandId, registerDemands.id), eq(taxPayments.status, 'paid')))
    .leftJoin(receipts, eq(receipts.paymentId, taxPayments.id))
    .where(eq(registerDemands.accountId, accountId))
    .orderBy(asc(registerDemands.periodStart));
  return rows.map(({ demand, payment, receiptNumber, receiptToken }) => ({
    demand,
    paid: payment
      ? { payment, receipt: receiptNumber && receiptToken ? { number: receiptNumber, verifyToken: receiptToken } : null }
      : null,
  }));
}

/** The demand, locked until the end of the transaction: two orders of one bill are made one after the other. */
export async function lockDemand(executor: Executor, id: string): Promise<RegisterDemandRow | null> {
  const [row] = await executor.select().from(registerDemands).where(eq(registerDemands.id, id)).limit(1).for('update');
  return row ?? null;
}

/** The payment that holds a demand (an open order, or the one that paid it), if any. */
export async function paymentHoldingDemand(executor: Executor, demandId: string): Promise<TaxPaymentRow | null> {
  const [row] = await executor
    .select()
    .from(taxPayments)
    .where(and(eq(taxPayments.demandId, demandId), inArray(taxPayments.status, [...DEMAND_HOLDING_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** Cancels an order of a demand still open (created, or failed at the checkout), with the server's English note why. */
export async function cancelOpenOrder(executor: Executor, paymentId: string, note: string): Promise<void> {
  const cancelled = await transition(executor, paymentId, ['created', 'failed'], 'cancelled');
  if (cancelled) await insertTaxPaymentEvent(executor, { paymentId, status: 'cancelled', actorId: null, note });
}

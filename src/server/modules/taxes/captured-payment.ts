import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database';
import type { TaxPaymentRow, TaxPaymentStatus } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import type { PaymentGateway } from '../../payments/gateway';
import { paymentEvent } from '../notifications/request-events';
import { viaGateway } from './gateway-calls';
import { issueReceipt } from './receipts';
import { cancelOpenOrder, lockDemand, paymentHoldingDemand } from './register-repository';
import { findTaxPayment, insertTaxPaymentEvent, lockTaxPayment, transition } from './tax-repository';

/**
 * A payment the gateway took money for is recorded even if the order had failed, was declined,
 * expired or was cancelled by its citizen meanwhile: the money is the citizen's, the bill is paid,
 * and a clerk can refund it (decision 040). The expiry is only the office's housekeeping.
 */
export const PAYABLE: readonly TaxPaymentStatus[] = ['created', 'failed', 'declined', 'expired', 'cancelled'];

/** Money the gateway reports as taken (authorized payments are captured automatically by the account's settings). */
export const TAKEN: ReadonlySet<string> = new Set(['captured', 'authorized']);

/** What recording a captured payment did. */
export type CaptureOutcome =
  /** Recorded now: paid, with its receipt and the citizen's message. */
  | { outcome: 'paid'; payment: TaxPaymentRow }
  /** Settled before (paid, refunded, or declined with its money given back): nothing changed. */
  | { outcome: 'settled'; payment: TaxPaymentRow }
  /** Another payment had paid the register's bill: this money went back and the order says so. */
  | { outcome: 'refunded'; payment: TaxPaymentRow }
  /** The gateway's payment already pays another of our orders: never counted twice. */
  | { outcome: 'elsewhere' };

/** Where the routine runs: the app's database, configuration and message queue, and a log for the gateway's failures. */
type Recorder = Pick<FastifyInstance, 'db' | 'config' | 'messages'>;

const PAID_BY_ANOTHER = 'paid-by-another';

/**
 * Records money the gateway captured for one of our orders: the one routine of the checkout's
 * verify, Razorpay's webhook and the sweep (decision 076), so whichever comes first, or two at
 * once, the order is paid once. The caller has checked that `gatewayPaymentId` is a captured
 * payment of this order for exactly its total.
 *
 * In one transaction that locks the register's demand first (as an order of it does, so the two
 * never wait on each other in turn) and then the payment: a payable order becomes paid, with its
 * receipt and message; another order of the same demand still open is cancelled. When another
 * payment already paid that demand, the money goes back through the gateway, outside any
 * transaction (decision 024), and the order is recorded refunded: a bill is never paid twice.
 */
export async function recordCapturedPayment(
  app: Recorder,
  gateway: PaymentGateway,
  payment: TaxPaymentRow,
  gatewayPaymentId: string,
  context: { log: FastifyBaseLogger },
): Promise<CaptureOutcome> {
  let decided: CaptureOutcome | typeof PAID_BY_ANOTHER;
  try {
    decided = await app.db.transaction((tx) => payInTransaction(tx, app, payment, gatewayPaymentId));
  } catch (err) {
    const constraint = uniqueViolationConstraint(err);
    if (constraint === 'tax_payments_gateway_payment_id_key') return { outcome: 'elsewhere' };
    // The index that lets one order of a demand be paid: another order got there first.
    if (constraint !== 'tax_payments_demand_open_key') throw err;
    decided = PAID_BY_ANOTHER;
  }
  return decided === PAID_BY_ANOTHER ? giveMoneyBack(app, gateway, payment, gatewayPaymentId, context) : decided;
}

async function payInTransaction(
  tx: Executor,
  app: Recorder,
  payment: TaxPaymentRow,
  gatewayPaymentId: string,
): Promise<CaptureOutcome | typeof PAID_BY_ANOTHER> {
  if (payment.demandId) await lockDemand(tx, payment.demandId);
  const row = (await lockTaxPayment(tx, payment.id)) ?? payment;
  // A refund id means its money already went back: an old event of it changes nothing.
  if (!PAYABLE.includes(row.status) || row.gatewayRefundId !== null) return { outcome: 'settled', payment: row };

  if (row.demandId) {
    const holder = await paymentHoldingDemand(tx, row.demandId);
    if (holder && holder.id !== row.id) {
      if (holder.status === 'paid') return PAID_BY_ANOTHER;
      await cancelOpenOrder(tx, holder.id, 'Another payment of the same bill paid it');
    }
  }

  const paid = await transition(tx, row.id, PAYABLE, 'paid', { gatewayPaymentId, paidAt: new Date() });
  if (!paid) return { outcome: 'settled', payment: row };
  const note = row.status === 'created' ? null : `Paid after it was ${row.status}`;
  await insertTaxPaymentEvent(tx, { paymentId: paid.id, status: 'paid', actorId: null, note });
  await issueReceipt(tx, paid, app.config);
  await app.messages.queue(tx, paymentEvent(paid, 'payment.received'));
  return { outcome: 'paid', payment: paid };
}

/** Whether another payment paid the register's bill this payment was for. */
export async function billPaidByAnother(executor: Executor, payment: TaxPaymentRow): Promise<boolean> {
  if (!payment.demandId) return false;
  const holder = await paymentHoldingDemand(executor, payment.demandId);
  return holder?.status === 'paid' && holder.id !== payment.id;
}

/**
 * The captured money of an order whose bill another payment paid goes back in full. The refund's
 * idempotency key is our payment's id, so a webhook and the sweep that both find it refund it
 * once. When the gateway fails, nothing is written and the caller's next attempt tries again.
 */
async function giveMoneyBack(
  app: Recorder,
  gateway: PaymentGateway,
  payment: TaxPaymentRow,
  gatewayPaymentId: string,
  context: { log: FastifyBaseLogger },
): Promise<CaptureOutcome> {
  const { refundId } = await viaGateway(context, () => gateway.refund(gatewayPaymentId, payment.totalPaise, payment.id));
  const refunded = await app.db.transaction(async (tx) => {
    const row = await transition(tx, payment.id, PAYABLE, 'refunded', { gatewayPaymentId, gatewayRefundId: refundId, paidAt: new Date() });
    if (row) {
      await insertTaxPaymentEvent(tx, {
        paymentId: row.id,
        status: 'refunded',
        actorId: null,
        note: `Another payment had paid the bill: ${gatewayPaymentId} refunded as ${refundId}`,
      });
      await app.messages.queue(tx, paymentEvent(row, 'payment.refunded'));
    }
    return row;
  });
  if (refunded) {
    context.log.warn({ payment: payment.id, gatewayPaymentId, refundId }, 'A second payment of a paid bill was refunded');
    return { outcome: 'refunded', payment: refunded };
  }
  // Recorded by another path meanwhile (the webhook and the sweep at once).
  const now = (await findTaxPayment(app.db, payment.id)) ?? payment;
  return now.status === 'refunded' ? { outcome: 'refunded', payment: now } : { outcome: 'settled', payment: now };
}

import type { FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import type { PaymentVerificationRequest, PaymentVerified } from '../../../shared/api/submissions/tax-types';
import type { Database } from '../../db/database';
import type { TaxPaymentRow, TaxPaymentStatus } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { UUID } from '../../http/schemas/ids';
import type { PaymentGateway } from '../../payments/gateway';
import { paymentEvent } from '../notifications/request-events';
import { viaGateway } from './gateway-calls';
import { taxFieldMessages } from './tax-messages';
import { findTaxPayment, insertTaxPaymentEvent, transition } from './tax-repository';
import { findReceiptOf, issueReceipt, receiptLinkOf } from './receipts';
import { toReceipt } from './tax-view';

const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/;

const gatewayField = (name: string) =>
  string()
    .typeError(taxFieldMessages.verifyField(name))
    .required(taxFieldMessages.verifyField(name))
    .matches(GATEWAY_ID, taxFieldMessages.verifyField(name));

export const verificationSchema = object({
  paymentId: gatewayField('paymentId'),
  orderId: gatewayField('orderId'),
  signature: string()
    .typeError(taxFieldMessages.verifyField('signature'))
    .required(taxFieldMessages.verifyField('signature'))
    .max(256, taxFieldMessages.verifyField('signature')),
  id: string().typeError(taxFieldMessages.verifyId).required(taxFieldMessages.verifyId).matches(UUID, taxFieldMessages.verifyId),
});

/**
 * A payment the gateway took money for is recorded even if the order had failed, was declined,
 * expired or was cancelled by its citizen meanwhile: the money is the citizen's, the bill is paid,
 * and a clerk can refund it (decision 040). The expiry is only the office's housekeeping.
 */
const PAYABLE: readonly TaxPaymentStatus[] = ['created', 'failed', 'declined', 'expired', 'cancelled'];
/** Money the gateway reports as taken (authorized payments are captured automatically by the account's settings). */
const TAKEN = new Set(['captured', 'authorized']);

const NOT_VERIFIED: PaymentVerified = { verified: false };

/**
 * POST /api/taxes/verify (DESIGN section 7). Everything is checked against what this server
 * stored, never against what the client says alone:
 *
 * 1. the order id must be the payment's stored gateway order (else `verified: false`, nothing changes);
 * 2. the signature must be the gateway's for (stored order, payment id), compared in constant time;
 *    a wrong one marks a 'created' payment 'failed' (a paid one is never touched);
 * 3. the gateway is asked for the payment: it must belong to the order, be captured (or
 *    authorized) and be for exactly the stored total;
 * 4. any PAYABLE status → 'paid' in one conditional update, so two verifies pay once.
 *    Verifying a paid payment again with its own payment id answers `verified: true` again.
 */
export async function verifyPayment(request: FastifyRequest, db: Database, gateway: PaymentGateway): Promise<PaymentVerified> {
  const input = parseBody(verificationSchema, request.body) as PaymentVerificationRequest;
  const payment = await findTaxPayment(db, input.id.toLowerCase());
  if (!payment) throw notFound('tax.not_found');
  if (input.orderId !== payment.gatewayOrderId) return NOT_VERIFIED;

  if (!gateway.verifySignature(payment.gatewayOrderId, input.paymentId, input.signature)) {
    await fail(db, payment, 'The checkout signature did not match');
    request.log.warn({ payment: payment.id }, 'Payment verification with a wrong signature');
    return NOT_VERIFIED;
  }
  if (!PAYABLE.includes(payment.status)) return alreadySettled(request, payment, input.paymentId);

  // Between two database steps, not inside a transaction: no connection waits on the gateway (decision 024).
  const taken = await viaGateway(request, () => gateway.fetchPayment(input.paymentId));
  const problem = !taken
    ? 'The gateway has no such payment'
    : taken.orderId !== payment.gatewayOrderId
      ? 'The gateway payment belongs to another order'
      : !TAKEN.has(taken.status)
        ? `The gateway reports the payment as ${taken.status}`
        : taken.amountPaise !== payment.totalPaise
          ? `The gateway payment is for ${taken.amountPaise} paise, not ${payment.totalPaise}`
          : null;
  if (problem) {
    await fail(db, payment, problem);
    request.log.warn({ payment: payment.id, problem }, 'Payment verification refused by the gateway check');
    return NOT_VERIFIED;
  }

  let paid: TaxPaymentRow | null;
  try {
    paid = await db.transaction(async (tx) => {
      const row = await transition(tx, payment.id, PAYABLE, 'paid', { gatewayPaymentId: input.paymentId, paidAt: new Date() });
      if (row) {
        const note = payment.status === 'created' ? null : `Paid after it was ${payment.status}`;
        await insertTaxPaymentEvent(tx, { paymentId: row.id, status: 'paid', actorId: null, note });
        await issueReceipt(tx, row, request.server.config);
        await request.server.messages.queue(tx, paymentEvent(row, 'payment.received'));
      }
      return row;
    });
  } catch (err) {
    // The gateway payment already pays another of our orders: never count it twice.
    if (uniqueViolationConstraint(err) === 'tax_payments_gateway_payment_id_key') return NOT_VERIFIED;
    throw err;
  }
  if (paid) return receiptAnswer(request, paid);

  // Another verify won the race: the same answer as a second verify after it.
  const now = await findTaxPayment(db, payment.id);
  return now ? alreadySettled(request, now, input.paymentId) : NOT_VERIFIED;
}

/** A payment verified before: `verified: true` again for its own payment id, and nothing for another. */
async function alreadySettled(request: FastifyRequest, payment: TaxPaymentRow, paymentId: string): Promise<PaymentVerified> {
  return payment.status === 'paid' && payment.gatewayPaymentId === paymentId ? receiptAnswer(request, payment) : NOT_VERIFIED;
}

/** `verified: true` with the receipt, its number and verify link included. */
async function receiptAnswer(request: FastifyRequest, paid: TaxPaymentRow): Promise<PaymentVerified> {
  const receipt = await findReceiptOf(request.server.db, paid.id);
  return { verified: true, receipt: toReceipt(paid, receiptLinkOf(request.server.config, receipt)) };
}

/** Records a failed verification, only on a payment nobody has paid yet. */
async function fail(db: Database, payment: TaxPaymentRow, note: string): Promise<void> {
  if (payment.status !== 'created') return;
  await db.transaction(async (tx) => {
    const row = await transition(tx, payment.id, ['created'], 'failed');
    if (row) await insertTaxPaymentEvent(tx, { paymentId: row.id, status: 'failed', actorId: null, note });
  });
}

import type { FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import type { PaymentVerificationRequest, PaymentVerified } from '../../../shared/api/submissions/tax-types';
import type { Database } from '../../db/database';
import type { TaxPaymentRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { UUID } from '../../http/schemas/ids';
import type { PaymentGateway } from '../../payments/gateway';
import { PAYABLE, TAKEN, billPaidByAnother, recordCapturedPayment } from './captured-payment';
import { viaGateway } from './gateway-calls';
import { taxFieldMessages } from './tax-messages';
import { findTaxPayment, insertTaxPaymentEvent, transition } from './tax-repository';
import { findReceiptOf, receiptLinkOf } from './receipts';
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
 * 4. the money is recorded by recordCapturedPayment, as the webhook and the sweep record it, so
 *    two verifies, or a verify and the webhook, pay once. Verifying a paid payment again with its
 *    own payment id answers `verified: true` again; a payment of a register bill that another
 *    payment paid first is refunded and answered 409 `tax.paid_by_another`.
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

  const recorded = await recordCapturedPayment(request.server, gateway, payment, input.paymentId, request);
  switch (recorded.outcome) {
    case 'paid':
      return receiptAnswer(request, recorded.payment);
    // Another verify, the webhook or the sweep won the race: the same answer as a second verify after it.
    case 'settled':
      return alreadySettled(request, recorded.payment, input.paymentId);
    case 'refunded':
      throw conflict('tax.paid_by_another');
    // The gateway payment already pays another of our orders: never count it twice.
    case 'elsewhere':
      return NOT_VERIFIED;
  }
}

/**
 * A payment verified before: `verified: true` again for its own payment id, and nothing for
 * another; its money given back because another payment paid its bill, the same 409 as the first time.
 */
async function alreadySettled(request: FastifyRequest, payment: TaxPaymentRow, paymentId: string): Promise<PaymentVerified> {
  if (payment.gatewayPaymentId !== paymentId) return NOT_VERIFIED;
  if (payment.status === 'paid') return receiptAnswer(request, payment);
  if (payment.status === 'refunded' && (await billPaidByAnother(request.server.db, payment))) throw conflict('tax.paid_by_another');
  return NOT_VERIFIED;
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

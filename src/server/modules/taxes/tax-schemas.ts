import type { FastifySchema } from 'fastify';
import { PAYMENT_METHODS, taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import { buildTaxOrderSchema } from '../../../shared/schemas/tax-order-schema';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { idParams } from '../../http/schemas/ids';
import { verificationSchema } from './verify-payment';

const paise = (description: string) => ({ type: 'integer', description: `${description}, in paise` });

/** The gateway order to pay, as create-order answers it and as an unpaid order's checkout answers it again. */
const orderCreatedJsonSchema = {
  type: 'object',
  required: ['orderId', 'amount', 'id', 'currency', 'provider', 'lateFee', 'reference'],
  properties: {
    orderId: { type: 'string', description: 'The gateway’s order, for its checkout' },
    amount: paise('The total to pay (amount and late fee)'),
    id: { type: 'string', description: 'Our payment record, for /api/taxes/verify' },
    currency: { type: 'string', enum: ['INR'] },
    provider: { type: 'string', enum: ['sandbox', 'razorpay'], description: 'Which checkout to open' },
    keyId: { type: 'string', description: 'Razorpay’s public key id, for its checkout' },
    lateFee: paise('The late fee the server computed'),
    rebate: paise('The early-payment rebate the server took off a register bill'),
    reference: { type: 'string' },
  },
} as const;

/**
 * POST /api/taxes/create-order: one body per tax type, told apart by `type`. Typed as any schema:
 * the answer's status is the stored one of an idempotent write (always 201).
 */
export const createOrderSchema: FastifySchema = {
  headers: idempotencyKeyHeaders,
  body: { oneOf: taxDefinitions.map((definition) => bodyJsonSchemaOf(buildTaxOrderSchema(definition))) },
  response: { 201: orderCreatedJsonSchema },
};

export const receiptJsonSchema = {
  type: 'object',
  required: ['reference', 'type', 'identifiers', 'amount', 'lateFee', 'total', 'paymentMethod', 'paidAt', 'paymentId'],
  properties: {
    reference: { type: 'string' },
    type: { type: 'string', enum: taxDefinitions.map((definition) => definition.slug) },
    identifiers: { type: 'object', additionalProperties: { type: 'string' } },
    period: { type: 'string' },
    billMonth: { type: 'string' },
    amount: paise('The bill'),
    lateFee: paise('The late fee'),
    rebate: paise('The early-payment rebate, when one was taken off'),
    total: paise('What was paid'),
    paymentMethod: { type: 'string', enum: PAYMENT_METHODS.map((method) => method.value) },
    paidAt: { type: 'string', format: 'date-time' },
    paymentId: { type: 'string', description: 'The gateway’s payment id' },
    receiptNumber: { type: 'string', description: 'The signed receipt’s number, MUN/RCT/2026/000001 (decision 053)' },
    verifyUrl: { type: 'string', description: 'The receipt’s public verify page, which its QR code opens' },
  },
} as const;

/**
 * POST /api/me/payments/{id}/checkout (decision 074): the same gateway order again. No body: the
 * order is the one stored.
 */
export const ownCheckoutSchema = {
  params: idParams,
  response: { 200: orderCreatedJsonSchema },
} as const;

/** POST /api/me/payments/{id}/cancel (decision 074): the order, cancelled. No body. */
export const ownCancelSchema = {
  params: idParams,
  response: {
    200: {
      type: 'object',
      required: ['id', 'status'],
      properties: { id: { type: 'string' }, status: { type: 'string', enum: ['cancelled'] } },
    },
  },
} as const;

/** POST /api/taxes/verify: `verified`, and the receipt when it is. */
export const verifySchema = {
  body: bodyJsonSchemaOf(verificationSchema),
  response: {
    200: { type: 'object', required: ['verified'], properties: { verified: { type: 'boolean' }, receipt: receiptJsonSchema } },
  },
} as const;

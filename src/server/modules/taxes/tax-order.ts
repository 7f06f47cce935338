import { randomUUID } from 'node:crypto';
import type { TaxOrderCreated, TaxOrderRequest } from '../../../shared/api/submissions/tax-types';
import { CURRENCY, rupeesToPaise } from '../../../shared/domain/common/money';
import { lateFeePaise } from '../../../shared/domain/taxes/late-fee';
import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { buildTaxOrderSchema, normalizeTaxOrder } from '../../../shared/schemas/tax-order-schema';
import type { Database, Transaction } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import { badRequest, fieldError } from '../../http/http-error';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import { parseBody } from '../../http/parse-body';
import { builtOncePer } from '../../lib/built-once-per';
import type { PaymentGateway } from '../../payments/gateway';
import { runIdempotent, runIdempotentStatement } from '../idempotency/run-idempotent';
import type { ClaimOf, IdempotencyRequest, IdempotentAnswer, IdempotentOutcome } from '../idempotency/run-idempotent';
import { taxFieldMessages } from './tax-messages';
import { newTaxReference } from './tax-reference';
import { insertClaimedTaxPayment, insertTaxPaymentWithEvent } from './tax-repository';
import type { NewClaimedTaxPayment, NewTaxPayment } from './tax-repository';

/** Razorpay takes no order under ₹1; neither does the sandbox, so both behave alike. */
export const MIN_TOTAL_PAISE = 100;

/** A validated order with the server's own amounts (integer paise). */
export interface TaxOrder {
  definition: TaxDefinition;
  /** The validated body, as the hash of an Idempotency-Key replay sees it. */
  request: TaxOrderRequest;
  identifiers: Record<string, string>;
  period: string | null;
  billMonth: string | null;
  dueDate: string;
  amountPaise: number;
  lateFeePaise: number;
  /** Taken off a register bill paid early (decision 075); 0 for the citizen's own assessment. */
  rebatePaise: number;
  totalPaise: number;
  /** The register's demand this order pays; null for a bill the register does not hold. */
  demandId: string | null;
}

/**
 * One schema per tax type, built at its first order: a Yup schema is immutable and depends on
 * nothing but the definition, and building it (a dozen fields, each a cloned schema per rule) cost
 * more than validating a body with it.
 */
const orderSchemaOf = builtOncePer(buildTaxOrderSchema);

/**
 * The body of POST /api/taxes/create-order, checked with the shared schema of its type (strict:
 * no coercion, no unknown fields; only a ward number sent as a JSON number is made text first).
 * The client's lateFee is accepted and ignored: the late fee is recomputed here from the due
 * date, as a calendar date in India.
 */
export function parseTaxOrder(body: unknown, now: Date = new Date()): TaxOrder {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body_not_object');
  const type = (body as Record<string, unknown>).type;
  const definition = typeof type === 'string' ? taxBySlug(type) : undefined;
  if (!definition)
    throw badRequest('tax.unknown_type', {
      fields: { type: taxFieldMessages.type },
      fieldCodes: { type: 'oneOf' },
    });

  const value = parseBody(orderSchemaOf(definition), normalizeTaxOrder(definition, body as Record<string, unknown>)) as TaxOrderRequest;
  const amountPaise = rupeesToPaise(value.amount);
  const fee = lateFeePaise(definition, value.dueDate, now);
  const totalPaise = amountPaise + fee;
  if (totalPaise < MIN_TOTAL_PAISE) throw badRequest('tax.total_too_small', fieldError('amount', 'min'));

  // In the definition's order, whatever order the client sent them in.
  const identifiers = Object.fromEntries(definition.identifiers.map((field) => [field.name, value.identifiers[field.name] ?? '']));
  return {
    definition,
    request: value,
    identifiers,
    period: definition.period.name === 'period' ? (value.period ?? null) : null,
    billMonth: definition.period.name === 'billMonth' ? (value.billMonth ?? null) : null,
    dueDate: value.dueDate,
    amountPaise,
    lateFeePaise: fee,
    rebatePaise: 0,
    totalPaise,
    demandId: null,
  };
}

/**
 * Creates the gateway order for the total and stores the payment ('created') with its first
 * event, at most once per Idempotency-Key; answers 201 with the order, or the first request's
 * answer for a key used before. The gateway order is made first: if the write then fails, an
 * unpaid order is left at the gateway, which is harmless (it is never paid and expires there).
 *
 * - A gateway whose orders are made in this process (the sandbox) lets the key, the payment and
 *   its event be one statement after the order (decision 022): a duplicate that makes an order
 *   of its own before it finds the key taken has made nothing anyone sees.
 * - A remote gateway (Razorpay) is called only once the key is claimed, in the transaction that
 *   then stores the payment and the answer (decision 020), so a duplicate waits for the first
 *   instead of opening an order of its own at the gateway. That transaction holds a connection
 *   for as long as the gateway takes, so it runs in one of `gatewaySlots` (decision 024): a slow
 *   gateway holds a few connections, never all of them.
 */
export async function placeTaxOrder(
  db: Database,
  gateway: PaymentGateway,
  gatewaySlots: ConcurrencyLimit,
  order: TaxOrder,
  ownerId: string | null,
  request: IdempotencyRequest,
): Promise<IdempotentOutcome> {
  if (gateway.ordersAreLocal)
    return runIdempotentStatement(db, request, (claimOf) => placeInOneStatement(db, gateway, order, ownerId, claimOf));
  return runIdempotent(db, request, async (tx) => ({ status: 201, body: await placeInTransaction(tx, gateway, order, ownerId) }), {
    limit: gatewaySlots,
  });
}

/** The gateway's order, then one statement: the key with its answer, the payment and its first event. */
async function placeInOneStatement(
  db: Database,
  gateway: PaymentGateway,
  order: TaxOrder,
  ownerId: string | null,
  claimOf: ClaimOf,
): Promise<IdempotentAnswer | null> {
  const { identifiers, ...values } = await newPayment(gateway, order, ownerId);
  const { id, reference, gatewayOrderId: orderId } = values;
  const payment: NewClaimedTaxPayment = { ...values, identifiers: JSON.stringify(identifiers) };
  // The gateway order names the first reference; 40 random bits almost never collide, and when
  // they do the payment takes the next one (the gateway's receipt field is informational).
  const codes = [reference];
  const { answer } = await insertWithFreshCode(
    () => codes.shift() ?? newTaxReference(),
    async (code) => {
      const attempt: IdempotentAnswer = { status: 201, body: orderCreated(gateway, { ...order, id, orderId, reference: code }) };
      const written = await insertClaimedTaxPayment(db, claimOf(attempt), { ...payment, reference: code });
      if (written === 'reference-taken') return null;
      return { answer: written === 'written' ? attempt : null };
    },
  );
  return answer;
}

/** Inside the transaction that claimed the key: the gateway's order, then the payment and its first event. */
export async function placeInTransaction(
  tx: Transaction,
  gateway: PaymentGateway,
  order: TaxOrder,
  ownerId: string | null,
): Promise<TaxOrderCreated> {
  const values = await newPayment(gateway, order, ownerId);
  const { id, gatewayOrderId: orderId, reference } = values;
  const payment: NewTaxPayment = { ...values, rebatePaise: order.rebatePaise, demandId: order.demandId, status: 'created' };
  const codes = [reference];
  const stored = await insertWithFreshCode(
    () => codes.shift() ?? newTaxReference(),
    (code) => insertTaxPaymentWithEvent(tx, { ...payment, reference: code }),
  );
  return orderCreated(gateway, { ...order, id, orderId, reference: stored.reference });
}

/** A new payment as both ways of writing it take it: with the gateway's order for its total. */
async function newPayment(gateway: PaymentGateway, order: TaxOrder, ownerId: string | null) {
  const { id, reference, orderId } = await createGatewayOrder(gateway, order);
  return {
    id,
    reference,
    type: order.definition.slug,
    identifiers: order.identifiers,
    period: order.period,
    billMonth: order.billMonth,
    dueDate: order.dueDate,
    amountPaise: order.amountPaise,
    lateFeePaise: order.lateFeePaise,
    totalPaise: order.totalPaise,
    paymentMethod: order.request.paymentMethod,
    gateway: gateway.provider,
    gatewayOrderId: orderId,
    ownerId,
  };
}

/** A new payment's id and reference, and the gateway's order for its total, naming both. */
async function createGatewayOrder(gateway: PaymentGateway, order: TaxOrder): Promise<{ id: string; reference: string; orderId: string }> {
  const id = randomUUID();
  const reference = newTaxReference();
  const { orderId } = await gateway.createOrder({
    amountPaise: order.totalPaise,
    receipt: reference,
    notes: { type: order.definition.slug, reference, payment: id },
  });
  return { id, reference, orderId };
}

/** The answer, from the values the server wrote: create-order's, and an unpaid order's checkout again (decision 074). */
export function orderCreated(
  gateway: PaymentGateway,
  stored: { id: string; orderId: string; reference: string; totalPaise: number; lateFeePaise: number; rebatePaise: number },
): TaxOrderCreated {
  return {
    orderId: stored.orderId,
    amount: stored.totalPaise,
    id: stored.id,
    currency: CURRENCY,
    provider: gateway.provider,
    ...(gateway.keyId ? { keyId: gateway.keyId } : {}),
    lateFee: stored.lateFeePaise,
    ...(stored.rebatePaise > 0 ? { rebate: stored.rebatePaise } : {}),
    reference: stored.reference,
  };
}

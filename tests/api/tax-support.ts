import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { PaymentVerified, SandboxCheckoutResult, TaxOrderCreated } from '../../src/shared/api/submissions/tax-types';
import { todayInIndia } from '../../src/shared/domain/common/dates';
import { taxBySlug } from '../../src/shared/domain/taxes/tax-definitions';
import type { TaxSlug } from '../../src/shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../src/shared/domain/taxes/tax-definition-types';
import { taxPaymentEvents, taxPayments } from '../../src/server/db/schema';
import type { DatabaseHandle } from '../../src/server/db/database';
import { postJson } from './helpers/http';
import type { JsonResponse } from './helpers/http';

export function taxDefinitionOf(slug: TaxSlug): TaxDefinition {
  const definition = taxBySlug(slug);
  if (!definition) throw new Error(`No tax definition ${slug}`);
  return definition;
}

/** India's calendar date `days` from today (negative: in the past). */
export function indiaDate(days: number, now: Date = new Date()): string {
  return todayInIndia(new Date(now.getTime() + days * 86_400_000));
}

/** A valid create-order body of any type, from its shared definition; override any field. */
export function validOrder(slug: TaxSlug, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const definition = taxDefinitionOf(slug);
  const identifiers = Object.fromEntries(
    definition.identifiers.map((field) => {
      switch (field.kind) {
        case 'ward':
          return [field.name, '12'];
        case 'phone':
          return [field.name, '9876543210'];
        case 'textarea':
          return [field.name, '7A Temple Street'];
        default:
          return [field.name, `${field.label} 42`];
      }
    }),
  );
  const period = definition.period.kind === 'period' ? (definition.period.options[0]?.value ?? '') : '2026-10';
  return {
    type: slug,
    identifiers,
    [definition.period.name]: period,
    dueDate: indiaDate(5),
    amount: 1250.5,
    lateFee: 0,
    paymentMethod: 'upi',
    ...overrides,
  };
}

export async function createOrder(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}): Promise<TaxOrderCreated> {
  const response = await postJson(app, apiPaths.taxes.createOrder, body, headers);
  expect(response.status, response.text).toBe(201);
  return response.body as TaxOrderCreated;
}

export function sandboxCheckout(app: FastifyInstance, orderId: string, outcome: 'success' | 'failure' = 'success'): Promise<JsonResponse> {
  return postJson(app, apiPaths.payments.sandboxCheckout, { orderId, outcome });
}

export async function sandboxPay(app: FastifyInstance, orderId: string): Promise<SandboxCheckoutResult> {
  const response = await sandboxCheckout(app, orderId);
  expect(response.status, response.text).toBe(200);
  return response.body as SandboxCheckoutResult;
}

export async function verify(app: FastifyInstance, body: Record<string, unknown>): Promise<PaymentVerified> {
  const response = await postJson(app, apiPaths.taxes.verify, body);
  expect(response.status, response.text).toBe(200);
  return response.body as PaymentVerified;
}

/** A created and paid sandbox order: its answer, the checkout's result and the receipt. */
export async function paidOrder(app: FastifyInstance, slug: TaxSlug = 'property') {
  const order = await createOrder(app, validOrder(slug));
  const payment = await sandboxPay(app, order.orderId);
  const verified = await verify(app, { ...payment, id: order.id });
  expect(verified.verified).toBe(true);
  return { order, payment, verified };
}

export const adminStatusPath = (id: string) => `/api/admin/taxes/${id}/status`;

export async function taxRows(database: DatabaseHandle) {
  return database.db.select().from(taxPayments);
}

export async function taxRow(database: DatabaseHandle, id: string) {
  const rows = await taxRows(database);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no tax payment ${id}`);
  return row;
}

export async function taxEvents(database: DatabaseHandle, paymentId: string) {
  const events = await database.db.select().from(taxPaymentEvents);
  return events.filter((event) => event.paymentId === paymentId).sort((a, b) => a.at.getTime() - b.at.getTime());
}

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { codeProblem, postJson } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { createOrder, validOrder } from './tax-support';

const RUNS = 50;

/** Whatever the input: never a 5xx, and every 4xx is `{ error: string }` with nothing internal. */
function assertWellBehaved(response: JsonResponse) {
  if (response.status >= 500) throw new Error(`5xx for input: ${response.status} ${response.text}`);
  if (response.status >= 400) {
    const body = response.body as { error?: unknown } | null;
    if (typeof body?.error !== 'string') throw new Error(`4xx without { error: string }: ${response.status} ${response.text}`);
    if (/\n\s+at |node_modules|src\/server|Failed query/.test(response.text)) throw new Error(`Internals leaked: ${response.text}`);
    const problem = codeProblem(response);
    if (problem) throw new Error(`Error answer ${problem}`);
  }
}

const slugs = taxDefinitions.map((definition) => definition.slug);
const anyValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('abc', 'NaN', '1e308', '-0', '2026-02-30', '2026-13', 'upi', 'Apr-Jun', 'x'.repeat(300)),
  fc.constantFrom(1e308, -1e308, 0.001, -5, Number.MAX_SAFE_INTEGER, 1e-7),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);
const fieldName = fc.oneof(
  fc.constantFrom('type', 'identifiers', 'period', 'billMonth', 'dueDate', 'amount', 'lateFee', 'paymentMethod'),
  fc.string({ minLength: 1, maxLength: 10 }),
);

describe.each(testDatabases())('tax endpoints under arbitrary input on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('create-order: a valid order with arbitrary fields changed never gives a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...slugs), fc.dictionary(fieldName, anyValue, { maxKeys: 3 }), async (slug, changes) => {
        assertWellBehaved(await postJson(t.app, apiPaths.taxes.createOrder, { ...validOrder(slug), ...changes }));
      }),
      { numRuns: RUNS },
    );
  });

  it('verify and sandbox checkout: arbitrary bodies never give a 5xx nor pay anything', async () => {
    const order = await createOrder(t.app, validOrder('gas'));
    const verifyBody = fc.record(
      {
        paymentId: fc.oneof(anyValue, fc.constant('pay_ABCDEFGHIJKLMN')),
        orderId: fc.oneof(anyValue, fc.constant(order.orderId)),
        signature: fc.oneof(anyValue, fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })),
        id: fc.oneof(anyValue, fc.constant(order.id), fc.uuid()),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(verifyBody, async (body) => {
        const response = await postJson(t.app, apiPaths.taxes.verify, body);
        assertWellBehaved(response);
        expect((response.body as { verified?: unknown } | null)?.verified).not.toBe(true);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ orderId: anyValue, outcome: fc.oneof(anyValue, fc.constant('failure')) }, { requiredKeys: [] }),
        async (body) => {
          assertWellBehaved(await postJson(t.app, apiPaths.payments.sandboxCheckout, body));
        },
      ),
      { numRuns: RUNS },
    );
  });
});

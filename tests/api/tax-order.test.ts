import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { TaxOrderCreated } from '../../src/shared/api/submissions/tax-types';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { idempotencyKeys } from '../../src/server/db/schema';
import { insertClaimedTaxPayment } from '../../src/server/modules/taxes/tax-repository';
import { registerUser } from './helpers/accounts';
import { expectErrorBody, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { createOrder, indiaDate, taxEvents, taxRow, taxRows, validOrder } from './tax-support';

/** The part of the OpenAPI document the ward test reads. */
interface BodySchema {
  properties: { type: { enum: string[] }; identifiers: { properties: Record<string, unknown> } };
}
type OpenApiDocument = {
  paths: Record<string, { post: { requestBody: { content: Record<string, { schema: { oneOf: BodySchema[] } }> } } }>;
};

/** A valid property tax order with its ward number as given. */
const withWard = (wardNo: unknown) =>
  validOrder('property', { identifiers: { ...(validOrder('property').identifiers as object), wardNo } });

describe.each(testDatabases())('POST /api/taxes/create-order on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it.each(taxDefinitions.map((definition) => definition.slug))(
    'creates a %s order: paise, the server’s late fee, a gateway order, a created row',
    async (slug) => {
      const definition = taxDefinitions.find((candidate) => candidate.slug === slug);
      const body = validOrder(slug, { dueDate: indiaDate(-1), amount: 1250.5, lateFee: 9999 });
      const answer = await createOrder(t.app, body);
      const feePaise = (definition?.lateFeeRupees ?? 0) * 100;

      expect(answer).toMatchObject({ amount: 125_050 + feePaise, lateFee: feePaise, currency: 'INR', provider: 'sandbox' });
      expect(answer.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
      expect(answer.reference).toMatch(/^TAX-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(answer).not.toHaveProperty('keyId');

      const row = await taxRow(t.database, answer.id);
      expect(row).toMatchObject({
        type: slug,
        identifiers: body.identifiers,
        dueDate: body.dueDate,
        amountPaise: 125_050,
        lateFeePaise: feePaise,
        totalPaise: 125_050 + feePaise,
        paymentMethod: 'upi',
        status: 'created',
        gateway: 'sandbox',
        gatewayOrderId: answer.orderId,
        gatewayPaymentId: null,
        paidAt: null,
        ownerId: null,
        reference: answer.reference,
      });
      if (definition?.period.name === 'period') expect(row).toMatchObject({ period: body.period, billMonth: null });
      else expect(row).toMatchObject({ period: null, billMonth: body.billMonth });
      expect((await taxEvents(t.database, answer.id)).map((event) => event.status)).toEqual(['created']);
    },
  );

  it('charges no late fee on the due date itself in India, whatever lateFee the client sends', async () => {
    for (const lateFee of [0, 9999]) {
      const today = await createOrder(t.app, validOrder('gas', { dueDate: indiaDate(0), amount: 640, lateFee }));
      expect(today).toMatchObject({ amount: 64_000, lateFee: 0 });
      const yesterday = await createOrder(t.app, validOrder('gas', { dueDate: indiaDate(-1), amount: 640, lateFee }));
      expect(yesterday).toMatchObject({ amount: 69_000, lateFee: 5000 });
    }
  });

  it('keeps paise exact (0.1 + 0.2 rupees style amounts) and accepts the order without lateFee', async () => {
    const { lateFee: _omitted, ...body } = validOrder('water', { amount: 1000.29 });
    const answer = await createOrder(t.app, body);
    expect(answer.amount).toBe(100_029);
    expect((await taxRow(t.database, answer.id)).amountPaise).toBe(100_029);
  });

  it('makes a signed-in citizen the owner; a bad token is a 401', async () => {
    const { token, user } = await registerUser(t.app);
    const answer = await createOrder(t.app, validOrder('land'), { authorization: `Bearer ${token}` });
    const row = await taxRow(t.database, answer.id);
    expect(row.ownerId).not.toBeNull();
    expect(user.username).toBeTruthy();
    expectErrorBody(await postJson(t.app, apiPaths.taxes.createOrder, validOrder('land'), { authorization: 'Bearer nope' }), 401);
  });

  const badBodies: [string, unknown, string?][] = [
    ['a negative amount', validOrder('property', { amount: -5 }), 'amount'],
    ['an amount as text', validOrder('property', { amount: 'abc' }), 'amount'],
    ['a numeric string amount', validOrder('property', { amount: '100' }), 'amount'],
    ['an absurd amount', validOrder('property', { amount: 1e308 }), 'amount'],
    ['a tenth of a paisa', validOrder('property', { amount: 0.001 }), 'amount'],
    ['a null amount', validOrder('property', { amount: null }), 'amount'],
    ['a zero total', validOrder('water', { amount: 0, dueDate: indiaDate(3) }), 'amount'],
    ['a late fee as text', validOrder('property', { lateFee: 'NaN' }), 'lateFee'],
    ['no identifiers', { ...validOrder('property'), identifiers: undefined }, 'identifiers'],
    ['a missing identifier', validOrder('water', { identifiers: { consumerNo: 'W-1', zone: 'North' } }), 'identifiers.address'],
    ['an unknown identifier', validOrder('gas', { identifiers: { connectionNo: 'G-1', provider: 'City Gas', address: 'x', meter: '7' } })],
    [
      'an identifier as a number',
      validOrder('land', { identifiers: { pattaNo: 12, ownerName: 'R', village: 'V' } }),
      'identifiers.pattaNo',
    ],
    [
      'ward number 0',
      validOrder('property', { identifiers: { ...(validOrder('property').identifiers as object), wardNo: '0' } }),
      'identifiers.wardNo',
    ],
    ['ward number 0 as a number', withWard(0), 'identifiers.wardNo'],
    ['a negative ward number', withWard(-4), 'identifiers.wardNo'],
    ['a ward number with a fraction', withWard(12.5), 'identifiers.wardNo'],
    ['a ward number of seven digits', withWard(1_000_000), 'identifiers.wardNo'],
    ['a ward number as true', withWard(true), 'identifiers.wardNo'],
    ['a wrong period', validOrder('property', { period: '2024-2025' }), 'period'],
    ['a bill month instead of a period', { ...validOrder('land'), period: undefined, billMonth: '2026-01' }],
    ['a bad month', validOrder('electricity', { billMonth: '2026-13' }), 'billMonth'],
    ['a bad due date', validOrder('gas', { dueDate: '2026-02-30' }), 'dueDate'],
    ['an unknown payment method', validOrder('gas', { paymentMethod: 'cash' }), 'paymentMethod'],
    ['an unknown type', validOrder('gas', { type: 'dog' }), 'type'],
    ['no type', { ...validOrder('gas'), type: undefined }, 'type'],
    ['an unknown field', validOrder('gas', { total: 1 }), 'total'],
    ['an array', [validOrder('gas')]],
    ['null', null],
  ];

  it.each([
    ['a JSON number', 12],
    ['a string of digits', '12'],
  ])('takes the ward number as %s (spec: "a number, at least 1") and stores it as its digits', async (_name, wardNo) => {
    const answer = await createOrder(t.app, withWard(wardNo));
    expect((await taxRow(t.database, answer.id)).identifiers).toMatchObject({ wardNo: '12' });
  });

  it('an order with the ward as a number and the same order with it as text are one order for an Idempotency-Key', async () => {
    const headers = { 'idempotency-key': `tax-ward-${Date.now()}` };
    const asNumber = await postJson(t.app, apiPaths.taxes.createOrder, withWard(7), headers);
    const asText = await postJson(t.app, apiPaths.taxes.createOrder, withWard('7'), headers);
    expect(asNumber.status, asNumber.text).toBe(201);
    expect(asText.text).toBe(asNumber.text);
  });

  it('the OpenAPI document describes the ward number as digits or an integer of at least 1', async () => {
    const document = (await request(t.app, { method: 'GET', url: apiPaths.openApi })).body as OpenApiDocument;
    const bodies = document.paths[apiPaths.taxes.createOrder]?.post.requestBody.content['application/json']?.schema.oneOf ?? [];
    const property = bodies.find((body) => body.properties.type.enum.includes('property'));
    expect(property?.properties.identifiers.properties.wardNo).toMatchObject({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
      pattern: '^[1-9]\\d{0,5}$',
      minimum: 1,
    });
  });

  it('refuses another type of ward number with the ward’s message, not "must be text"', async () => {
    const error = expectErrorBody(await postJson(t.app, apiPaths.taxes.createOrder, withWard(false)), 400);
    expect(error.fields?.['identifiers.wardNo']).toBe('Ward number must be a whole number of at least 1');
  });

  it.each(badBodies)('refuses %s with a 400 naming the field, and stores nothing', async (_name, body, field) => {
    const before = (await taxRows(t.database)).length;
    const response = await postJson(t.app, apiPaths.taxes.createOrder, body);
    const error = expectErrorBody(response, 400);
    if (field) expect(error.fields?.[field], response.text).toBeTruthy();
    expect((await taxRows(t.database)).length).toBe(before);
  });

  it('answers 400 to malformed JSON and 415 to text, never a 5xx', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: apiPaths.taxes.createOrder,
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: apiPaths.taxes.createOrder,
      payload: 'type=gas',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('honours Idempotency-Key: five concurrent replays make one payment and the same answer', async () => {
    const body = validOrder('electricity');
    const headers = { 'idempotency-key': `tax-${Date.now()}` };
    const before = (await taxRows(t.database)).length;
    const responses = await Promise.all(Array.from({ length: 5 }, () => postJson(t.app, apiPaths.taxes.createOrder, body, headers)));
    for (const response of responses) expect(response.status, response.text).toBe(201);
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
    expect((await taxRows(t.database)).length).toBe(before + 1);
    const later = await postJson(t.app, apiPaths.taxes.createOrder, body, headers);
    expect((later.body as TaxOrderCreated).id).toBe((responses[0]?.body as TaxOrderCreated).id);

    const different = await postJson(t.app, apiPaths.taxes.createOrder, { ...body, amount: 1 }, headers);
    expectErrorBody(different, 422);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.createOrder, body, { 'idempotency-key': '' }), 400);
  });

  it('stores the key with the answer it sent, in the write that stores the payment and its first event', async () => {
    const key = `tax-stored-${Date.now()}`;
    const response = await postJson(t.app, apiPaths.taxes.createOrder, validOrder('water'), { 'idempotency-key': key });
    expect(response.status, response.text).toBe(201);
    const order = response.body as TaxOrderCreated;
    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toMatchObject({ scope: `POST ${apiPaths.taxes.createOrder}`, state: 'done', responseStatus: 201, responseBody: order });
    expect((await taxRow(t.database, order.id)).reference).toBe(order.reference);
    expect((await taxEvents(t.database, order.id)).map((event) => event.status)).toEqual(['created']);
    const replay = await postJson(t.app, apiPaths.taxes.createOrder, validOrder('water'), { 'idempotency-key': key });
    expect(replay.text).toBe(response.text);
  });

  it('a reference already taken fails the one-statement write whole: no key, no payment, no event; the key is then free', async () => {
    const taken = await createOrder(t.app, validOrder('gas'));
    const key = `tax-collision-${Date.now()}`;
    const claim = {
      keyScope: 'POST /api/test',
      keyValue: key,
      keyRequestHash: 'h',
      answerStatus: 201,
      answerBody: JSON.stringify({ reference: 'x' }),
    };
    const payment = {
      id: randomUUID(),
      reference: taken.reference,
      type: 'gas',
      identifiers: JSON.stringify({ consumerNo: '1234567' }),
      period: null,
      billMonth: '2026-10',
      dueDate: indiaDate(3),
      amountPaise: 500,
      lateFeePaise: 0,
      totalPaise: 500,
      paymentMethod: 'upi',
      gateway: 'sandbox',
      gatewayOrderId: `order_test${Date.now()}`,
      ownerId: null,
    };
    const before = (await taxRows(t.database)).length;
    expect(await insertClaimedTaxPayment(t.database.db, claim, payment)).toBe('reference-taken');
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    expect(await taxRows(t.database)).toHaveLength(before);
    expect(await taxEvents(t.database, payment.id)).toEqual([]);

    expect(await insertClaimedTaxPayment(t.database.db, claim, { ...payment, reference: 'TAX-2345-6789' })).toBe('written');
    expect(await taxEvents(t.database, payment.id)).toHaveLength(1);
    expect(await insertClaimedTaxPayment(t.database.db, claim, { ...payment, id: randomUUID(), reference: 'TAX-3456-7892' })).toBe(
      'key-taken',
    );
    expect(await taxRows(t.database)).toHaveLength(before + 1);
  });
});

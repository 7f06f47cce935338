import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { Bill, TaxOrderCreated } from '../../src/shared/api/submissions/tax-types';
import type { TaxSlug } from '../../src/shared/domain/taxes/tax-definitions';
import { registerAccounts, registerDemands, taxPayments } from '../../src/server/db/schema';
import type { DatabaseHandle } from '../../src/server/db/database';
import { registerUser } from './helpers/accounts';
import { poppler } from './helpers/poppler';
import { expectCodedError, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { createOrder, indiaDate, paidOrder, sandboxPay, taxEvents, taxRow, validOrder, verify } from './tax-support';

/** A number no other test uses. */
const freshNumber = (prefix: string) => `${prefix}/${randomBytes(4).toString('hex').toUpperCase()}`;

interface DemandSeed {
  period: string;
  periodStart: string;
  dueDate: string;
  amountPaise: number;
}

/** A register account with its demands, written as an import would leave them; answers the demands' bill numbers. */
async function seedRegister(
  database: DatabaseHandle,
  account: { type: TaxSlug; number: string; name?: string; ward?: string; identifiers?: Record<string, string> },
  demands: DemandSeed[],
): Promise<string[]> {
  const [row] = await database.db
    .insert(registerAccounts)
    .values({
      type: account.type,
      number: account.number,
      name: account.name ?? null,
      ward: account.ward ?? null,
      identifiers: account.identifiers ?? {},
    })
    .returning({ id: registerAccounts.id });
  if (!row) throw new Error('the account was not written');
  const inserted = await database.db
    .insert(registerDemands)
    .values(demands.map((demand) => ({ ...demand, accountId: row.id })))
    .returning({ billNo: registerDemands.billNo });
  return inserted.map(({ billNo }) => String(billNo));
}

const billUrl = (type: string, field: string, value: string) => `${apiPaths.bills}?type=${type}&${field}=${encodeURIComponent(value)}`;

/** A property order for the register's number and period, with the amount given. */
const propertyOrder = (propertyId: string, amount: number, overrides: Record<string, unknown> = {}) => {
  const base = validOrder('property');
  return validOrder('property', {
    identifiers: { ...(base.identifiers as object), propertyId },
    period: 'Apr-Jun',
    amount,
    ...overrides,
  });
};

/** A property demand of Apr-Jun due in 20 days, whose period began 40 days ago (no rebate, no late fee). */
const plainDemand = (amountPaise = 500_000): DemandSeed => ({
  period: 'Apr-Jun',
  periodStart: indiaDate(-40),
  dueDate: indiaDate(20),
  amountPaise,
});

describe.each(testDatabases())('Bills from the register on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  describe('GET /api/bills', () => {
    it('answers the bill with its dues oldest first, arrears included, the name masked and no mobile number or address', async () => {
      const number = freshNumber('PT');
      await seedRegister(
        t.database,
        {
          type: 'property',
          number,
          name: 'Rama Kumar',
          ward: '12',
          identifiers: { ownerName: 'Rama Kumar', mobile: '9876543210', wardNo: '12', doorNo: '7A', address: '7A Temple Street' },
        },
        [plainDemand(500_000), { period: 'Jan-Mar', periodStart: indiaDate(-130), dueDate: indiaDate(-70), amountPaise: 300_000 }],
      );

      // Typed as people type it: lower case, with spaces.
      const response = await request(t.app, {
        method: 'GET',
        url: billUrl('property', 'propertyId', ` ${number.toLowerCase().replace('/', ' / ')} `),
      });
      expect(response.status, response.text).toBe(200);
      const bill = response.body as Bill;
      expect(bill).toMatchObject({ type: 'property', number, name: 'R***a K***r', identifiers: { wardNo: '12' } });
      expect(response.text).not.toMatch(/9876543210|Temple|Rama|Kumar|7A/);
      expect(bill.dues.map((due) => due.period)).toEqual(['Jan-Mar', 'Apr-Jun']);
      // The arrear is late: its flat ₹200 fee is added; the current one is neither late nor early.
      expect(bill.dues[0]).toMatchObject({ status: 'due', amount: 3000, lateFee: 200, rebate: 0, total: 3200 });
      expect(bill.dues[1]).toMatchObject({ status: 'due', amount: 5000, lateFee: 0, rebate: 0, total: 5000 });
      expect(bill.totalDue).toBe(8200);
    });

    it('takes off the early-payment rebate within the first 30 days of the period', async () => {
      const number = freshNumber('PT');
      await seedRegister(t.database, { type: 'property', number }, [{ ...plainDemand(500_000), periodStart: indiaDate(-5) }]);
      const bill = (await request(t.app, { method: 'GET', url: billUrl('property', 'propertyId', number) })).body as Bill;
      expect(bill.dues[0]).toMatchObject({ amount: 5000, rebate: 250, total: 4750 });
      expect(bill.totalDue).toBe(4750);
    });

    it('answers 404 bill.not_found for a number the register does not hold, and 400 for a missing number or an unknown type', async () => {
      expectCodedError(await request(t.app, { method: 'GET', url: billUrl('water', 'consumerNo', freshNumber('W')) }), 404);
      const missing = expectCodedError(await request(t.app, { method: 'GET', url: `${apiPaths.bills}?type=water` }), 400);
      expect(missing.fields).toHaveProperty('consumerNo');
      const unknown = expectCodedError(await request(t.app, { method: 'GET', url: `${apiPaths.bills}?type=toll&consumerNo=1` }), 400);
      expect(unknown.code).toBe('tax.unknown_type');
    });
  });

  describe('POST /api/taxes/create-order of a register bill', () => {
    it('charges the register’s amount with the server’s rebate, names the demand, and takes the period and due date from it', async () => {
      const number = freshNumber('PT');
      const [billNumber] = await seedRegister(t.database, { type: 'property', number }, [
        { ...plainDemand(500_000), periodStart: indiaDate(-3) },
      ]);
      const order = await createOrder(t.app, propertyOrder(` ${number.toLowerCase()}`, 5000, { dueDate: indiaDate(-400) }));
      expect(order).toMatchObject({ amount: 475_000, lateFee: 0, rebate: 25_000 });

      const row = await taxRow(t.database, order.id);
      expect(row).toMatchObject({
        amountPaise: 500_000,
        rebatePaise: 25_000,
        totalPaise: 475_000,
        period: 'Apr-Jun',
        dueDate: indiaDate(20),
      });
      // The receipt names the bill as the register writes it, however it was typed.
      expect(row.identifiers.propertyId).toBe(number);
      const [demand] = await t.database.db
        .select()
        .from(registerDemands)
        .where(eq(registerDemands.billNo, Number(billNumber)));
      expect(row.demandId).toBe(demand?.id);
    });

    it('prints the rebate on the signed receipt, in both languages, and the total after it', async () => {
      const number = freshNumber('PT');
      await seedRegister(t.database, { type: 'property', number }, [{ ...plainDemand(500_000), periodStart: indiaDate(-3) }]);
      const { token } = await registerUser(t.app);
      const order = await createOrder(t.app, propertyOrder(number, 5000), { authorization: `Bearer ${token}` });
      const verified = await verify(t.app, { ...(await sandboxPay(t.app, order.orderId)), id: order.id });
      expect(verified.receipt).toMatchObject({ amount: 500_000, rebate: 25_000, total: 475_000 });

      const pdf = await t.app.inject({
        method: 'GET',
        url: apiPaths.me.receiptPdf(order.id),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.statusCode).toBe(200);
      const text = poppler(pdf.rawPayload).text();
      // Each line: the Tamil label and the value, the English label under it.
      expect(text).toMatch(/தள்ளுபடி\s+-₹250\.00\s+Rebate for early payment/);
      expect(text).toMatch(/₹4,750\.00\s+Total paid/);
    });

    it('refuses another amount with 409 tax.amount_not_due saying what is due, and stores nothing', async () => {
      const number = freshNumber('PT');
      await seedRegister(t.database, { type: 'property', number }, [plainDemand(500_000)]);
      const response = await postJson(t.app, apiPaths.taxes.createOrder, propertyOrder(number, 1));
      const error = expectCodedError(response, 409);
      expect(error).toMatchObject({ code: 'tax.amount_not_due', values: { due: 5000 } });
      expect(error.error).toContain('5000');
      const rows = await t.database.db
        .select()
        .from(taxPayments)
        .where(sql`${taxPayments.identifiers}->>'propertyId' = ${number}`);
      expect(rows).toEqual([]);
    });

    it('pays a bill once: a second order of a paid bill is 409 tax.already_paid, and the bill shows it paid with its receipt', async () => {
      const number = freshNumber('PT');
      await seedRegister(t.database, { type: 'property', number }, [plainDemand(500_000)]);
      const order = await createOrder(t.app, propertyOrder(number, 5000));
      const payment = await sandboxPay(t.app, order.orderId);
      const verified = await verify(t.app, { ...payment, id: order.id });
      expect(verified.receipt).toMatchObject({ amount: 500_000, total: 500_000 });

      const again = expectCodedError(await postJson(t.app, apiPaths.taxes.createOrder, propertyOrder(number, 5000)), 409);
      expect(again.code).toBe('tax.already_paid');
      const bill = (await request(t.app, { method: 'GET', url: billUrl('property', 'propertyId', number) })).body as Bill;
      expect(bill.dues[0]).toMatchObject({ status: 'paid', total: 5000, receiptNumber: verified.receipt?.receiptNumber });
      expect(bill.dues[0]?.verifyUrl).toContain('/verify/');
      expect(bill.totalDue).toBe(0);
    });

    it('lets one of two phones paying one bill at once make the order; the other is told a payment is in progress', async () => {
      const number = freshNumber('PT');
      await seedRegister(t.database, { type: 'property', number }, [plainDemand(500_000)]);
      const [first, second] = await Promise.all([
        postJson(t.app, apiPaths.taxes.createOrder, propertyOrder(number, 5000), {
          'idempotency-key': `k-${randomBytes(8).toString('hex')}`,
        }),
        postJson(t.app, apiPaths.taxes.createOrder, propertyOrder(number, 5000), {
          'idempotency-key': `k-${randomBytes(8).toString('hex')}`,
        }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const refused = expectCodedError(first.status === 409 ? first : second, 409);
      expect(refused).toMatchObject({ code: 'tax.payment_in_progress', values: { minutes: 1, wait: 15 } });
      const open = await t.database.db
        .select()
        .from(taxPayments)
        .where(sql`${taxPayments.identifiers}->>'propertyId' = ${number}`);
      expect(open.map((row) => row.status)).toEqual(['created']);
    });

    it('gives the same account its open order back, and replaces another’s order once it is 15 minutes old', async () => {
      const number = freshNumber('PT');
      await seedRegister(t.database, { type: 'property', number }, [plainDemand(500_000)]);
      const { token } = await registerUser(t.app);
      const auth = { authorization: `Bearer ${token}` };
      const mine = await createOrder(t.app, propertyOrder(number, 5000), auth);
      const again = (await postJson(t.app, apiPaths.taxes.createOrder, propertyOrder(number, 5000), auth)).body as TaxOrderCreated;
      expect(again).toMatchObject({ id: mine.id, orderId: mine.orderId });

      await t.database.db
        .update(taxPayments)
        .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(taxPayments.id, mine.id));
      const theirs = await createOrder(t.app, propertyOrder(number, 5000));
      expect(theirs.id).not.toBe(mine.id);
      expect((await taxRow(t.database, mine.id)).status).toBe('cancelled');
      expect((await taxEvents(t.database, mine.id)).at(-1)).toMatchObject({
        status: 'cancelled',
        note: 'Replaced by a newer order of the same bill',
      });
    });

    it('finds the demand by its bill number, and answers 404 for a bill number the register does not hold', async () => {
      const number = freshNumber('PT');
      const [older, newer] = await seedRegister(t.database, { type: 'property', number }, [
        { period: 'Apr-Jun', periodStart: indiaDate(-400), dueDate: indiaDate(-340), amountPaise: 400_000 },
        plainDemand(500_000),
      ]);
      // The same quarter of two years: the bill number says which.
      const order = await createOrder(t.app, propertyOrder(number, 4000, { billNumber: older }));
      expect(order).toMatchObject({ amount: 420_000, lateFee: 20_000 });
      expect(newer).toBeDefined();
      const unknown = expectCodedError(
        await postJson(t.app, apiPaths.taxes.createOrder, propertyOrder(number, 4000, { billNumber: '999999999' })),
        404,
      );
      expect(unknown.code).toBe('bill.not_found');
    });

    it('takes a bill the register does not hold as the citizen assessed it, with no demand', async () => {
      const { order } = await paidOrder(t.app, 'water');
      expect((await taxRow(t.database, order.id)).demandId).toBeNull();
    });
  });
});

describe.each(testDatabases())('TAX_REGISTER=closed on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { TAX_REGISTER: 'closed' } });
  });
  afterAll(() => t?.close());

  it('refuses an order of a bill the register does not hold with 404 bill.not_found, and stores nothing', async () => {
    const body = validOrder('gas', { identifiers: { ...(validOrder('gas').identifiers as object), connectionNo: freshNumber('G') } });
    const error = expectCodedError(await postJson(t.app, apiPaths.taxes.createOrder, body), 404);
    expect(error.code).toBe('bill.not_found');
    expect(await t.database.db.select().from(taxPayments)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { AdminListAnswer, TaxAdminRow } from '../../src/shared/api/admin-types';
import type { CollectionReport } from '../../src/shared/api/submissions/tax-types';
import { todayInIndia } from '../../src/shared/domain/common/dates';
import { financialYearOf } from '../../src/shared/domain/taxes/financial-year';
import type { TaxSlug } from '../../src/shared/domain/taxes/tax-definitions';
import { auditLog, registerAccounts, registerDemands, taxPayments } from '../../src/server/db/schema';
import type { TaxPaymentStatus } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, getWithToken } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const HYPERLINK_WARD = '=HYPERLINK("http://evil.example","Ward 5")';

describe.each(testDatabases())('the collection report on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  // The register and its payments, written as an import and the gateway would leave them.
  async function account(type: TaxSlug, ward: string | null): Promise<string> {
    const number = `N-${randomUUID().slice(0, 8)}`;
    const [row] = await t.database.db
      .insert(registerAccounts)
      .values({ type, number, name: 'Ravi Kumar', ward, identifiers: { number } })
      .returning({ id: registerAccounts.id });
    if (!row) throw new Error('No account inserted');
    return row.id;
  }

  async function demand(accountId: string, periodStart: string, amountPaise: number): Promise<{ id: string; billNo: number }> {
    const [row] = await t.database.db
      .insert(registerDemands)
      .values({ accountId, period: periodStart.slice(0, 7), periodStart, dueDate: periodStart, amountPaise })
      .returning({ id: registerDemands.id, billNo: registerDemands.billNo });
    if (!row) throw new Error('No demand inserted');
    return row;
  }

  interface PaymentOf {
    type: TaxSlug;
    amountPaise: number;
    status?: TaxPaymentStatus;
    /** India's time, e.g. 2022-06-15T10:00 (a paid or refunded payment's). */
    paidAt?: string;
    demandId?: string;
    lateFeePaise?: number;
    rebatePaise?: number;
  }

  async function payment({ type, amountPaise, status = 'paid', paidAt, demandId, lateFeePaise = 0, rebatePaise = 0 }: PaymentOf) {
    const settled = status === 'paid' || status === 'refunded';
    const [row] = await t.database.db
      .insert(taxPayments)
      .values({
        reference: `TAX-${randomUUID().slice(0, 4).toUpperCase()}-${randomUUID().slice(0, 4).toUpperCase()}`,
        type,
        identifiers: { ownerName: 'Ravi Kumar' },
        billMonth: '2022-06',
        dueDate: '2022-06-30',
        amountPaise,
        lateFeePaise,
        rebatePaise,
        totalPaise: amountPaise + lateFeePaise - rebatePaise,
        demandId: demandId ?? null,
        paymentMethod: 'upi',
        status,
        gateway: 'sandbox',
        gatewayOrderId: `order_${randomUUID()}`,
        gatewayPaymentId: settled ? `pay_${randomUUID()}` : null,
        gatewayRefundId: status === 'refunded' ? `rfnd_${randomUUID()}` : null,
        paidAt: settled ? new Date(`${paidAt ?? '2022-06-15T10:00'}:00+05:30`) : null,
      })
      .returning({ id: taxPayments.id });
    if (!row) throw new Error('No payment inserted');
    return row.id;
  }

  const get = (path: string, token = admin) => getWithToken(t.app, path, token);
  const report = async (query: string): Promise<CollectionReport> => {
    const response = await get(`${adminApiPaths.collection}${query}`);
    expect(response.status, response.text).toBe(200);
    return response.body as CollectionReport;
  };

  const ids: Record<string, string> = {};
  let paidBillNo = 0;

  // In the financial year 2022-23, long past: apart from this year, which the report covers by default.
  beforeAll(async () => {
    // Property, ward 12: a quarter paid (with a late fee, which is not demand), one unpaid, and one of the year before.
    const ward12 = await account('property', '12');
    const paidQuarter = await demand(ward12, '2022-04-01', 500_000);
    paidBillNo = paidQuarter.billNo;
    ids.withLateFee = await payment({ type: 'property', amountPaise: 500_000, lateFeePaise: 20_000, demandId: paidQuarter.id });
    await demand(ward12, '2022-07-01', 300_000);
    await demand(ward12, '2021-04-01', 100_000);
    // Property, ward 2: refunded money is owed again.
    const ward2 = await account('property', '2');
    const refunded = await demand(ward2, '2022-10-01', 200_000);
    await payment({ type: 'property', amountPaise: 200_000, status: 'refunded', demandId: refunded.id });
    // Property with no ward (and one with a blank ward): paid within the rebate's days.
    const noWard = await demand(await account('property', null), '2023-01-01', 100_000);
    ids.withRebate = await payment({ type: 'property', amountPaise: 100_000, rebatePaise: 5_000, demandId: noWard.id });
    await demand(await account('property', '  '), '2023-03-01', 50_000);
    // Water: a ward a spreadsheet would run as a formula, unpaid.
    await demand(await account('water', HYPERLINK_WARD), '2022-11-01', 45_050);
    // Self-assessed: property paid in the year (the last evening of 31 March in India too), before it, after it, and unpaid.
    ids.selfAssessed = await payment({ type: 'property', amountPaise: 123_400, paidAt: '2022-06-15T10:00' });
    await payment({ type: 'property', amountPaise: 10_000, paidAt: '2023-03-31T23:30' });
    await payment({ type: 'property', amountPaise: 99_900, paidAt: '2022-03-31T23:59' });
    await payment({ type: 'property', amountPaise: 77_700, paidAt: '2023-04-01T00:10' });
    await payment({ type: 'property', amountPaise: 88_800, status: 'created' });
    // Land: self-assessed only, with no register at all.
    await payment({ type: 'land', amountPaise: 50_000, paidAt: '2022-05-01T09:00' });
  });

  it('sums demand, collected and outstanding per type and ward, and each type’s self-assessed money', async () => {
    expect(await report('?from=2022-04-01&to=2023-03-31')).toEqual({
      from: '2022-04-01',
      to: '2023-03-31',
      rows: [
        { type: 'property', ward: '2', demand: 2000, collected: 0, outstanding: 2000 },
        { type: 'property', ward: '12', demand: 8000, collected: 5000, outstanding: 3000 },
        { type: 'property', ward: null, demand: 1500, collected: 1000, outstanding: 500, selfAssessed: 1334 },
        { type: 'water', ward: HYPERLINK_WARD, demand: 450.5, collected: 0, outstanding: 450.5 },
        { type: 'land', ward: null, demand: 0, collected: 0, outstanding: 0, selfAssessed: 500 },
      ],
      totals: { demand: 11_950.5, collected: 6000, outstanding: 5950.5 },
    });
  });

  it('counts the demands whose period starts in the range, and the self-assessed money paid in its days', async () => {
    const quarter = await report('?from=2022-04-01&to=2022-06-30');
    expect(quarter.rows).toEqual([
      { type: 'property', ward: '12', demand: 5000, collected: 5000, outstanding: 0 },
      { type: 'property', ward: null, demand: 0, collected: 0, outstanding: 0, selfAssessed: 1234 },
      { type: 'land', ward: null, demand: 0, collected: 0, outstanding: 0, selfAssessed: 500 },
    ]);
    // One end given: the other is that financial year's.
    expect(await report('?from=2022-04-01')).toMatchObject({ from: '2022-04-01', to: '2023-03-31' });
    expect(await report('?to=2021-12-31')).toMatchObject({
      from: '2021-04-01',
      to: '2021-12-31',
      rows: [{ type: 'property', ward: '12', demand: 1000, collected: 0, outstanding: 1000 }],
    });
  });

  it('covers this financial year in India when asked for no period', async () => {
    const year = financialYearOf(todayInIndia());
    const gas = await account('gas', 'Zone A');
    await demand(gas, year.from, 60_000);
    // The month before the year began is not in it.
    await demand(gas, `${Number(year.from.slice(0, 4))}-03-01`, 70_000);
    const answer = await report('');
    expect({ from: answer.from, to: answer.to }).toEqual(year);
    expect(answer.rows.filter((row) => row.type === 'gas')).toEqual([
      { type: 'gas', ward: 'Zone A', demand: 600, collected: 0, outstanding: 600 },
    ]);
  });

  it('refuses a date that is not one, a range that ends before it starts, and unknown parameters, naming each', async () => {
    const refused = async (query: string) => expectCodedError(await get(`${adminApiPaths.collection}${query}`), 400);
    expect(await refused('?from=2022-02-30')).toMatchObject({ code: 'admin.collection_invalid', fieldCodes: { from: 'date' } });
    expect(await refused('?to=31-03-2026')).toMatchObject({ fieldCodes: { to: 'date' } });
    expect(await refused('?from=2023-04-01&to=2023-03-31')).toMatchObject({ fields: { to: 'to must be on or after from.' } });
    expect(await refused('?from=2022-04-01&ward=12')).toMatchObject({ fieldCodes: { ward: 'unknown' } });
    expect(expectCodedError(await get(`${adminApiPaths.collectionCsv}?to=2023-13-01`), 400).fieldCodes).toEqual({ to: 'date' });
  });

  it('is for clerks only', async () => {
    for (const path of [adminApiPaths.collection, adminApiPaths.collectionCsv]) {
      expectCodedError(await get(path, citizen), 403);
      expectCodedError(await getWithToken(t.app, path), 401);
    }
  });

  it('gives the same rows as CSV, formula-like wards neutralised, with totals, as an audited export', async () => {
    const response = await get(`${adminApiPaths.collectionCsv}?from=2022-04-01&to=2023-03-31`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="collection-2022-04-01-to-2023-03-31.csv"');
    expect(response.text.split('\r\n')).toEqual([
      '\uFEFFType,Ward,Demand,Collected,Outstanding,Self-assessed',
      'property,2,2000,0,2000,',
      'property,12,8000,5000,3000,',
      'property,,1500,1000,500,1334',
      `water,"'=HYPERLINK(""http://evil.example"",""Ward 5"")",450.5,0,450.5,`,
      'land,,0,0,0,500',
      'Total,,11950.5,6000,5950.5,1834',
      '',
    ]);
    const exports = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'));
    expect(exports.map((entry) => entry.targetReference)).toContain('collection?from=2022-04-01&to=2023-03-31');
  });

  it('marks self-assessed payments for clerks, and names a register payment’s bill and rebate', async () => {
    const response = await get(`${adminApiPaths.list}?only=taxes&limit=200`);
    expect(response.status, response.text).toBe(200);
    const rows = (response.body as AdminListAnswer).data.taxes ?? [];
    const row = (id: string | undefined): TaxAdminRow | undefined => rows.find((candidate) => candidate._id === id);
    expect(row(ids.selfAssessed)).toMatchObject({ selfAssessed: true, billNumber: null, rebate: 0, amount: 1234 });
    expect(row(ids.withLateFee)).toMatchObject({
      selfAssessed: false,
      billNumber: String(paidBillNo),
      rebate: 0,
      lateFee: 200,
      total: 5200,
    });
    expect(row(ids.withRebate)).toMatchObject({ selfAssessed: false, rebate: 50, total: 950 });
    expect(row(ids.withRebate)?.billNumber).toMatch(/^\d+$/);

    const csv = await get('/api/admin/export/taxes.csv');
    expect(csv.status, csv.text).toBe(200);
    const [header, ...lines] = csv.text.split('\r\n');
    expect(header?.endsWith(',Rebate,Bill number,Self-assessed')).toBe(true);
    const withRebate = lines.find((line) => line.includes(`,50,`) && line.endsWith(',no'));
    expect(withRebate).toBeDefined();
    expect(lines.filter((line) => line.endsWith(',,yes'))).toHaveLength(6);
  });
});

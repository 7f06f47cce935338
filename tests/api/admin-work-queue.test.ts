import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkQueueAnswer, WorkQueueItem } from '../../src/shared/api/admin-queue-types';
import { adminListSearchParams } from '../../src/shared/api/admin-types';
import type { AdminListAnswer, AdminListQuery, CertificateAdminRow, TaxAdminRow } from '../../src/shared/api/admin-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { todayInIndia } from '../../src/shared/domain/common/dates';
import { applications, auditLog, grievances, taxPayments } from '../../src/server/db/schema';
import { expireUnpaidOrders } from '../../src/server/modules/taxes/tax-repository';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, validValues } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { aGrievance, submitGrievance, UNLIMITED } from './grievance-support';
import { adminStatusPath, createOrder, sandboxPay, validOrder, verify } from './tax-support';

const income = definitionOf('income');
const birth = definitionOf('birth');
const DAY = 86_400_000;

/** The files of a ZIP by name, in the order they were written. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((done, fail) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? fail(error) : done(opened))),
  );
  const openReadStream = promisify(zip.openReadStream.bind(zip));
  const files = new Map<string, Buffer>();
  await new Promise<void>((done, fail) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of await openReadStream(entry)) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      })().catch(fail);
    });
    zip.on('end', done);
    zip.on('error', fail);
    zip.readEntry();
  });
  return files;
}

/** The value, failing the test when there is none. */
function given<T>(value: T | undefined): T {
  expect(value).toBeDefined();
  return value as T;
}

const aReference = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
/** Noon in India `days` days from today (negative: before). */
const indiaNoon = (days: number) => new Date(Date.parse(`${todayInIndia()}T12:00:00+05:30`) + days * DAY);

describe.each(testDatabases())('the work queue, due dates, search, expiry and export on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, CERTIFICATE_SERVICE_DAYS: 'income=10,birth=3', GRIEVANCE_SERVICE_DAYS: '5' } });
    adminToken = (await setupAdmin(t.app)).token;
    citizenToken = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  async function listed(query: AdminListQuery): Promise<AdminListAnswer> {
    const response = await getWithToken(t.app, `${adminApiPaths.list}?${adminListSearchParams(query).toString()}`, adminToken);
    expect(response.status, response.text).toBe(200);
    return response.body as AdminListAnswer;
  }
  async function seed(
    definition = income,
    rows: { at: Date; values?: Record<string, string>; status?: 'pending' | 'accepted' | 'declined' }[],
  ) {
    const inserted = await t.database.db
      .insert(applications)
      .values(
        rows.map((row) => ({
          type: definition.slug,
          reference: aReference('SEE'),
          data: validValues(definition, row.values),
          createdAt: row.at,
          status: row.status ?? 'pending',
        })),
      )
      .returning({ id: applications.id, reference: applications.reference });
    return inserted;
  }
  async function clear() {
    await t.database.db.delete(applications);
    await t.database.db.delete(grievances);
  }

  describe('service times', () => {
    it('gives each application its due date and days left, and the overdue filter shows only late pending ones', async () => {
      await clear();
      // income: 10 days. Submitted 12 days ago: 2 days late; 10 days ago: due today; 3 days ago: 7 left.
      const [late, dueToday, fresh] = await seed(income, [{ at: indiaNoon(-12) }, { at: indiaNoon(-10) }, { at: indiaNoon(-3) }]);
      const [lateButDecided] = await seed(income, [{ at: indiaNoon(-20), status: 'accepted' }]);
      const rows = (await listed({ only: ['income'] })).data.income ?? [];
      const byId = new Map(rows.map((row: CertificateAdminRow) => [row._id, row]));
      expect(byId.get(given(late).id)).toMatchObject({ dueBy: todayInIndia(indiaNoon(-2)), daysLeft: -2 });
      expect(byId.get(given(dueToday).id)).toMatchObject({ dueBy: todayInIndia(), daysLeft: 0 });
      expect(byId.get(given(fresh).id)).toMatchObject({ daysLeft: 7 });

      const overdue = (await listed({ only: ['income'], overdue: { income: true } })).data.income ?? [];
      expect(overdue.map((row) => row._id)).toEqual([given(late).id]);
      expect(overdue.map((row) => row._id)).not.toContain(given(lateButDecided).id);
    });

    it('refuses an overdue filter on a list that has no service time, naming it', async () => {
      const response = await getWithToken(t.app, `${adminApiPaths.list}?grievances.overdue=1`, adminToken);
      const body = expectCodedError(response, 400);
      expect(body.fieldCodes).toEqual({ 'grievances.overdue': 'overdue' });
    });
  });

  describe('To review', () => {
    async function queue(query = '', token = adminToken): Promise<WorkQueueAnswer> {
      const response = await getWithToken(t.app, `${adminApiPaths.queue}${query}`, token);
      expect(response.status, response.text).toBe(200);
      return response.body as WorkQueueAnswer;
    }

    it('lists pending applications of every type and open grievances, due soonest first, and pages without repeats', async () => {
      await clear();
      // Due (days from today): income -12+10 = -2, birth -4+3 = -1, income -5+10 = 5, birth -1+3 = 2.
      const [incomeLate, incomeLater] = await seed(income, [{ at: indiaNoon(-12) }, { at: indiaNoon(-5) }]);
      const [birthLate, birthSoon] = await seed(birth, [{ at: indiaNoon(-4) }, { at: indiaNoon(-1) }]);
      await seed(income, [{ at: indiaNoon(-30), status: 'declined' }]);
      const open = await submitGrievance(t.app, aGrievance());
      const closed = await submitGrievance(t.app, aGrievance());
      const openId = open.complaintId;
      const closedId = closed.complaintId;
      // Grievances: 5 days. Submitted 4 days ago and In Progress: due in 1 day.
      await t.database.db
        .update(grievances)
        .set({ createdAt: indiaNoon(-4), status: 'In Progress' })
        .where(eq(grievances.complaintId, openId));
      await t.database.db.update(grievances).set({ status: 'Resolved' }).where(eq(grievances.complaintId, closedId));

      const all = await queue();
      expect(all.items.map((item) => item.reference)).toEqual([
        given(incomeLate).reference,
        given(birthLate).reference,
        openId,
        given(birthSoon).reference,
        given(incomeLater).reference,
      ]);
      expect(all.items.map((item) => item.daysLeft)).toEqual([-2, -1, 1, 2, 5]);
      expect(all.items[2]).toMatchObject({ kind: 'grievance', type: null, status: 'In Progress' });
      expect(all.items[0]).toMatchObject({ kind: 'application', type: 'income', status: 'pending', name: 'Applicant Name value' });
      expect(all.next).toBeNull();

      // Two at a time: the same items in the same order, none twice.
      const seen: WorkQueueItem[] = [];
      let after: string | null = null;
      do {
        const page: WorkQueueAnswer = await queue(`?limit=2${after ? `&after=${after}` : ''}`);
        seen.push(...page.items);
        after = page.next;
      } while (after);
      expect(seen.map((item) => item._id)).toEqual(all.items.map((item) => item._id));

      // "Next" after an item: the items after its cursor.
      const next = await queue(`?limit=1&after=${given(all.items[1]).cursor}`);
      expect(next.items.map((item) => item.reference)).toEqual([openId]);
    });

    it('keeps its place when the item just decided leaves the queue', async () => {
      const before = await queue();
      const first = given(before.items[0]);
      await t.database.db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, first._id));
      const after = await queue(`?after=${first.cursor}`);
      expect(after.items.map((item) => item._id)).toEqual(before.items.slice(1).map((item) => item._id));
      // The same page asked again (kept in memory, decision 013) shows the change at once.
      expect((await queue()).items.map((item) => item._id)).toEqual(before.items.slice(1).map((item) => item._id));
    });

    it('is for clerks only and refuses bad parameters', async () => {
      expect((await getWithToken(t.app, adminApiPaths.queue)).status).toBe(401);
      expect((await getWithToken(t.app, adminApiPaths.queue, citizenToken)).status).toBe(403);
      const body = expectCodedError(await getWithToken(t.app, `${adminApiPaths.queue}?limit=0&after=nope&x=1`, adminToken), 400);
      expect(body.fieldCodes).toEqual({ limit: 'limit', after: 'cursor', x: 'unknown' });
    });
  });

  describe('search', () => {
    it('finds applications by mobile number (however it was written) and by words of an address', async () => {
      await clear();
      const [match] = await seed(income, [
        { at: indiaNoon(-1), values: { mobile: '+91 99401-23456', address: '14 Kamaraj Salai, Anna Nagar, Madurai' } },
      ]);
      await seed(income, [{ at: indiaNoon(-1), values: { mobile: '9000000000', address: '3 Beach Road, Nagapattinam' } }]);
      for (const q of ['9940123456', '99401', 'anna madurai', 'KAMARAJ']) {
        const rows = (await listed({ only: ['income'], q })).data.income ?? [];
        expect(
          rows.map((row) => row._id),
          q,
        ).toEqual([given(match).id]);
      }
    });

    it('finds payments by property, consumer, connection and patta number and by the payer, and not by one never given', async () => {
      const property = await createOrder(
        t.app,
        validOrder('property', {
          identifiers: { ...(validOrder('property').identifiers as object), propertyId: 'PT-0042-77', ownerName: 'Meenakshi Sundaram' },
        }),
      );
      const water = await createOrder(
        t.app,
        validOrder('water', { identifiers: { consumerNo: 'WC-556677', zone: 'North', address: '2 Lake View Street' } }),
      );
      const gas = await createOrder(
        t.app,
        validOrder('gas', { identifiers: { connectionNo: 'GAS-9911', provider: 'Indane', address: '9 Market Road' } }),
      );
      const land = await createOrder(
        t.app,
        validOrder('land', { identifiers: { pattaNo: 'PATTA-314', ownerName: 'Ravi Kumar', village: 'Melur' } }),
      );
      const cases: [string, string][] = [
        ['PT-0042', property.id],
        ['meenakshi', property.id],
        ['WC-556677', water.id],
        ['lake view', water.id],
        ['GAS-9911', gas.id],
        ['patta-314', land.id],
      ];
      for (const [q, id] of cases) {
        const rows = (await listed({ only: ['taxes'], q })).data.taxes ?? [];
        expect(
          rows.map((row: TaxAdminRow) => row._id),
          q,
        ).toEqual([id]);
      }
      expect((await listed({ only: ['taxes'], q: 'nobody-has-this' })).data.taxes).toEqual([]);
    });

    it('finds a name across Tamil script and Latin letters, in applications, grievances and payments', async () => {
      await clear();
      const [meena, lakshmi] = await seed(income, [
        { at: indiaNoon(-1), values: { applicantName: 'மீனா சுந்தரம்' } },
        { at: indiaNoon(-1), values: { applicantName: 'Lakshmi Priya' } },
      ]);
      await seed(income, [{ at: indiaNoon(-1), values: { applicantName: 'Ravi Kumar' } }]);
      const cases: [string, string][] = [
        ['Meena', given(meena).id],
        ['meena sundaram', given(meena).id],
        ['MINA', given(meena).id],
        ['மீனா', given(meena).id],
        ['பிரியா', given(lakshmi).id],
      ];
      for (const [q, id] of cases) {
        const rows = (await listed({ only: ['income'], q })).data.income ?? [];
        expect(
          rows.map((row) => row._id),
          q,
        ).toEqual([id]);
      }

      const grievance = await submitGrievance(t.app, aGrievance({ name: 'செந்தில் குமார்' }));
      const grievanceRows = (await listed({ only: ['grievances'], q: 'Senthil' })).data.grievances ?? [];
      expect(grievanceRows.map((row) => row.complaintId)).toEqual([grievance.complaintId]);

      const payment = await createOrder(
        t.app,
        validOrder('land', { identifiers: { pattaNo: 'PATTA-2718', ownerName: 'பழனிசாமி', village: 'Melur' } }),
      );
      const paymentRows = (await listed({ only: ['taxes'], q: 'Pazhanisamy' })).data.taxes ?? [];
      expect(paymentRows.map((row: TaxAdminRow) => row._id)).toEqual([payment.id]);
      // Punctuation alone has no Latin key: it matches as typed, not every row.
      expect((await listed({ only: ['income'], q: '---' })).data.income).toEqual([]);
      // Nor is a key so short that nearly every name holds it: "zzzz" folds to "s".
      expect((await listed({ only: ['income'], q: 'zzzz' })).data.income).toEqual([]);
    });
  });

  describe('unpaid orders expire', () => {
    it('after 24 hours: out of the default list, shown by its filter, with no actions; a real payment arriving later is still recorded', async () => {
      const stale = await createOrder(t.app, validOrder('water'));
      const paidLate = await createOrder(t.app, validOrder('water'));
      const fresh = await createOrder(t.app, validOrder('water'));
      // The citizen paid at the gateway, but the answer reaches us only after the order expired.
      const payment = await sandboxPay(t.app, paidLate.orderId);
      await t.database.db
        .update(taxPayments)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(inArray(taxPayments.id, [stale.id, paidLate.id]));

      expect(await expireUnpaidOrders(t.database.db, new Date(Date.now() - DAY))).toBe(2);
      expect(await expireUnpaidOrders(t.database.db, new Date(Date.now() - DAY))).toBe(0);

      const defaultIds = ((await listed({ only: ['taxes'], limit: 200 })).data.taxes ?? []).map((row) => row._id);
      expect(defaultIds).toContain(fresh.id);
      expect(defaultIds).not.toContain(stale.id);
      const expired = ((await listed({ only: ['taxes'], status: { taxes: 'expired' } })).data.taxes ?? []).map((row) => row._id);
      expect(expired).toEqual(expect.arrayContaining([stale.id, paidLate.id]));

      const decline = await postJson(t.app, adminStatusPath(stale.id), { status: 'declined' }, { authorization: `Bearer ${adminToken}` });
      expect(decline.status).toBe(409);

      const verified = await verify(t.app, { ...payment, id: paidLate.id });
      expect(verified.verified).toBe(true);
      const [row] = await t.database.db.select().from(taxPayments).where(eq(taxPayments.id, paidLate.id));
      expect(row?.status).toBe('paid');
    });
  });

  describe('CSV export', () => {
    it('streams the filtered list with a BOM, masked Aadhaar numbers and formulas neutralised, and logs who exported it', async () => {
      await clear();
      await seed(income, [
        {
          at: indiaNoon(-2),
          values: { applicantName: '=HYPERLINK("http://x")', address: 'Door 5, "Lake" Road\nChennai', aadhaar: '2345 6789 0123' },
        },
        { at: indiaNoon(-1), values: { applicantName: 'மீனா', aadhaar: '3456 7890 1234' } },
        { at: indiaNoon(-1), values: { applicantName: 'Decided Person' }, status: 'declined' },
      ]);
      const response = await t.app.inject({
        method: 'GET',
        url: `${adminApiPaths.exportCsv('income')}?income.status=pending`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="income-\d{4}-\d{2}-\d{2}\.csv"$/);
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString('utf8');
      const lines = text.split('\r\n');
      expect(lines[0]).toMatch(/^Reference,Status,Submitted \(IST\),Due by,Days left,Applicant Name,/);
      // Submitted at noon in India, as the dashboard shows it (not 06:30 UTC), in a form a spreadsheet reads as a date and time.
      const submittedAt = lines.filter((line) => line.startsWith('SEE-')).map((line) => line.split(',')[2]);
      expect(submittedAt).toHaveLength(2);
      for (const cell of submittedAt) expect(cell).toMatch(/^\d{4}-\d{2}-\d{2} 12:00$/);
      expect(text).toContain('மீனா');
      expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(text).toContain('"Door 5, ""Lake"" Road\nChennai"');
      expect(text).toContain('XXXX XXXX 0123');
      expect(text).not.toContain('2345 6789 0123');
      expect(text).not.toContain('Decided Person');
      expect(lines.filter((line) => line.startsWith('SEE-'))).toHaveLength(2);

      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'));
      expect(audit).toMatchObject({ targetType: 'list', targetReference: 'income?income.status=pending', afterStatus: 'exported' });
    });

    it('exports every page of a long list and each list kind', async () => {
      await clear();
      await seed(
        birth,
        Array.from({ length: 1203 }, (_, index) => ({ at: new Date(Date.now() - index * 1000) })),
      );
      const csv = await t.app.inject({
        method: 'GET',
        url: adminApiPaths.exportCsv('birth'),
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const references = csv.body.split('\r\n').filter((line) => line.startsWith('SEE-'));
      expect(new Set(references).size).toBe(1203);
      for (const list of ['grievances', 'taxes']) {
        const other = await t.app.inject({
          method: 'GET',
          url: adminApiPaths.exportCsv(list),
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(other.statusCode, other.body).toBe(200);
      }
    });

    it('gives every list in one ZIP, each filtered as the dashboard filters it, and logs it', async () => {
      await clear();
      await seed(income, [
        { at: indiaNoon(-1), values: { applicantName: 'மீனா' } },
        { at: indiaNoon(-1), values: { applicantName: 'Decided Person' }, status: 'declined' },
      ]);
      const response = await t.app.inject({
        method: 'GET',
        url: `${adminApiPaths.exportAll}?income.status=pending`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="all-lists-\d{4}-\d{2}-\d{2}\.zip"$/);
      const files = await unzip(response.rawPayload);
      const day = todayInIndia();
      expect([...files.keys()]).toEqual([
        ...certificateDefinitions.map((definition) => definition.listKey).map((list) => `${list}-${day}.csv`),
        `grievances-${day}.csv`,
        `taxes-${day}.csv`,
      ]);
      for (const bytes of files.values()) expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const incomeCsv = given(files.get(`income-${day}.csv`)).toString('utf8');
      expect(incomeCsv).toContain('மீனா');
      expect(incomeCsv).not.toContain('Decided Person');
      expect(given(files.get(`grievances-${day}.csv`)).toString('utf8')).toMatch(/^\uFEFFComplaint ID,Name,/);

      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'list.export'));
      expect(audits.map((audit) => audit.targetReference)).toContain('all?income.status=pending');
      expectCodedError(await getWithToken(t.app, `${adminApiPaths.exportAll}?income.status=lost`, adminToken), 400);
      expect((await getWithToken(t.app, adminApiPaths.exportAll, citizenToken)).status).toBe(403);
    });

    it('is for clerks only; an unknown list is a 404 and a bad filter a 400', async () => {
      expect((await getWithToken(t.app, adminApiPaths.exportCsv('income'))).status).toBe(401);
      expect((await getWithToken(t.app, adminApiPaths.exportCsv('income'), citizenToken)).status).toBe(403);
      expectCodedError(await getWithToken(t.app, adminApiPaths.exportCsv('passports'), adminToken), 404);
      expectCodedError(await getWithToken(t.app, `${adminApiPaths.exportCsv('income')}?income.status=lost`, adminToken), 400);
    });
  });
});

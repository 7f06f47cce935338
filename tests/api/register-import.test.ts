import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { RegisterImportResult } from '../../src/shared/api/submissions/tax-types';
import { auditLog, registerAccounts, registerDemands } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const BOM = '\uFEFF';

/** A property register as a spreadsheet saves it: a BOM, quoted addresses with commas and line breaks, Tamil names. */
const propertyFile = [
  'propertyId,ownerName,wardNo,address,period,dueDate,amount',
  'PT-1001,ராமன் குமார்,12,"4, Gandhi Road,\nNear the temple",Apr-Jun,2026-06-30,1250.50',
  'PT-1001,ராமன் குமார்,12,"4, Gandhi Road,\nNear the temple",Jul-Sep,2026-09-30,1250.50',
  'pt 1002,"Lakshmi ""Lucky"" S",7,"Door 9, ""Rose Villa""",Apr-Jun,2026-06-30,980',
].join('\r\n');

describe.each(testDatabases())('register import on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    adminToken = (await setupAdmin(t.app)).token;
  });
  afterAll(() => t?.close());

  const importFile = (
    type: string,
    body: string | Buffer,
    {
      dryRun = false,
      language,
      token = adminToken,
      contentType = 'text/csv; charset=utf-8',
    }: { dryRun?: boolean; language?: string; token?: string | null; contentType?: string } = {},
  ) =>
    request(t.app, {
      method: 'POST',
      url: `${adminApiPaths.registerImport(type)}${dryRun ? '?dryRun=true' : ''}`,
      payload: body,
      headers: {
        'content-type': contentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  const accountsOf = (type: string) =>
    t.database.db.select().from(registerAccounts).where(eq(registerAccounts.type, type)).orderBy(asc(registerAccounts.number));
  const demandsOf = async (type: string) =>
    (
      await t.database.db
        .select({ demand: registerDemands, number: registerAccounts.number })
        .from(registerDemands)
        .innerJoin(registerAccounts, eq(registerAccounts.id, registerDemands.accountId))
        .where(eq(registerAccounts.type, type))
        .orderBy(asc(registerAccounts.number), asc(registerDemands.periodStart))
    ).map(({ demand, number }) => ({ number, ...demand }));

  /** A 422 of a file with errors: the error shape, plus the result's fields. */
  const refused = (response: Awaited<ReturnType<typeof importFile>>) => {
    expect(response.status, response.text).toBe(422);
    const body = response.body as RegisterImportResult & { code: string; error: string };
    expect(body.code).toBe('register.rows_invalid');
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    return body;
  };

  it('imports a file with a BOM, Tamil names and quoted addresses holding commas, quotes and line breaks', async () => {
    const response = await importFile('property', BOM + propertyFile);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ dryRun: false, rows: 3, created: 3, updated: 0, unchanged: 0, errors: [], errorCount: 0 });

    const accounts = await accountsOf('property');
    expect(accounts.map(({ number, numberKey, name, ward, identifiers }) => ({ number, numberKey, name, ward, identifiers }))).toEqual([
      {
        number: 'PT-1001',
        numberKey: 'PT-1001',
        name: 'ராமன் குமார்',
        ward: '12',
        identifiers: { ownerName: 'ராமன் குமார்', wardNo: '12', address: '4, Gandhi Road,\nNear the temple' },
      },
      {
        number: 'pt 1002',
        numberKey: 'PT1002',
        name: 'Lakshmi "Lucky" S',
        ward: '7',
        identifiers: { ownerName: 'Lakshmi "Lucky" S', wardNo: '7', address: 'Door 9, "Rose Villa"' },
      },
    ]);
    const demands = await demandsOf('property');
    expect(
      demands.map(({ number, period, periodStart, dueDate, amountPaise }) => ({ number, period, periodStart, dueDate, amountPaise })),
    ).toEqual([
      { number: 'PT-1001', period: 'Apr-Jun', periodStart: '2026-04-01', dueDate: '2026-06-30', amountPaise: 125_050 },
      { number: 'PT-1001', period: 'Jul-Sep', periodStart: '2026-07-01', dueDate: '2026-09-30', amountPaise: 125_050 },
      { number: 'pt 1002', period: 'Apr-Jun', periodStart: '2026-04-01', dueDate: '2026-06-30', amountPaise: 98_000 },
    ]);

    // The register is now what GET /api/bills reads.
    const bill = await request(t.app, { method: 'GET', url: '/api/bills?type=property&propertyId=PT1002' });
    expect(bill.status, bill.text).toBe(200);
    expect(bill.body).toMatchObject({ number: 'pt 1002', dues: [{ period: 'Apr-Jun', amount: 980 }] });
  });

  it('changes nothing when the same file comes again, and counts a changed amount as updated', async () => {
    const before = await demandsOf('property');
    const accountsBefore = await accountsOf('property');
    const again = await importFile('property', BOM + propertyFile);
    expect(again.body).toEqual({ dryRun: false, rows: 3, created: 0, updated: 0, unchanged: 3, errors: [], errorCount: 0 });
    expect(await demandsOf('property')).toEqual(before);
    expect(await accountsOf('property')).toEqual(accountsBefore);

    const corrected = propertyFile.replace('Jul-Sep,2026-09-30,1250.50', 'Jul-Sep,2026-09-30,1300');
    const dry = await importFile('property', corrected, { dryRun: true });
    expect(dry.body).toEqual({ dryRun: true, rows: 3, created: 0, updated: 1, unchanged: 2, errors: [], errorCount: 0 });
    expect(await demandsOf('property')).toEqual(before);

    const response = await importFile('property', corrected);
    expect(response.body).toEqual({ dryRun: false, rows: 3, created: 0, updated: 1, unchanged: 2, errors: [], errorCount: 0 });
    const after = await demandsOf('property');
    const changed = after.find((demand) => demand.period === 'Jul-Sep');
    expect(changed?.amountPaise).toBe(130_000);
    expect(changed?.billNo).toBe(before.find((demand) => demand.period === 'Jul-Sep')?.billNo);
    // Only that demand was written.
    expect(after.filter((demand) => demand.period !== 'Jul-Sep')).toEqual(before.filter((demand) => demand.period !== 'Jul-Sep'));
  });

  it('checks a dry run as the import would and writes nothing', async () => {
    const file =
      'consumerNo,zone,billMonth,dueDate,amount,ward\nW-1,North,2026-10,2026-11-15,240,3\nW-2,South,2026-10,2026-11-15,310.75,\n';
    const auditBefore = await t.database.db.select().from(auditLog);
    const dry = await importFile('water', file, { dryRun: true });
    expect(dry.body).toEqual({ dryRun: true, rows: 2, created: 2, updated: 0, unchanged: 0, errors: [], errorCount: 0 });
    expect(await accountsOf('water')).toEqual([]);
    expect(await t.database.db.select().from(auditLog)).toEqual(auditBefore);

    const real = await importFile('water', file);
    expect(real.body).toEqual({ ...(dry.body as object), dryRun: false });
    expect((await accountsOf('water')).map(({ number, name, ward, identifiers }) => ({ number, name, ward, identifiers }))).toEqual([
      { number: 'W-1', name: null, ward: '3', identifiers: { zone: 'North' } },
      { number: 'W-2', name: null, ward: null, identifiers: { zone: 'South' } },
    ]);
    const audit = (await t.database.db.select().from(auditLog)).filter((entry) => entry.targetType === 'register');
    expect(audit.at(-1)).toMatchObject({
      action: 'register.import',
      targetReference: 'water: 2 created, 0 updated',
      afterStatus: 'imported',
    });
  });

  it('names an unknown and a missing column on line 1, and imports nothing', async () => {
    const response = await importFile('land', 'pattaNo,owner,period,amount\nS-1,Ravi,2025-2026,500\n');
    const body = refused(response);
    expect(body.errors).toEqual([
      {
        line: 1,
        column: 'owner',
        message: 'owner is not a column of this register. The columns are: pattaNo, period, dueDate, amount, ownerName, village, ward.',
      },
      { line: 1, column: 'dueDate', message: 'The dueDate column is missing from the first line.' },
    ]);
    expect(body.errorCount).toBe(2);
    expect(await accountsOf('land')).toEqual([]);

    const empty = refused(await importFile('land', BOM));
    expect(empty.errors).toEqual([{ line: 1, column: null, message: expect.stringContaining('The file is empty') }]);
  });

  it('gives each bad value its line and column, counting the lines inside quoted values, in the clerk’s language', async () => {
    const file = [
      'pattaNo,ownerName,village,period,dueDate,amount', // 1
      'S-1,Ravi,"Line one', // 2
      'line two',
      'line three",2025-2026,2025-09-30,500', // 4
      'S-2,Meena,Kovil,2023-2024,2025-09-30,500', // 5: no such land year
      '', // 6: empty
      'S-3,Arul,"Big, village",2025-2026,2025-02-30,12.345', // 7: no 30 February; three decimals
      ',Selvi,Kovil,2025-2026,2025-09-30,100', // 8: no number
      'S-1,Ravi,Kovil,2025-2026,2025-09-30,500', // 9: S-1's 2025-2026 again
      'S-5,Too,Many,2025-2026,2025-09-30,100,extra', // 10
    ].join('\n');
    const body = refused(await importFile('land', file));
    expect(body.errors.map(({ line, column }) => [line, column])).toEqual([
      [5, 'period'],
      [7, 'dueDate'],
      [7, 'amount'],
      [8, 'pattaNo'],
      [9, 'pattaNo'],
      [10, null],
    ]);
    expect(body.errors[4]?.message).toBe('S-1 for 2025-2026 is already on line 2.');
    expect(body).toMatchObject({ rows: 6, errorCount: 6 });
    expect(await accountsOf('land')).toEqual([]);

    const tamil = refused(await importFile('land', file, { language: 'ta' }));
    expect(tamil.error).toBe('கோப்பில் 6 பிழைகள் உள்ளன. எதுவும் பதிவேற்றப்படவில்லை: கோப்பைத் திருத்தி மீண்டும் பதிவேற்றவும்.');
    expect(tamil.errors[1]).toEqual({ line: 7, column: 'dueDate', message: 'தேதியை YYYY-MM-DD என எழுதவும், எடுத்துக்காட்டாக 2026-06-30.' });
  });

  it('imports nothing from a file with one bad row among good ones', async () => {
    const file = 'connectionNo,provider,billMonth,dueDate,amount\nG-1,IOAGPL,2026-10,2026-11-10,450\nG-2,IOAGPL,2026-13,2026-11-10,450\n';
    const body = refused(await importFile('gas', file));
    expect(body.errors).toEqual([{ line: 3, column: 'billMonth', message: 'Use the bill month as YYYY-MM, for example 2026-04.' }]);
    expect(await accountsOf('gas')).toEqual([]);
  });

  it('refuses a NUL in a value, and bytes that are not UTF-8, naming the line and column, and stores nothing', async () => {
    const nul = refused(
      await importFile('gas', 'connectionNo,provider,billMonth,dueDate,amount\nG-1,IOA\u0000GPL,2026-10,2026-11-10,450\n'),
    );
    expect(nul.errors.map(({ line, column }) => [line, column])).toEqual([[2, 'provider']]);
    const latin1 = Buffer.concat([
      Buffer.from('connectionNo,provider,billMonth,dueDate,amount\nG-1,'),
      Buffer.from([0xe9, 0xff]),
      Buffer.from(',2026-10,2026-11-10,450\n'),
    ]);
    expect(refused(await importFile('gas', latin1)).errors).toHaveLength(1);
    expect(await accountsOf('gas')).toEqual([]);
  });

  it('finds the same number written two ways as one account', async () => {
    const file =
      'consumerNo,discom,name,billMonth,dueDate,amount\nEB 77,TNPDCL,Kumar,2026-09,2026-10-05,300\neb77,TNPDCL,Kumar,2026-09,2026-10-05,300\n';
    const body = refused(await importFile('electricity', file));
    expect(body.errors).toEqual([{ line: 3, column: 'consumerNo', message: 'eb77 for 2026-09 is already on line 2.' }]);
  });

  it('reads a line it cannot parse as one error and stops there', async () => {
    const body = refused(
      await importFile('gas', 'connectionNo,billMonth,dueDate,amount\nG-1,2026-10,2026-11-10,450\nG-2,"2026-10"x,2026-11-10,450\n'),
    );
    expect(body.errors).toEqual([{ line: 3, column: null, message: expect.stringContaining('This line cannot be read') }]);
    // Rows before it are checked; a quote left open is found at the end, and named at the line it opened on.
    const open = refused(
      await importFile(
        'gas',
        'connectionNo,billMonth,dueDate,amount\nG-1,2026-13,2026-11-10,450\nG-2,"2026-10,2026-11-10,450\nG-3,2026-10,2026-11-10,450\n',
      ),
    );
    expect(open.errors.map(({ line, column }) => [line, column])).toEqual([
      [2, 'billMonth'],
      [3, null],
    ]);
  });

  it('refuses a body that is not CSV with 415, and a file past 32 MB with 413', async () => {
    const json = await importFile('water', '{"rows":[]}', { contentType: 'application/json' });
    expect(expectCodedError(json, 415).code).toBe('register.not_csv');
    const latin = await importFile('water', 'consumerNo', { contentType: 'text/csv; charset=iso-8859-1' });
    expect(expectCodedError(latin, 415).code).toBe('register.not_csv');

    const tooLarge = Buffer.concat([Buffer.from('consumerNo,billMonth,dueDate,amount\n"'), Buffer.alloc(33 * 1024 * 1024, 'x')]);
    const response = await t.app.inject({
      method: 'POST',
      url: adminApiPaths.registerImport('water'),
      payload: tooLarge,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'register.file_too_large', values: { megabytes: 32 } });
    expect(await accountsOf('water')).toHaveLength(2);
  });

  it('cuts off a file sent without a length at 32 MB, as a browser streams one', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    const body = Readable.toWeb(
      Readable.from([Buffer.from('consumerNo,billMonth,dueDate,amount\n"'), ...Array.from({ length: 33 }, () => megabyte)]),
    );
    const response = await fetch(`${address}${adminApiPaths.registerImport('water')}`, {
      method: 'POST',
      body: body as ReadableStream,
      duplex: 'half',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${adminToken}` },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'register.file_too_large', values: { megabytes: 32 } });
  });

  it('is for clerks only: 401 without a token, 403 for a citizen, 404 for a type that has no register', async () => {
    expect(expectCodedError(await importFile('water', 'consumerNo', { token: null }), 401).code).toBeDefined();
    const citizen = await registerUser(t.app);
    expect(expectCodedError(await importFile('water', 'consumerNo', { token: citizen.token }), 403).code).toBeDefined();
    expect(expectCodedError(await importFile('birth', 'consumerNo'), 404).code).toBe('register.unknown_type');
  });
});

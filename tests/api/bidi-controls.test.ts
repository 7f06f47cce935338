import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { applications } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { aGrievance, grievanceByComplaintId, submitGrievance, UNLIMITED } from './grievance-support';
import { createOrder, taxRow, validOrder } from './tax-support';

const income = definitionOf('income');

/** Every bidirectional control: an override, an embedding, an isolate and its end, the marks. */
const ANY_BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** A name that reads "Ravi Kumar" on screen only if its right-to-left override is obeyed. */
const SPOOFED_NAME = 'Ravi \u202Eramuk\u202C\u2066\u200F Kumar\u2069';
const SPOOFED_ADDRESS = '\u200EDoor 5, \u061CLake Road\u202A';

/**
 * Bidirectional controls are invisible and reorder what is read: a name typed with them reads one
 * way on the verification page, in the clerk's CSV and in My requests, and is stored another. They
 * are removed from typed text on the way in (by the same normaliser the forms use), and from any
 * cell of the CSV export, whatever the record's age.
 */
describe.each(testDatabases())('bidirectional controls in typed text on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, PUBLIC_URL: 'https://portal.example.gov.in' } });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  it('a certificate applicant’s name and address are stored, verified and shown to the owner without them', async () => {
    const values = validValues(income, { applicantName: SPOOFED_NAME, address: SPOOFED_ADDRESS });
    const submitted = await submitApplication(t.app, income, { values, headers: { authorization: `Bearer ${citizen}` } });
    expect(submitted.status, submitted.text).toBe(201);
    const id = (submitted.body as { id: string }).id;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.data.applicantName).toBe('Ravi ramuk Kumar');
    expect(row?.data.address).toBe('Door 5, Lake Road');

    const accepted = await postJson(
      t.app,
      adminApiPaths.certificateDecision('income', id, 'accept'),
      {},
      { authorization: `Bearer ${admin}` },
    );
    const { verifyUrl } = accepted.body as { verifyUrl: string };
    const { pathname, search } = new URL(verifyUrl);
    const verified = await request(t.app, {
      method: 'GET',
      url: apiPaths.verify(decodeURIComponent(pathname.slice('/verify/'.length)), new URLSearchParams(search).get('t') ?? ''),
    });
    expect(verified.status, verified.text).toBe(200);
    expect((verified.body as { name: string }).name).toBe('Ravi ramuk Kumar');

    const own = await getWithToken(t.app, apiPaths.me.application('income', id), citizen);
    expect(own.status, own.text).toBe(200);
    expect(own.text).toContain('Ravi ramuk Kumar');
    expect(own.text).not.toMatch(ANY_BIDI_CONTROL);
  });

  it('a grievance’s name and message, and a tax payer’s name, are stored without them', async () => {
    const { complaintId } = await submitGrievance(t.app, aGrievance({ name: SPOOFED_NAME, message: `No water since Monday\u202E` }));
    const grievance = await grievanceByComplaintId(t.database, complaintId);
    expect({ name: grievance.name, message: grievance.message }).toEqual({ name: 'Ravi ramuk Kumar', message: 'No water since Monday' });

    const order = validOrder('property');
    const created = await createOrder(t.app, { ...order, identifiers: { ...(order.identifiers as object), ownerName: SPOOFED_NAME } });
    expect((await taxRow(t.database, created.id))?.identifiers.ownerName).toBe('Ravi ramuk Kumar');
  });

  it('the CSV export shows no bidirectional control in any cell, even of a record stored with them, and still neutralises a formula behind one', async () => {
    const submitted = await submitApplication(t.app, income, {
      values: validValues(income),
      headers: { authorization: `Bearer ${citizen}` },
    });
    const id = (submitted.body as { id: string }).id;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    // As a record stored before the controls were removed on the way in.
    await t.database.db
      .update(applications)
      .set({ data: { ...row?.data, applicantName: SPOOFED_NAME, address: '\u202E=HYPERLINK("http://x")' } })
      .where(eq(applications.id, id));

    const response = await t.app.inject({
      method: 'GET',
      url: adminApiPaths.exportCsv('income'),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const csv = response.rawPayload.subarray(3).toString('utf8');
    const line = csv.split('\r\n').find((entry) => entry.startsWith(row?.reference ?? '-')) ?? '';
    expect(line.split(',')).toContain('Ravi ramuk Kumar');
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toMatch(ANY_BIDI_CONTROL);
  });
});

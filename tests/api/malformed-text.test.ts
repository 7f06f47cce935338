import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { applicationDocuments } from '../../src/server/db/schema';
import { aRegistration, allUsers, registerUser, setupAdmin } from './helpers/accounts';
import {
  applicationCounts,
  definitionOf,
  fixtures,
  submitApplication,
  uploadsOnDisk,
  validFiles,
  validValues,
} from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { aGrievance, grievanceRows, UNLIMITED } from './grievance-support';
import { taxRows, validOrder } from './tax-support';

const birth = definitionOf('birth');
const death = definitionOf('death');

/** What PostgreSQL refused with a 500 before (NUL) and what is no character at all (half a surrogate pair). */
const MALFORMED = [
  ['a NUL byte', 'Lakshmi\u0000Narayanan'],
  ['a lone high surrogate', 'Lakshmi \uD800'],
  ['a lone low surrogate', '\uDC00 Narayanan'],
] as const;

const MESSAGE = 'This text holds a character that is not allowed (a NUL byte or half of a Unicode character)';

/** A 400 `validation_failed` that names `field` with the field code `invalidCharacter`. */
function expectRefused(response: JsonResponse, field: string): void {
  const body = expectCodedError(response, 400);
  expect(body.code, response.text).toBe('validation_failed');
  expect(body.fields?.[field], response.text).toBe(MESSAGE);
  expect(body.fieldCodes?.[field], response.text).toBe('invalidCharacter');
}

/**
 * Decision 044: a NUL or half of a surrogate pair in any text field is a 400 naming the field,
 * never a 500 (PostgreSQL refuses NUL in text and jsonb) nor text silently changed; the check is
 * one hook for every JSON body and query, and the multipart reader's for the form's text parts.
 */
describe.each(testDatabases())('malformed text in any field on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    adminToken = (await setupAdmin(t.app)).token;
    citizenToken = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  describe.each(MALFORMED)('with %s', (_name, bad) => {
    it('sign-in (citizen and admin) and registration', async () => {
      expectRefused(await postJson(t.app, apiPaths.auth.login, { username: bad, password: 'correct horse battery' }), 'username');
      expectRefused(await postJson(t.app, adminApiPaths.auth.login, { username: 'clerk', password: bad }), 'password');
      const users = (await allUsers(t.database)).length;
      expectRefused(await postJson(t.app, apiPaths.auth.register, aRegistration({ email: `x${bad}@example.com` })), 'email');
      expect(await allUsers(t.database)).toHaveLength(users);
    });

    it('a grievance, in its name and its message', async () => {
      const before = (await grievanceRows(t.database)).length;
      expectRefused(await postJson(t.app, apiPaths.grievances, aGrievance({ name: bad })), 'name');
      expectRefused(
        await postJson(t.app, apiPaths.grievances, aGrievance({ message: `No water in Ward 4 since Monday ${bad}` })),
        'message',
      );
      expect(await grievanceRows(t.database)).toHaveLength(before);
    });

    it('a tax order, in an identifier', async () => {
      const before = (await taxRows(t.database)).length;
      const order = validOrder('property');
      const response = await postJson(t.app, apiPaths.taxes.createOrder, {
        ...order,
        identifiers: { ...(order.identifiers as object), ownerName: bad },
      });
      expectRefused(response, 'identifiers.ownerName');
      expect(await taxRows(t.database)).toHaveLength(before);
    });

    it('a certificate application, sent as JSON (death) and as multipart (birth), leaving no file behind', async () => {
      const before = await applicationCounts(t.database);
      const name = death.fields[0]?.name ?? '';
      expectRefused(await submitApplication(t.app, death, { values: validValues(death, { [name]: bad }) }), name);
      const response = await submitApplication(t.app, birth, { values: validValues(birth, { childName: bad }) });
      // A multipart part is UTF-8: half a surrogate pair cannot be sent, it arrives as U+FFFD.
      if (bad.includes('\u0000')) expectRefused(response, 'childName');
      else expect(response.status).toBe(201);
      if (bad.includes('\u0000')) expect(await applicationCounts(t.database)).toEqual(before);
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    });

    it('the profile, and a search of the admin list', async () => {
      const profile = await request(t.app, {
        method: 'PATCH',
        url: apiPaths.auth.profile,
        payload: JSON.stringify({ language: bad }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${citizenToken}` },
      });
      expectRefused(profile, 'language');
      // A URL carries bytes: NUL is %00; a lone surrogate cannot be written in one.
      if (bad.includes('\u0000')) expectRefused(await getWithToken(t.app, `${adminApiPaths.list}?q=Lakshmi%00`, adminToken), 'q');
    });
  });

  it('names every bad field of a body in one answer, nested ones by their path', async () => {
    const order = validOrder('property');
    const body = {
      ...order,
      period: 'Apr\u0000Jun',
      identifiers: { ...(order.identifiers as object), doorNo: '7\uD800', address: '\u0000' },
    };
    const answer = expectCodedError(await postJson(t.app, apiPaths.taxes.createOrder, body), 400);
    expect(answer.fieldCodes).toEqual({
      period: 'invalidCharacter',
      'identifiers.doorNo': 'invalidCharacter',
      'identifiers.address': 'invalidCharacter',
    });
  });

  it('still takes text with proper surrogate pairs and Tamil', async () => {
    const response = await postJson(
      t.app,
      apiPaths.grievances,
      aGrievance({ name: 'லட்சுமி 😀', message: 'வார்டு 4-இல் திங்கள் முதல் தண்ணீர் இல்லை 🚰' }),
    );
    expect(response.status, response.text).toBe(201);
  });

  it('removes bidirectional controls from an uploaded file’s name before it is stored or shown', async () => {
    // U+202E: shown as "invoiceexe.pdf" where bidirectional text is honoured; the others, one each.
    const names = { birthProof: 'invoice\u202Egnp.exe', addressProof: '\u2066ration\u2069\u200Ecard\u200F\u061C\u202A.png' };
    const files = validFiles(birth).map((file) => ({
      ...file,
      name: names[file.field as keyof typeof names] ?? file.name,
      bytes: fixtures.png,
    }));
    const response = await submitApplication(t.app, birth, { files });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as CertificateSubmitted;
    const stored = (await t.database.db.select().from(applicationDocuments)).filter((row) => row.applicationId === id);
    expect(stored.map((row) => row.originalName).sort()).toEqual(['invoicegnp.exe', 'rationcard.png']);

    const view = await getWithToken(t.app, `/api/admin/certificates/birth/${id}`, adminToken);
    const documents = (view.body as { documents: { name: string; url: string }[] }).documents;
    expect(documents.map((document) => document.name).sort()).toEqual(['invoicegnp.exe', 'rationcard.png']);
    const opened = await t.app.inject({ method: 'GET', url: documents[0]?.url ?? '' });
    expect(opened.headers['content-disposition']).not.toMatch(/%E2%80%AE|%E2%81%A6|%E2%81%A9|%E2%80%8E|%E2%80%8F|%D8%9C|%E2%80%AA/i);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, GrievanceDetail } from '../../src/shared/api/admin-types';
import type { MyApplicationDetail, MyGrievanceItem, MyPaymentDetail, MyRequestsPage } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { applicationDocuments, applicationEvents, applications, auditLog } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, fixtures, postMultipart, submitApplication } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, submitGrievance } from './grievance-support';
import { bearer } from './me-support';
import { adminStatusPath, createOrder, validOrder } from './tax-support';

/** Decision 048: the clerk's reasons and notes, return for correction, and the resubmission. */
describe.each(testDatabases())("the clerk's decisions on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let a: string;
  let b: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = (await setupAdmin(t.app)).token;
    a = (await registerUser(t.app)).token;
    b = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const submit = async (slug: 'community' | 'death' | 'income', token = a) => {
    const response = await submitApplication(t.app, definitionOf(slug), { headers: bearer(token) });
    expect(response.status, response.text).toBe(201);
    return (response.body as { id: string }).id;
  };
  /** POST as the clerk: no body at all (the spec's call), or a JSON body. */
  const asClerk = (url: string, body?: unknown, token = admin) =>
    body === undefined ? request(t.app, { method: 'POST', url, headers: bearer(token) }) : postJson(t.app, url, body, bearer(token));
  const decide = (slug: string, id: string, decision: 'accept' | 'decline', body?: unknown) =>
    asClerk(adminApiPaths.certificateDecision(slug, id, decision), body);
  const returnIt = (slug: string, id: string, body: unknown, token = admin) =>
    asClerk(adminApiPaths.certificateReturn(slug, id), body, token);
  const myApplication = async (slug: string, id: string, token = a) => {
    const response = await getWithToken(t.app, apiPaths.me.application(slug, id), token);
    expect(response.status, response.text).toBe(200);
    return response.body as MyApplicationDetail;
  };
  const clerkView = async (slug: string, id: string) =>
    (await getWithToken(t.app, adminApiPaths.certificate(slug, id), admin)).body as ApplicationDetail;
  const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const resubmitCommunity = (
    id: string,
    values: Record<string, string>,
    files: { field: string; name: string; bytes: Buffer }[],
    headers: Record<string, string>,
  ) => postMultipart(t.app, apiPaths.me.resubmit('community', id), values, files, headers);

  it('accepts and declines with a note or a reason, and without any body as the spec calls them', async () => {
    const ids = [await submit('income'), await submit('income'), await submit('income'), await submit('income')];
    const [noted, bare, reasoned, unreasoned] = ids as [string, string, string, string];
    expect((await decide('income', noted, 'accept', { note: '  Collect it at counter 3.  ' })).status).toBe(200);
    expect((await decide('income', bare, 'accept')).status).toBe(200);
    expect((await decide('income', reasoned, 'decline', { reason: 'Not eligible: the income is above the limit.' })).status).toBe(200);
    expect((await decide('income', unreasoned, 'decline', {})).status).toBe(200);

    const last = async (id: string) => (await myApplication('income', id)).timeline.at(-1);
    expect(await last(noted)).toMatchObject({ status: 'accepted', message: 'Collect it at counter 3.' });
    expect(await last(bare)).toEqual({ at: expect.any(String), status: 'accepted' });
    expect(await last(reasoned)).toMatchObject({ status: 'declined', message: 'Not eligible: the income is above the limit.' });
    expect(await last(unreasoned)).toEqual({ at: expect.any(String), status: 'declined' });
    expect((await clerkView('income', reasoned)).history.at(-1)).toMatchObject({
      action: 'declined',
      message: 'Not eligible: the income is above the limit.',
      actor: expect.any(String),
    });
    for (const id of ids)
      expect((await auditOf(id)).filter((line) => ['certificate.accept', 'certificate.decline'].includes(line.action))).toHaveLength(1);
  });

  it('refuses a reason that is not text or too long (400), and a second decision (409)', async () => {
    const id = await submit('income');
    expect(expectCodedError(await decide('income', id, 'decline', { reason: 42 }), 400).fieldCodes?.reason).toBe('typeError');
    expect(expectCodedError(await decide('income', id, 'decline', { reason: 'x'.repeat(1001) }), 400).fieldCodes?.reason).toBe('max');
    expect(expectCodedError(await decide('income', id, 'accept', { reason: 'wrong name' }), 400).code).toBe('unknown_field');
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('pending');
    expect((await decide('income', id, 'accept')).status).toBe(200);
    expect(expectCodedError(await decide('income', id, 'decline', { reason: 'late' }), 409).code).toBe('certificate.already_decided');
  });

  it('returns for correction only with a message and fields of the type, only while pending, for clerks only', async () => {
    const id = await submit('community');
    const refused = async (body: unknown, field: string) => {
      const answer = expectCodedError(await returnIt('community', id, body), 400);
      expect(answer.fields?.[field], JSON.stringify(body)).toBeTruthy();
    };
    await refused({ fields: ['address'] }, 'message');
    await refused({ message: '   ', fields: ['address'] }, 'message');
    await refused({ message: 'Fix it', fields: [] }, 'fields');
    await refused({ message: 'Fix it', fields: ['address', 'salaryFile'] }, 'fields[1]');
    expect(
      (
        await request(t.app, {
          method: 'POST',
          url: adminApiPaths.certificateReturn('community', id),
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(401);
    expect(expectCodedError(await returnIt('community', id, { message: 'x', fields: ['address'] }, a), 403).code).toBe(
      'auth.admin_required',
    );
    expect(expectCodedError(await returnIt('community', randomUUID(), { message: 'x', fields: ['address'] }), 404).code).toBe(
      'certificate.not_found',
    );
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('pending');

    expect(
      (await returnIt('community', id, { message: 'The address proof cannot be read.', fields: ['addressProof', 'address'] })).body,
    ).toEqual({ _id: id, status: 'returned' });
    expect(expectCodedError(await returnIt('community', id, { message: 'again', fields: ['address'] }), 409).code).toBe(
      'certificate.already_decided',
    );
    expect(expectCodedError(await decide('community', id, 'accept'), 409).code).toBe('certificate.already_decided');
    const mine = await myApplication('community', id);
    expect(mine.status).toBe('returned');
    expect(mine.returnedFields).toEqual(['addressProof', 'address']);
    expect(mine.timeline.at(-1)).toMatchObject({ status: 'returned', message: 'The address proof cannot be read.' });
    expect((await auditOf(id)).map((line) => [line.action, line.beforeStatus, line.afterStatus])).toContainEqual([
      'certificate.return',
      'pending',
      'returned',
    ]);
  });

  it('return → resubmit → accept: the new document replaces the old one and every round is in the history, in order', async () => {
    const id = await submit('community');
    const [oldProof] = await t.database.db
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.field, 'addressProof')));
    expect(
      (await returnIt('community', id, { message: 'The address proof cannot be read.', fields: ['addressProof', 'address'] })).status,
    ).toBe(200);

    const key = { ...bearer(a), 'idempotency-key': randomUUID() };
    const files = [{ field: 'addressProof', name: 'new-proof.pdf', bytes: fixtures.pdf }];
    const first = await resubmitCommunity(id, { address: '12 New Street, Ward 4' }, files, key);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ id, status: 'pending' });
    // The same key again: the same answer, no second change.
    const again = await resubmitCommunity(id, { address: '12 New Street, Ward 4' }, files, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(events.filter((event) => event.action === 'resubmitted')).toHaveLength(1);
    // Without the key's answer, a second send is refused: it is pending now.
    expect(
      expectCodedError(await resubmitCommunity(id, { address: 'x street' }, [], { ...bearer(a), 'idempotency-key': randomUUID() }), 409)
        .code,
    ).toBe('certificate.not_returned');

    const proofs = await t.database.db
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.field, 'addressProof')));
    expect(proofs.map((document) => [document.originalName, document.mimeType])).toEqual([['new-proof.pdf', 'application/pdf']]);
    expect(proofs[0]?.storedName).not.toBe(oldProof?.storedName);
    const clerk = await clerkView('community', id);
    expect(clerk.address).toBe('12 New Street, Ward 4');
    expect(clerk.history.at(-1)).toMatchObject({ action: 'resubmitted', fields: ['address', 'addressProof'] });

    expect((await decide('community', id, 'accept', { note: 'Thank you.' })).status).toBe(200);
    expect((await clerkView('community', id)).history.map((entry) => entry.action)).toEqual([
      'submitted',
      'returned',
      'resubmitted',
      'accepted',
    ]);
    const mine = await myApplication('community', id);
    expect(mine.timeline.map((entry) => [entry.status, entry.message])).toEqual([
      ['pending', undefined],
      ['returned', 'The address proof cannot be read.'],
      ['pending', undefined],
      ['accepted', 'Thank you.'],
    ]);
    expect(mine.returnedFields).toBeUndefined();
  });

  it('refuses a field not returned (400), someone else’s (404), a clerk (403), no token (401), an invalid correction (400), changing nothing', async () => {
    const id = await submit('community');
    await returnIt('community', id, { message: 'Wrong address', fields: ['address'] });
    const key = () => ({ ...bearer(a), 'idempotency-key': randomUUID() });
    const notReturned = expectCodedError(await resubmitCommunity(id, { address: '1 Road', mobile: '9876543210' }, [], key()), 400);
    expect(notReturned.code).toBe('certificate.field_not_returned');
    expect(notReturned.fieldCodes).toEqual({ mobile: 'notReturned' });
    const fileNotReturned = expectCodedError(
      await resubmitCommunity(id, {}, [{ field: 'aadhaarFile', name: 'a.png', bytes: fixtures.png }], key()),
      400,
    );
    expect(fileNotReturned.fieldCodes).toEqual({ aadhaarFile: 'notReturned' });
    expect(expectCodedError(await resubmitCommunity(id, { address: '' }, [], key()), 400).fieldCodes?.address).toBe('required');
    expect(
      expectCodedError(await resubmitCommunity(id, { address: '1 Road' }, [], { ...bearer(b), 'idempotency-key': randomUUID() }), 404).code,
    ).toBe('certificate.not_found');
    expect(
      expectCodedError(await resubmitCommunity(id, { address: '1 Road' }, [], { ...bearer(admin), 'idempotency-key': randomUUID() }), 403)
        .code,
    ).toBe('auth.citizen_required');
    expect((await resubmitCommunity(id, { address: '1 Road' }, [], {})).status).toBe(401);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.status).toBe('returned');
    expect(row?.data.address).not.toBe('1 Road');
  });

  it('takes a death application’s correction as JSON, as it was sent', async () => {
    const id = await submit('death');
    await returnIt('death', id, { message: 'The place of death is missing its town.', fields: ['placeOfDeath'] });
    const response = await postJson(
      t.app,
      apiPaths.me.resubmit('death', id),
      { placeOfDeath: 'Government Hospital, Madurai' },
      { ...bearer(a), 'idempotency-key': randomUUID() },
    );
    expect(response.status, response.text).toBe(200);
    expect((await clerkView('death', id)).placeOfDeath).toBe('Government Hospital, Madurai');
    expect((await myApplication('death', id)).status).toBe('pending');
  });

  it('sets a grievance’s status with a note or none; its submitter reads the latest note and the clerk reads it all', async () => {
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(a));
    const list = (await getWithToken(t.app, `${adminApiPaths.list}?q=${complaintId}`, admin)).body as {
      data: { grievances: { _id: string }[] };
    };
    const id = list.data.grievances[0]?._id ?? '';
    const status = (body: unknown, token = admin) => asClerk(adminApiPaths.grievanceStatus(id), body, token);
    expect((await status({ status: 'In Progress', note: 'A plumber visits Ward 4 on Thursday.' })).status).toBe(200);
    const mine = async () =>
      ((await getWithToken(t.app, apiPaths.me.grievances, a)).body as MyRequestsPage<MyGrievanceItem>).items.find(
        (item) => item.complaintId === complaintId,
      );
    expect(await mine()).toMatchObject({ status: 'In Progress', message: 'A plumber visits Ward 4 on Thursday.' });
    expect((await status({ status: 'Resolved' })).status).toBe(200);
    // The latest note stays the one written.
    expect(await mine()).toMatchObject({ status: 'Resolved', message: 'A plumber visits Ward 4 on Thursday.' });
    expect(expectCodedError(await status({ status: 'Declined', note: 'late' }), 409).code).toBe('grievance.already_final');

    const detail = await getWithToken(t.app, adminApiPaths.grievance(id), admin);
    expect(detail.status).toBe(200);
    const body = detail.body as GrievanceDetail;
    expect(body).toMatchObject({
      complaintId,
      email: 'lakshmi@example.com',
      message: 'No water supply in Ward 4 since Monday morning.',
      status: 'Resolved',
    });
    expect(body.history.map((entry) => [entry.status, entry.note])).toEqual([
      ['Pending', undefined],
      ['In Progress', 'A plumber visits Ward 4 on Thursday.'],
      ['Resolved', undefined],
    ]);
    expect((await getWithToken(t.app, adminApiPaths.grievance(id))).status).toBe(401);
    expect((await getWithToken(t.app, adminApiPaths.grievance(id), a)).status).toBe(403);
    expect((await getWithToken(t.app, adminApiPaths.grievance(randomUUID()), admin)).status).toBe(404);
  });

  it('declines a payment with a reason the citizen reads, and without one', async () => {
    const withReason = await createOrder(t.app, validOrder('water'), bearer(a));
    const without = await createOrder(t.app, validOrder('water'), bearer(a));
    expect(
      (await asClerk(adminStatusPath(withReason.id), { status: 'declined', reason: 'This consumer number belongs to another ward.' }))
        .status,
    ).toBe(200);
    expect((await asClerk(adminStatusPath(without.id), { status: 'declined' })).status).toBe(200);
    const timeline = async (id: string) => ((await getWithToken(t.app, apiPaths.me.payment(id), a)).body as MyPaymentDetail).timeline;
    expect((await timeline(withReason.id)).at(-1)).toMatchObject({
      status: 'declined',
      message: 'This consumer number belongs to another ward.',
    });
    expect((await timeline(without.id)).at(-1)).toEqual({ at: expect.any(String), status: 'declined' });
    expect(expectCodedError(await asClerk(adminStatusPath(without.id), { status: 'declined', reason: 7 }), 400).fieldCodes?.reason).toBe(
      'typeError',
    );
  });
});

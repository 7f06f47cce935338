import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';
import { apiPaths } from '../../src/shared/api/paths';
import {
  COMPLAINT_ID_PATTERN,
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_NAME_MAX,
  GRIEVANCE_SUBJECTS,
  grievanceMessages,
} from '../../src/shared/domain/grievances/grievance-rules';
import { BODY_NOT_OBJECT } from '../../src/shared/validation/validate';
import { registerUser } from './helpers/accounts';
import { expectErrorBody, postJson, request } from './helpers/http';
import { TEST_JWT_SECRET, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';
import { UNLIMITED, aGrievance, eventsOf, grievanceByComplaintId, grievanceRows, submitGrievance } from './grievance-support';

describe.each(testDatabases())('grievance submission on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
  });
  afterAll(() => t?.close());

  it('stores a valid grievance as Pending and answers 201 with a complaint ID only', async () => {
    const response = await postJson(t.app, apiPaths.grievances, aGrievance({ name: '  Lakshmi Narayanan ', subject: 'gas' }));
    expect(response.status, response.text).toBe(201);
    expect(Object.keys(response.body as object)).toEqual(['complaintId']);
    const { complaintId } = response.body as { complaintId: string };
    expect(complaintId).toMatch(COMPLAINT_ID_PATTERN);
    expect(complaintId).toMatch(/^GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(row).toMatchObject({
      name: 'Lakshmi Narayanan',
      email: 'lakshmi@example.com',
      subject: 'gas',
      message: 'No water supply in Ward 4 since Monday morning.',
      status: 'Pending',
      ownerId: null,
    });
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
    const events = await eventsOf(t.database, row.id);
    expect(events.map(({ status, actorId }) => ({ status, actorId }))).toEqual([{ status: 'Pending', actorId: null }]);
  });

  it.each(GRIEVANCE_SUBJECTS)('accepts the subject %s', async (subject) => {
    const { complaintId } = await submitGrievance(t.app, aGrievance({ subject }));
    expect((await grievanceByComplaintId(t.database, complaintId)).subject).toBe(subject);
  });

  it('a signed-in citizen becomes the owner; an invalid token is refused, not filed anonymously', async () => {
    const { token, user } = await registerUser(t.app);
    const { complaintId } = await submitGrievance(t.app, aGrievance(), { authorization: `Bearer ${token}` });
    const row = await grievanceByComplaintId(t.database, complaintId);
    const { users } = await import('../../src/server/db/schema');
    const owners = await t.database.db.select().from(users);
    expect(owners.find((candidate) => candidate.username === user.username)?.id).toBe(row.ownerId);
    const events = await eventsOf(t.database, row.id);
    expect(events[0]?.actorId).toBe(row.ownerId);

    const before = (await grievanceRows(t.database)).length;
    expectErrorBody(await postJson(t.app, apiPaths.grievances, aGrievance(), { authorization: 'Bearer not-a-token' }), 401);
    expect(await grievanceRows(t.database)).toHaveLength(before);
  });

  it("refuses a citizen's own bearer token once it has run out (the outbox renews it first), filing nothing anonymously", async () => {
    const { token } = await registerUser(t.app);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const runOut = craftToken({ ...claims, iat: nowInSeconds() - 16 * 60, exp: nowInSeconds() - 60 }, { secret: TEST_JWT_SECRET });
    const before = (await grievanceRows(t.database)).length;
    const refused = expectErrorBody(await postJson(t.app, apiPaths.grievances, aGrievance(), { authorization: `Bearer ${runOut}` }), 401);
    expect(refused.error).toBe('Your session has expired. Please sign in again.');
    expect(await grievanceRows(t.database)).toHaveLength(before);
  });

  it('complaint IDs differ from one submission to the next', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => submitGrievance(t.app).then((answer) => answer.complaintId)));
    expect(new Set(ids).size).toBe(10);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['name missing', aGrievance({ name: undefined }), { name: grievanceMessages.required }],
    ['name empty', aGrievance({ name: '' }), { name: grievanceMessages.required }],
    ['name only spaces', aGrievance({ name: '   ' }), { name: grievanceMessages.required }],
    [
      'name too long',
      aGrievance({ name: 'x'.repeat(GRIEVANCE_NAME_MAX + 1) }),
      { name: grievanceMessages.tooLong('Name', GRIEVANCE_NAME_MAX) },
    ],
    ['email missing', aGrievance({ email: undefined }), { email: grievanceMessages.required }],
    ['email empty', aGrievance({ email: '' }), { email: grievanceMessages.required }],
    ['email without @', aGrievance({ email: 'lakshmi.example.com' }), { email: grievanceMessages.email }],
    ['email without dot', aGrievance({ email: 'lakshmi@example' }), { email: grievanceMessages.email }],
    ['email with a space', aGrievance({ email: 'lak shmi@example.com' }), { email: grievanceMessages.email }],
    ['subject missing', aGrievance({ subject: undefined }), { subject: grievanceMessages.required }],
    ['subject unknown', aGrievance({ subject: 'roads' }), { subject: grievanceMessages.subject }],
    ['subject in capitals', aGrievance({ subject: 'Water' }), { subject: grievanceMessages.subject }],
    ['message missing', aGrievance({ message: undefined }), { message: grievanceMessages.required }],
    ['message only spaces', aGrievance({ message: ' \n ' }), { message: grievanceMessages.required }],
    [
      'message too long',
      aGrievance({ message: 'x'.repeat(GRIEVANCE_MESSAGE_MAX + 1) }),
      { message: grievanceMessages.tooLong('Message', GRIEVANCE_MESSAGE_MAX) },
    ],
    ['name a number', aGrievance({ name: 42 }), { name: 'Name must be text' }],
    ['email an array', aGrievance({ email: ['a@b.c'] }), { email: 'Email must be text' }],
    ['message an object', aGrievance({ message: { text: 'hi' } }), { message: 'Message must be text' }],
    ['message null', aGrievance({ message: null }), { message: grievanceMessages.required }],
    ['subject empty', aGrievance({ subject: '' }), { subject: grievanceMessages.required }],
    ['subject a number', aGrievance({ subject: 1 }), { subject: 'Subject must be text' }],
    [
      'everything empty',
      { name: '', email: '', subject: '', message: '' },
      {
        name: grievanceMessages.required,
        email: grievanceMessages.required,
        subject: grievanceMessages.required,
        message: grievanceMessages.required,
      },
    ],
  ];

  it.each(invalid)('%s → 400 with the shared message and nothing stored', async (_case, body, fields) => {
    const before = (await grievanceRows(t.database)).length;
    const error = expectErrorBody(await postJson(t.app, apiPaths.grievances, body), 400);
    expect(error.fields).toEqual(fields);
    expect(error.error).toBe(Object.values(fields)[0]);
    expect(await grievanceRows(t.database)).toHaveLength(before);
  });

  it('refuses unknown fields, including ones that would set the status or the owner', async () => {
    for (const extra of [{ status: 'Resolved' }, { ownerId: randomUUID() }, { complaintId: 'GRV-2222-2222' }]) {
      const error = expectErrorBody(await postJson(t.app, apiPaths.grievances, { ...aGrievance(), ...extra }), 400);
      const [field] = Object.keys(extra);
      expect(error).toEqual({ error: `Unknown field: ${field}`, fields: { [field ?? '']: 'This field is not accepted' } });
    }
  });

  it('refuses bodies that are not a JSON object', async () => {
    for (const body of [[aGrievance()], 'text', 42, null]) {
      expect(expectErrorBody(await postJson(t.app, apiPaths.grievances, body), 400).error).toBe(BODY_NOT_OBJECT);
    }
    const broken = await request(t.app, {
      method: 'POST',
      url: apiPaths.grievances,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(broken, 400);
    const form = await request(t.app, {
      method: 'POST',
      url: apiPaths.grievances,
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorBody(form, 415);
  });
});

describe.each(testDatabases())('Idempotency-Key on grievance submissions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
  });
  afterAll(() => t?.close());
  const withKey = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

  it('five concurrent requests with one key store one grievance and all answer the same complaint ID', async () => {
    const before = (await grievanceRows(t.database)).length;
    const key = randomUUID();
    const body = aGrievance({ subject: 'electricity' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => postJson(t.app, apiPaths.grievances, body, withKey(key))));
    for (const response of responses) expect(response.status, response.text).toBe(201);
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
    const rows = await grievanceRows(t.database);
    expect(rows).toHaveLength(before + 1);
    const { complaintId } = responses[0]?.body as { complaintId: string };
    expect(rows.filter((row) => row.complaintId === complaintId)).toHaveLength(1);

    const later = await postJson(t.app, apiPaths.grievances, body, withKey(key));
    expect(later.status).toBe(201);
    expect(later.body).toEqual({ complaintId });
    expect(await grievanceRows(t.database)).toHaveLength(before + 1);
  });

  it('the same key with a different body is a 422; a refused request releases its key', async () => {
    const key = randomUUID();
    const first = await submitGrievance(t.app, aGrievance(), withKey(key));
    const before = (await grievanceRows(t.database)).length;
    const different = await postJson(t.app, apiPaths.grievances, aGrievance({ message: 'Something else entirely.' }), withKey(key));
    expect(expectErrorBody(different, 422).error).toBe('This Idempotency-Key was already used for a different request');
    expect(await grievanceRows(t.database)).toHaveLength(before);
    // Spaces the normalisation removes do not make a different request.
    const spaced = await postJson(t.app, apiPaths.grievances, aGrievance({ name: ' Lakshmi Narayanan ' }), withKey(key));
    expect(spaced.body).toEqual(first);

    const other = randomUUID();
    expectErrorBody(await postJson(t.app, apiPaths.grievances, aGrievance({ email: 'nope' }), withKey(other)), 400);
    const corrected = await postJson(t.app, apiPaths.grievances, aGrievance(), withKey(other));
    expect(corrected.status, corrected.text).toBe(201);
    expect((corrected.body as { complaintId: string }).complaintId).not.toBe(first.complaintId);
  });

  it('a malformed key is a 400 and stores nothing', async () => {
    const before = (await grievanceRows(t.database)).length;
    expectErrorBody(await postJson(t.app, apiPaths.grievances, aGrievance(), withKey('x'.repeat(201))), 400);
    expect(await grievanceRows(t.database)).toHaveLength(before);
  });
});

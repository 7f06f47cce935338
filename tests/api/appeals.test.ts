import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListAnswer, AppealAdminRow } from '../../src/shared/api/admin-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { AppealCreated, MyApplicationDetail } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { appeals, applications, auditLog, outboundMessages } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { bearer, setCreatedAt } from './me-support';

const DAY_MS = 86_400_000;

/** Decision 084: a citizen appeals a declined application, or one not answered in time; an officer upholds or dismisses it. */
describe.each(testDatabases())("the citizen's appeal on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  let tamil: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
    other = (await registerUser(t.app)).token;
    tamil = (await registerUser(t.app)).token;
    const chosen = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.auth.profile,
      payload: JSON.stringify({ language: 'ta' }),
      headers: { ...bearer(tamil), 'content-type': 'application/json' },
    });
    expect(chosen.status, chosen.text).toBe(200);
  });
  afterAll(() => t?.close());

  const submit = async (token: string) => {
    const response = await submitApplication(t.app, definitionOf('income'), { headers: bearer(token) });
    expect(response.status, response.text).toBe(201);
    return (response.body as { id: string; reference: string }).id;
  };
  const decline = async (id: string) => {
    const response = await postJson(
      t.app,
      adminApiPaths.certificateDecision('income', id, 'decline'),
      { reason: 'Income proof missing.' },
      bearer(admin),
    );
    expect(response.status, response.text).toBe(200);
  };
  const appeal = (id: string, token: string, reason: unknown, headers: Record<string, string> = {}) =>
    postJson(t.app, apiPaths.me.appeal('income', id), { reason }, { ...bearer(token), ...headers });
  const detail = async (id: string, token = citizen, language?: string) => {
    const response = await request(t.app, {
      method: 'GET',
      url: apiPaths.me.application('income', id),
      headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.status, response.text).toBe(200);
    return response.body as MyApplicationDetail;
  };
  const decide = (appealId: string, body: unknown) => postJson(t.app, adminApiPaths.appealDecision(appealId), body, bearer(admin));
  const sent = (applicationId: string, event: string) =>
    t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recordId, applicationId), eq(outboundMessages.event, event)));
  const declinedAndAppealed = async (token = citizen, reason = 'My income proof was attached.') => {
    const id = await submit(token);
    await decline(id);
    const response = await appeal(id, token, reason);
    expect(response.status, response.text).toBe(201);
    return { id, appealId: (response.body as AppealCreated).appealId };
  };

  it('takes an appeal of a declined application: open, due in 30 days, on the timeline with the reason, and the citizen told', async () => {
    const id = await submit(citizen);
    await decline(id);
    expect((await detail(id)).appealable).toBe('declined');
    const before = Date.now();
    const response = await appeal(id, citizen, '  என் வருமானச் சான்று இணைக்கப்பட்டிருந்தது.  ');
    expect(response.status, response.text).toBe(201);
    const created = response.body as AppealCreated;
    expect(created).toEqual({ appealId: expect.any(String), status: 'open', dueBy: expect.any(String) });
    const due = Date.parse(created.dueBy) - before;
    expect(due).toBeGreaterThanOrEqual(30 * DAY_MS - 1000);
    expect(due).toBeLessThan(30 * DAY_MS + 60_000);

    const [stored] = await t.database.db.select().from(appeals).where(eq(appeals.id, created.appealId));
    expect(stored).toMatchObject({ applicationId: id, status: 'open', reason: 'என் வருமானச் சான்று இணைக்கப்பட்டிருந்தது.' });

    const seen = await detail(id);
    expect(seen.status).toBe('declined');
    expect(seen.appealable).toBeUndefined();
    expect(seen.appeal).toMatchObject({ id: created.appealId, status: 'open', dueBy: created.dueBy, note: null, decidedAt: null });
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'declined', event: 'appealed', message: 'என் வருமானச் சான்று இணைக்கப்பட்டிருந்தது.' });
    const [message] = await sent(id, 'appeal.received');
    expect(message?.subject).toContain('received');
  });

  it('takes an appeal of a pending application only once its due date has passed', async () => {
    const id = await submit(citizen);
    expect((await detail(id)).appealable).toBeUndefined();
    const early = expectCodedError(await appeal(id, citizen, 'No answer yet.'), 409);
    expect(early.code).toBe('appeal.not_allowed');
    expect(early.values).toEqual({ status: 'pending' });

    await setCreatedAt(t.database, 'applications', [id], new Date(Date.now() - 60 * DAY_MS).toISOString());
    expect((await detail(id)).appealable).toBe('overdue');
    const response = await appeal(id, citizen, 'No answer in time.');
    expect(response.status, response.text).toBe(201);
    expect((await detail(id)).timeline.at(-1)).toMatchObject({ status: 'pending', event: 'appealed' });
  });

  it('refuses an accepted application, a second open appeal, someone else’s, and a bad reason', async () => {
    const accepted = await submit(citizen);
    const done = await postJson(t.app, adminApiPaths.certificateDecision('income', accepted, 'accept'), {}, bearer(admin));
    expect(done.status, done.text).toBe(200);
    expect(expectCodedError(await appeal(accepted, citizen, 'Why?'), 409).code).toBe('appeal.not_allowed');

    const { id } = await declinedAndAppealed();
    expect(expectCodedError(await appeal(id, citizen, 'Again.'), 409).code).toBe('appeal.already_open');
    expect(expectCodedError(await appeal(id, other, 'Not mine.'), 404).code).toBe('certificate.not_found');
    expect((await appeal(id, admin, 'A clerk.')).status).toBe(403);

    const fresh = await submit(citizen);
    await decline(fresh);
    for (const reason of ['', '   ', 'x'.repeat(1001), 42]) {
      expect(expectCodedError(await appeal(fresh, citizen, reason), 400).code, JSON.stringify(reason)).toBe('validation_failed');
    }
    expect((await appeal(fresh, citizen, 'அ'.repeat(1000))).status).toBe(201);
    expect(await t.database.db.select().from(appeals).where(eq(appeals.applicationId, fresh))).toHaveLength(1);
  });

  it('answers a retried appeal with the same Idempotency-Key once, storing one appeal', async () => {
    const id = await submit(citizen);
    await decline(id);
    const key = { 'idempotency-key': `appeal-${id}` };
    const first = await appeal(id, citizen, 'Please look again.', key);
    const second = await appeal(id, citizen, 'Please look again.', key);
    expect(first.status, first.text).toBe(201);
    expect(second.status, second.text).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await t.database.db.select().from(appeals).where(eq(appeals.applicationId, id))).toHaveLength(1);
    expect(await sent(id, 'appeal.received')).toHaveLength(1);
    expect((await appeal(id, citizen, 'Another reason.', key)).status).toBe(422);
  });

  it('upheld: the application is pending again with its decision cleared, the note on the timeline, a Tamil message, an audit line', async () => {
    const { id, appealId } = await declinedAndAppealed(tamil);
    const response = await decide(appealId, { outcome: 'upheld', note: 'The proof was there.' });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ _id: appealId, status: 'upheld', note: 'The proof was there.', applicationId: id });

    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
    const seen = await detail(id, tamil);
    expect(seen.status).toBe('pending');
    expect(seen.appeal).toMatchObject({ status: 'upheld', note: 'The proof was there.' });
    expect(seen.timeline.at(-1)).toMatchObject({ status: 'pending', event: 'appeal_upheld', message: 'The proof was there.' });
    const [message] = await sent(id, 'appeal.upheld');
    expect(message).toMatchObject({ language: 'ta' });
    expect(message?.subject).toContain('மேல்முறையீடு');
    expect(message?.body).toContain('The proof was there.');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'appeal.upheld')));
    expect(audit).toMatchObject({ targetType: 'application', beforeStatus: 'open', afterStatus: 'upheld' });

    // Pending again: the clerk decides it afresh.
    const accepted = await postJson(t.app, adminApiPaths.certificateDecision('income', id, 'accept'), {}, bearer(admin));
    expect(accepted.status, accepted.text).toBe(200);
  });

  it('dismissed: the application stays declined, the note reaches the citizen; a note is required; a second decision is 409', async () => {
    const { id, appealId } = await declinedAndAppealed();
    expect(expectCodedError(await decide(appealId, { outcome: 'dismissed' }), 400).code).toBe('validation_failed');
    expect(expectCodedError(await decide(appealId, { outcome: 'dismissed', note: '  ' }), 400).code).toBe('validation_failed');
    expect(expectCodedError(await decide(appealId, { outcome: 'maybe', note: 'x' }), 400).code).toBe('validation_failed');

    const response = await decide(appealId, { outcome: 'dismissed', note: 'The income is above the limit.' });
    expect(response.status, response.text).toBe(200);
    const seen = await detail(id);
    expect(seen.status).toBe('declined');
    expect(seen.appealable).toBeUndefined();
    expect(seen.appeal).toMatchObject({ status: 'dismissed', note: 'The income is above the limit.' });
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'declined',
      event: 'appeal_dismissed',
      message: 'The income is above the limit.',
    });
    const [message] = await sent(id, 'appeal.dismissed');
    expect(message).toMatchObject({ language: 'en' });
    expect(message?.body).toContain('The income is above the limit.');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'appeal.dismissed')));
    expect(audit).toMatchObject({ beforeStatus: 'open', afterStatus: 'dismissed' });

    expect(expectCodedError(await decide(appealId, { outcome: 'upheld', note: '' }), 409).code).toBe('appeal.already_decided');
    // The decision was appealed once: its outcome stands.
    expect(expectCodedError(await appeal(id, citizen, 'Once more.'), 409).code).toBe('appeal.already_appealed');
    expect(expectCodedError(await decide('00000000-0000-4000-8000-000000000000', { outcome: 'upheld' }), 404).code).toBe(
      'appeal.not_found',
    );
    expect((await postJson(t.app, adminApiPaths.appealDecision(appealId), { outcome: 'upheld' }, bearer(citizen))).status).toBe(403);
  });

  it('lists the appeals in the admin list, open first, paged by cursor, and leaves them out when `only` does', async () => {
    const { appealId: decided } = await declinedAndAppealed();
    expect((await decide(decided, { outcome: 'dismissed', note: 'No.' })).status).toBe(200);
    const open = [(await declinedAndAppealed()).appealId, (await declinedAndAppealed()).appealId];

    const walked: AppealAdminRow[] = [];
    let after: string | null = null;
    do {
      const query: string = `only=appeals&appeals.limit=2${after ? `&appeals.after=${after}` : ''}`;
      const response = await getWithToken(t.app, `${adminApiPaths.list}?${query}`, admin);
      expect(response.status, response.text).toBe(200);
      const answer = response.body as AdminListAnswer;
      expect(answer.data.birth).toBeUndefined();
      walked.push(...(answer.appeals ?? []));
      after = answer.pages.appeals?.next ?? null;
    } while (after !== null);
    const all = await t.database.db.select().from(appeals);
    expect(walked).toHaveLength(all.length);
    expect(new Set(walked.map((row) => row._id)).size).toBe(all.length);
    const firstDecided = walked.findIndex((row) => row.status !== 'open');
    expect(walked.slice(firstDecided).every((row) => row.status !== 'open')).toBe(true);
    // Newest first among the open ones.
    expect(walked.slice(0, 2).map((row) => row._id)).toEqual([...open].reverse());

    const openOnly = (await getWithToken(t.app, `${adminApiPaths.list}?appeals.status=dismissed`, admin)).body as AdminListAnswer;
    expect(openOnly.appeals?.every((row) => row.status === 'dismissed')).toBe(true);
    const without = (await getWithToken(t.app, `${adminApiPaths.list}?only=grievances`, admin)).body as AdminListAnswer;
    expect(without.appeals).toBeUndefined();
    const refused = expectCodedError(await getWithToken(t.app, `${adminApiPaths.list}?appeals.after=nope&appeals.overdue=1`, admin), 400);
    expect(refused.fieldCodes).toEqual({ 'appeals.after': 'cursor', 'appeals.overdue': 'unknown' });
  });
});

describe.each(testDatabases())('an appeal’s time from SERVICE_TIMES on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { SERVICE_TIMES: 'appeal=P10D' } });
  });
  afterAll(() => t?.close());

  it('is due in the municipality’s own appeal time', async () => {
    const admin = (await setupAdmin(t.app)).token;
    const citizen = (await registerUser(t.app)).token;
    const submitted = await submitApplication(t.app, definitionOf('income'), { headers: bearer(citizen) });
    const { id } = submitted.body as { id: string };
    const declined = await postJson(
      t.app,
      adminApiPaths.certificateDecision('income', id, 'decline'),
      { reason: 'Proof missing.' },
      bearer(admin),
    );
    expect(declined.status, declined.text).toBe(200);
    const before = Date.now();
    const response = await postJson(t.app, apiPaths.me.appeal('income', id), { reason: 'It was attached.' }, bearer(citizen));
    expect(response.status, response.text).toBe(201);
    const due = Date.parse((response.body as AppealCreated).dueBy) - before;
    expect(due).toBeGreaterThanOrEqual(10 * DAY_MS - 1000);
    expect(due).toBeLessThan(10 * DAY_MS + 60_000);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { GrievanceDetail } from '../../src/shared/api/admin-types';
import { apiPaths } from '../../src/shared/api/paths';
import type { ComplaintReopened, ComplaintStatus } from '../../src/shared/api/submissions/grievance-types';
import { grievances } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance, eventsOf, grievanceByComplaintId, submitGrievance } from './grievance-support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Decision 085: its submitter reopens a Resolved grievance within 7 days, and rates it once. */
describe.each(testDatabases())('reopening and rating a grievance on %s', (target) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, SERVICE_TIMES: 'grievances=PT48H' } });
    admin = (await setupAdmin(t.app)).token;
  });
  afterAll(() => t?.close());

  /** A grievance the clerk has resolved, `daysAgo` days ago (the row's times moved back, as the clock would have). */
  async function aResolvedGrievance(options: { daysAgo?: number; headers?: Record<string, string> } = {}) {
    const { complaintId } = await submitGrievance(t.app, aGrievance({ email: 'Lakshmi@Example.com' }), options.headers);
    const row = await grievanceByComplaintId(t.database, complaintId);
    const resolved = await postJson(
      t.app,
      adminApiPaths.grievanceStatus(row.id),
      { status: 'Resolved' },
      { authorization: `Bearer ${admin}` },
    );
    expect(resolved.status, resolved.text).toBe(200);
    const back = (options.daysAgo ?? 0) * DAY;
    if (back > 0) {
      const { resolvedAt, createdAt } = await grievanceByComplaintId(t.database, complaintId);
      await t.database.db
        .update(grievances)
        .set({ resolvedAt: new Date((resolvedAt ?? new Date()).getTime() - back), createdAt: new Date(createdAt.getTime() - back - DAY) })
        .where(eq(grievances.id, row.id));
    }
    return { id: row.id, complaintId };
  }
  const reopen = (complaintId: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(t.app, apiPaths.complaintReopen(complaintId), body, headers);
  const rate = (complaintId: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(t.app, apiPaths.complaintFeedback(complaintId), body, headers);
  const track = async (complaintId: string) => (await getWithToken(t.app, apiPaths.complaint(complaintId))).body as ComplaintStatus;

  it('Resolved sets resolved_at; tracking then says until when it may be reopened and that it is not rated', async () => {
    const { complaintId } = await aResolvedGrievance();
    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(row.resolvedAt).not.toBeNull();
    expect(Date.now() - (row.resolvedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    const tracked = await track(complaintId);
    expect(tracked).toEqual({
      status: 'Resolved',
      updatedAt: row.updatedAt.toISOString(),
      reopenUntil: new Date((row.resolvedAt?.getTime() ?? 0) + 7 * DAY).toISOString(),
      rated: false,
    });
    // A grievance not yet resolved says neither.
    expect(Object.keys(await track((await submitGrievance(t.app)).complaintId)).sort()).toEqual(['status', 'updatedAt']);
  });

  it('the submitter reopens it within 7 days by the email it was sent with (in any case): back to Pending with its history', async () => {
    const { id, complaintId } = await aResolvedGrievance({ daysAgo: 6 });
    await t.database.db.update(grievances).set({ remindedAt: new Date(), escalatedAt: new Date() }).where(eq(grievances.id, id));

    const response = await reopen(complaintId.toLowerCase(), { email: ' lakshmi@EXAMPLE.com ', reason: 'The pipe still leaks.' });
    expect(response.status, response.text).toBe(200);
    const answer = response.body as ComplaintReopened;
    expect(answer).toMatchObject({ complaintId, status: 'Pending' });

    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(row).toMatchObject({ status: 'Pending', reopenCount: 1, remindedAt: null, escalatedAt: null });
    expect(row.reopenedAt?.toISOString()).toBe(answer.reopenedAt);
    const events = await eventsOf(t.database, id);
    expect(events.map(({ status, kind, message }) => ({ status, kind, message }))).toEqual([
      { status: 'Pending', kind: 'status', message: null },
      { status: 'Resolved', kind: 'status', message: null },
      { status: 'Pending', kind: 'reopened', message: 'The pipe still leaks.' },
    ]);
    const detail = (await getWithToken(t.app, adminApiPaths.grievance(id), admin)).body as GrievanceDetail;
    expect(detail.reopenedAt).toBe(answer.reopenedAt);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'reopened', status: 'Pending', note: 'The pipe still leaks.' });
    expect(await track(complaintId)).not.toHaveProperty('reopenUntil');

    // Its service time runs again from the reopening, not from when it was first sent.
    const reopenedAt = row.reopenedAt ?? new Date();
    expect(await t.app.escalation.escalate('grievance', id, new Date(reopenedAt.getTime() + 47 * HOUR))).toBe(false);
    expect(await t.app.escalation.escalate('grievance', id, new Date(reopenedAt.getTime() + 48 * HOUR))).toBe(true);
  });

  it('the same reopening sent again within a minute answers the same; a second reason while it is open is 409', async () => {
    const { id, complaintId } = await aResolvedGrievance();
    const body = { email: 'lakshmi@example.com', reason: 'Still no water.' };
    const first = await reopen(complaintId, body);
    expect(first.status, first.text).toBe(200);
    const again = await reopen(complaintId, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await eventsOf(t.database, id)).filter((event) => event.kind === 'reopened')).toHaveLength(1);
    expect(expectCodedError(await reopen(complaintId, { ...body, reason: 'Another reason' }), 409).code).toBe('grievance.not_resolved');
  });

  it('with an Idempotency-Key a retry answers the first answer', async () => {
    const { complaintId } = await aResolvedGrievance();
    const headers = { 'idempotency-key': 'reopen-retry-0001' };
    const body = { email: 'lakshmi@example.com', reason: 'Garbage is back.' };
    const first = await reopen(complaintId, body, headers);
    expect(first.status, first.text).toBe(200);
    const again = await reopen(complaintId, body, headers);
    expect(again.body).toEqual(first.body);
    expect((await grievanceByComplaintId(t.database, complaintId)).reopenCount).toBe(1);
  });

  it('after 7 days it cannot be reopened: 409 with a clear message, in Tamil too; nothing changes', async () => {
    const { complaintId } = await aResolvedGrievance({ daysAgo: 8 });
    const body = { email: 'lakshmi@example.com', reason: 'It broke again.' };
    const english = expectCodedError(await reopen(complaintId, body), 409);
    expect(english).toMatchObject({ code: 'grievance.reopen_closed', values: { days: 7 } });
    expect(english.error).toMatch(/7 days/);
    const tamil = expectCodedError(await reopen(complaintId, body, { 'accept-language': 'ta' }), 409);
    expect(tamil.error).toMatch(/[\u0B80-\u0BFF]/);
    expect(await grievanceByComplaintId(t.database, complaintId)).toMatchObject({ status: 'Resolved', reopenCount: 0 });
    expect(await track(complaintId)).not.toHaveProperty('reopenUntil');
  });

  it('a wrong email, no email, or an unknown complaint ID is the same 404 as an unknown complaint; a grievance not resolved is 409', async () => {
    const { complaintId } = await aResolvedGrievance();
    for (const email of [{ email: 'someone@example.com' }, {}]) {
      expect(expectCodedError(await reopen(complaintId, { ...email, reason: 'x' }), 404).code).toBe('grievance.complaint_not_found');
      expect(expectCodedError(await rate(complaintId, { ...email, rating: 1 }), 404).code).toBe('grievance.complaint_not_found');
    }
    expect(expectCodedError(await reopen('GRV-ZZZZ-ZZZZ', { email: 'lakshmi@example.com', reason: 'x' }), 404).code).toBe(
      'grievance.complaint_not_found',
    );
    expect((await grievanceByComplaintId(t.database, complaintId)).status).toBe('Resolved');
    const pending = (await submitGrievance(t.app)).complaintId;
    expect(expectCodedError(await reopen(pending, { email: 'lakshmi@example.com', reason: 'x' }), 409).code).toBe('grievance.not_resolved');
    expect(expectCodedError(await rate(pending, { email: 'lakshmi@example.com', rating: 3 }), 409).code).toBe('grievance.not_resolved');
  });

  it('refuses a body without a reason or with a rating outside 1 to 5, naming the field', async () => {
    const { complaintId } = await aResolvedGrievance();
    expect(expectCodedError(await reopen(complaintId, { email: 'lakshmi@example.com', reason: '  ' }), 400).fields).toHaveProperty(
      'reason',
    );
    expect(expectCodedError(await rate(complaintId, { email: 'lakshmi@example.com', rating: 6 }), 400).fields).toHaveProperty('rating');
  });

  it('its signed-in owner reopens it without giving the email', async () => {
    const citizen = (await registerUser(t.app)).token;
    const { complaintId } = await aResolvedGrievance({ headers: { authorization: `Bearer ${citizen}` } });
    const response = await reopen(complaintId, { reason: 'Not fixed.' }, { authorization: `Bearer ${citizen}` });
    expect(response.status, response.text).toBe(200);
    // Another account is nobody's submitter.
    const other = (await registerUser(t.app)).token;
    expect((await rate(complaintId, { rating: 2 }, { authorization: `Bearer ${other}` })).status).toBe(404);
  });

  it('rates it once after Resolved: the second is 409; tracking and the clerk see it', async () => {
    const { id, complaintId } = await aResolvedGrievance();
    const first = await rate(complaintId, { email: 'LAKSHMI@example.com', rating: 4, comment: ' Quick fix, thank you. ' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ complaintId, rating: 4 });
    const second = await rate(complaintId, { email: 'lakshmi@example.com', rating: 1 });
    expect(expectCodedError(second, 409).code).toBe('grievance.already_rated');

    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(row).toMatchObject({ rating: 4, ratingComment: 'Quick fix, thank you.' });
    expect((await track(complaintId)).rated).toBe(true);
    const detail = (await getWithToken(t.app, adminApiPaths.grievance(id), admin)).body as GrievanceDetail;
    expect(detail.feedback).toEqual({ rating: 4, comment: 'Quick fix, thank you.', at: row.ratedAt?.toISOString() });
  });
});

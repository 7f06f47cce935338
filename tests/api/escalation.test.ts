import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceFigures } from '../../src/shared/api/admin-types';
import type { WorkQueueAnswer } from '../../src/shared/api/admin-queue-types';
import type { MyApplicationDetail } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { Department } from '../../src/shared/domain/staff/departments';
import { applicationEvents, applications, grievances, outboundMessages, timers, users } from '../../src/server/db/schema';
import type { OutboundMessageRow } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createSecondInstance, createTestApp, restartTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import type { TestDatabase } from './helpers/test-databases';
import { UNLIMITED, eventsOf, grievanceByComplaintId, submitGrievance } from './grievance-support';
import { bearer, setCreatedAt } from './me-support';
import { toGrievanceListRow } from '../../src/server/modules/grievances/grievance-view';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** When the timer `name` of `key` is due, as the database keeps it: the `timers` table on PGlite, pg-boss's jobs on PostgreSQL. */
async function scheduledAt(t: TestApp, name: string, key: string): Promise<Date[]> {
  if (t.database.jobs) {
    const { rows } = await t.database.jobs.executeSql(
      `select start_after from "${t.database.jobs.schema}".job where name = $1 and data->>'key' = $2 and state = 'created'`,
      [name, key],
    );
    return (rows as { start_after: Date }[]).map((row) => new Date(row.start_after));
  }
  const rows = await t.database.db
    .select({ dueAt: timers.dueAt })
    .from(timers)
    .where(and(eq(timers.name, name), eq(timers.key, key)));
  return rows.map((row) => row.dueAt);
}

async function messagesOf(t: TestApp, recordId: string, event: string): Promise<OutboundMessageRow[]> {
  return t.database.db
    .select()
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recordId, recordId), eq(outboundMessages.event, event)));
}

/** An officer of these departments, as the staff page makes them (another module); `active` false: deactivated. */
async function anOfficer(t: TestApp, departments: Department[], active = true): Promise<string> {
  const id = randomBytes(4).toString('hex');
  const email = `officer.${id}@example.com`;
  await t.database.db
    .insert(users)
    .values({ username: `officer_${id}`, email, role: 'officer', departments, deactivatedAt: active ? null : new Date() });
  return email;
}

/** Decision 083: service times that remind and escalate, on durable timers. */
describe.each(testDatabases())('escalation on %s', (target: TestDatabase) => {
  let t: TestApp;
  let citizen: { token: string };
  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, SERVICE_TIMES: 'death=P4D,grievances=PT48H' } });
    const registered = await registerUser(t.app);
    citizen = { token: registered.token };
    const tamil = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.auth.profile,
      payload: JSON.stringify({ language: 'ta' }),
      headers: { 'content-type': 'application/json', ...bearer(citizen.token) },
    });
    expect(tamil.status, tamil.text).toBe(200);
  });
  afterAll(() => t?.close());

  const submitDeath = async (app = t.app) => {
    const response = await submitApplication(app, definitionOf('death'), { headers: bearer(citizen.token) });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as { id: string };
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    if (!row) throw new Error('No application');
    return row;
  };
  const escalatedEvents = (id: string) =>
    t.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.action, 'escalated')));

  it('schedules a received application: its reminder at 75 % of its service time, its escalation at its due time', async () => {
    const row = await submitDeath();
    expect(await scheduledAt(t, 'remind', `application:${row.id}`)).toEqual([at(row.createdAt, 3 * DAY)]);
    expect(await scheduledAt(t, 'escalate', `application:${row.id}`)).toEqual([at(row.createdAt, 4 * DAY)]);
  });

  it('schedules a received grievance by the grievances’ service time', async () => {
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(citizen.token));
    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(await scheduledAt(t, 'remind', `grievance:${row.id}`)).toEqual([at(row.createdAt, 36 * HOUR)]);
    expect(await scheduledAt(t, 'escalate', `grievance:${row.id}`)).toEqual([at(row.createdAt, 48 * HOUR)]);
  });

  it('escalates an undecided application once at its due time: escalatedAt, the timeline entry the citizen sees, a message in their language', async () => {
    const row = await submitDeath();
    const due = at(row.createdAt, 4 * DAY);
    expect(await t.app.escalation.escalate('application', row.id, at(due, -60_000))).toBe(false);
    expect(await escalatedEvents(row.id)).toHaveLength(0);

    expect(await t.app.escalation.escalate('application', row.id, due)).toBe(true);
    expect(await t.app.escalation.escalate('application', row.id, at(due, HOUR))).toBe(false);

    const [after] = await t.database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(after).toMatchObject({ status: 'pending', escalatedAt: due });
    expect(await escalatedEvents(row.id)).toHaveLength(1);
    const mine = await getWithToken(t.app, apiPaths.me.application('death', row.id), citizen.token);
    expect(mine.status, mine.text).toBe(200);
    const { timeline } = mine.body as MyApplicationDetail;
    expect(timeline.at(-1)).toEqual({ at: due.toISOString(), status: 'pending', event: 'escalated' });
    const messages = await messagesOf(t, row.id, 'application.escalated');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'email', language: 'ta' });
    expect(messages[0]?.subject).toContain(row.reference);
    expect(messages[0]?.subject).toContain('கடைசி நாளைக் கடந்தது');
  });

  it('escalates exactly once when two servers run the same timer at once', async () => {
    const row = await submitDeath();
    const due = at(row.createdAt, 4 * DAY);
    const other = target.url ? await createSecondInstance(target, t) : null;
    try {
      const second = other?.app ?? t.app;
      const runs = await Promise.all([
        t.app.escalation.escalate('application', row.id, due),
        second.escalation.escalate('application', row.id, due),
        t.app.escalation.escalate('application', row.id, due),
      ]);
      expect(runs.filter(Boolean)).toHaveLength(1);
    } finally {
      await other?.close();
    }
    expect(await escalatedEvents(row.id)).toHaveLength(1);
    expect(await messagesOf(t, row.id, 'application.escalated')).toHaveLength(1);
  });

  it('leaves a decided application alone: neither reminded nor escalated', async () => {
    const admin = (await setupAdmin(t.app).catch(() => null))?.token;
    const row = await submitDeath();
    if (admin) {
      const decided = await postJson(t.app, adminApiPaths.certificateDecision('death', row.id, 'accept'), {}, bearer(admin));
      expect(decided.status, decided.text).toBe(200);
    } else {
      await t.database.db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, row.id));
    }
    expect(await t.app.escalation.remind('application', row.id, at(row.createdAt, 3 * DAY))).toBe(false);
    expect(await t.app.escalation.escalate('application', row.id, at(row.createdAt, 4 * DAY))).toBe(false);
    const [after] = await t.database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(after).toMatchObject({ remindedAt: null, escalatedAt: null });
    expect(await messagesOf(t, row.id, 'application.escalated')).toHaveLength(0);
  });

  it('escalates an unresolved grievance once: an escalated entry with its status unchanged, and the submitter told', async () => {
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(citizen.token));
    const row = await grievanceByComplaintId(t.database, complaintId);
    const due = at(row.createdAt, 48 * HOUR);
    expect(await t.app.escalation.escalate('grievance', row.id, at(due, -1000))).toBe(false);
    expect(await t.app.escalation.escalate('grievance', row.id, due)).toBe(true);
    expect(await t.app.escalation.escalate('grievance', row.id, due)).toBe(false);
    const [after] = await t.database.db.select().from(grievances).where(eq(grievances.id, row.id));
    expect(after).toMatchObject({ status: 'Pending', escalatedAt: due });
    // The staff lists' row says so, as a certificate's does.
    expect(after && toGrievanceListRow(after).escalatedAt).toBe(due.toISOString());
    const events = await eventsOf(t.database, row.id);
    expect(events.map((event) => [event.kind, event.status])).toEqual([
      ['status', 'Pending'],
      ['escalated', 'Pending'],
    ]);
    expect(await messagesOf(t, row.id, 'grievance.escalated')).toMatchObject([{ channel: 'email', language: 'ta' }]);
  });

  it("reminds the officers of the item's department at 75 % of its time, once; none but them", async () => {
    const registrar = await anOfficer(t, ['registration']);
    const both = await anOfficer(t, ['revenue', 'registration']);
    const revenue = await anOfficer(t, ['revenue']);
    const gone = await anOfficer(t, ['registration'], false);
    const row = await submitDeath();
    const remindAt = at(row.createdAt, 3 * DAY);
    expect(await t.app.escalation.remind('application', row.id, at(remindAt, -60_000))).toBe(false);
    expect(await t.app.escalation.remind('application', row.id, remindAt)).toBe(true);
    expect(await t.app.escalation.remind('application', row.id, remindAt)).toBe(false);
    const [after] = await t.database.db.select().from(applications).where(eq(applications.id, row.id));
    expect(after).toMatchObject({ remindedAt: remindAt, escalatedAt: null });
    const reminders = await messagesOf(t, row.id, 'staff.reminder');
    expect(reminders.map((message) => message.recipient).sort()).toEqual([registrar, both].sort());
    expect(reminders.map((message) => message.recipient)).not.toContain(revenue);
    expect(reminders.map((message) => message.recipient)).not.toContain(gone);
    expect(reminders[0]?.subject).toContain(row.reference);
  });

  it('reminds a department without officers in the log only', async () => {
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(citizen.token));
    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(await t.app.escalation.remind('grievance', row.id, at(row.createdAt, 36 * HOUR))).toBe(true);
    expect(await messagesOf(t, row.id, 'staff.reminder')).toHaveLength(0);
  });

  it('keeps its timers across a restart, and the restarted server escalates once', async () => {
    const row = await submitDeath();
    t = await restartTestApp(target, t);
    expect(await scheduledAt(t, 'escalate', `application:${row.id}`)).toEqual([at(row.createdAt, 4 * DAY)]);
    const due = at(row.createdAt, 4 * DAY);
    expect(await t.app.escalation.escalate('application', row.id, due)).toBe(true);
    expect(await t.app.escalation.escalate('application', row.id, due)).toBe(false);
    expect(await escalatedEvents(row.id)).toHaveLength(1);
  });
});

describe.each(testDatabases())('the service figures on %s', (target: TestDatabase) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, SERVICE_TIMES: 'death=P4D,grievances=PT48H' } });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const figures = async (query = '') => {
    const response = await getWithToken(t.app, `${adminApiPaths.figures}${query}`, admin);
    expect(response.status, response.text).toBe(200);
    return response.body as ServiceFigures;
  };
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  const death = async (receivedDaysAgo: number) => {
    const response = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen) });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as { id: string };
    await setCreatedAt(t.database, 'applications', [id], daysAgo(receivedDaysAgo));
    return id;
  };
  const decide = async (id: string, decision: 'accept' | 'decline') => {
    const response = await postJson(t.app, adminApiPaths.certificateDecision('death', id, decision), {}, bearer(admin));
    expect(response.status, response.text).toBe(200);
  };

  it('counts per type and department what the records say: received, on time, late, escalated, median days', async () => {
    await decide(await death(1), 'accept');
    await decide(await death(10), 'decline');
    const overdue = await death(5);
    expect(await t.app.escalation.escalate('application', overdue, new Date())).toBe(true);
    const queue = await getWithToken(t.app, adminApiPaths.queue, admin);
    const queued = (queue.body as WorkQueueAnswer).items.find((item) => item._id === overdue);
    expect(queued?.escalatedAt).toEqual(expect.any(String));
    const list = await getWithToken(t.app, `${adminApiPaths.list}?q=${queued?.reference ?? ''}`, admin);
    expect(list.status, list.text).toBe(200);
    expect(JSON.stringify(list.body)).toContain(`"escalatedAt":"${queued?.escalatedAt ?? ''}"`);
    await death(200);
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(citizen));
    const grievance = await grievanceByComplaintId(t.database, complaintId);
    await setCreatedAt(t.database, 'grievances', [grievance.id], daysAgo(1));
    const resolved = await postJson(t.app, adminApiPaths.grievanceStatus(grievance.id), { status: 'Resolved' }, bearer(admin));
    expect(resolved.status, resolved.text).toBe(200);

    const answer = await figures();
    expect(answer.to).toBe(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
    const byType = new Map(answer.figures.map((figure) => [figure.type, figure]));
    expect(byType.get('death')).toEqual({
      type: 'death',
      department: 'registration',
      received: 3,
      decidedOnTime: 1,
      decidedLate: 1,
      escalated: 1,
      medianDays: 5.5,
    });
    expect(byType.get('income')).toMatchObject({ department: 'revenue', received: 0, medianDays: null });
    expect(byType.get('grievances')).toEqual({
      type: 'grievances',
      department: 'grievances',
      received: 1,
      decidedOnTime: 1,
      decidedLate: 0,
      escalated: 0,
      medianDays: 1,
    });
    // A range of the day 200 days ago holds only the one received then.
    const day = new Date(Date.now() - 200 * DAY + 330 * 60_000).toISOString().slice(0, 10);
    const then = await figures(`?from=${day}&to=${day}`);
    expect(then.figures.find((figure) => figure.type === 'death')).toMatchObject({ received: 1, decidedOnTime: 0, decidedLate: 0 });
  });

  it('refuses a bad range with its code, and anyone but an admin', async () => {
    const bad = await getWithToken(t.app, `${adminApiPaths.figures}?from=2026-02-30`, admin);
    expect(expectCodedError(bad, 400).code).toBe('admin.figures_invalid');
    const reversed = await getWithToken(t.app, `${adminApiPaths.figures}?from=2026-03-01&to=2026-02-01`, admin);
    expect(expectCodedError(reversed, 400).code).toBe('admin.figures_invalid');
    expect((await getWithToken(t.app, adminApiPaths.figures, citizen)).status).toBe(403);
    expect((await getWithToken(t.app, adminApiPaths.figures)).status).toBe(401);
  });
});

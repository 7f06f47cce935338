import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyGrievanceItem, MyRequestsPage } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { COMPLAINT_ID_ALPHABET, COMPLAINT_ID_PATTERN } from '../../src/shared/domain/grievances/grievance-rules';
import { idempotencyKeys, outboundMessages } from '../../src/server/db/schema';
import { newComplaintId } from '../../src/server/modules/grievances/complaint-id';
import { findTrackedComplaint } from '../../src/server/modules/grievances/grievance-repository';
import { storeGrievance } from '../../src/server/modules/grievances/store-grievance';
import { requestHash } from '../../src/server/modules/idempotency/request-hash';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance, eventsOf, grievanceByComplaintId, grievanceRows, submitGrievance } from './grievance-support';

const NOT_FOUND = { error: 'Complaint ID not found' };
const lookup = (t: TestApp, complaintId: string, ip = '127.0.0.1') =>
  request(t.app, { method: 'GET', url: apiPaths.complaint(complaintId), remoteAddress: ip });

describe('complaint IDs', () => {
  it('are GRV- and two groups of four from the shared alphabet, every symbol in use, no repeats in 10,000', () => {
    const ids = Array.from({ length: 10_000 }, () => newComplaintId());
    for (const id of ids) expect(id).toMatch(COMPLAINT_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(4).replace('-', '')]));
    expect([...seen].sort().join('')).toBe([...COMPLAINT_ID_ALPHABET].sort().join(''));
    expect(COMPLAINT_ID_ALPHABET).toHaveLength(32);
    expect(COMPLAINT_ID_ALPHABET).not.toMatch(/[01OI]/);
  });
});

describe.each(testDatabases())('tracking a complaint on %s', (target) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof setupAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = await setupAdmin(t.app);
  });
  afterAll(() => t?.close());

  it('a known complaint ID answers its status and when it last changed, nothing personal; case and spaces do not matter', async () => {
    const { complaintId } = await submitGrievance(t.app);
    const { updatedAt } = await grievanceByComplaintId(t.database, complaintId);
    for (const typed of [complaintId, complaintId.toLowerCase(), `  ${complaintId} `]) {
      const response = await lookup(t, typed);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ status: 'Pending', updatedAt: updatedAt.toISOString() });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("answers a clerk's change with its time", async () => {
    const { complaintId } = await submitGrievance(t.app);
    const { id } = await grievanceByComplaintId(t.database, complaintId);
    const changed = await postJson(
      t.app,
      adminApiPaths.grievanceStatus(id),
      { status: 'Resolved' },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(changed.status, changed.text).toBe(200);
    const { updatedAt } = await grievanceByComplaintId(t.database, complaintId);
    // Resolved: its submitter may reopen it for 7 days, and rate it (decision 085).
    const reopenUntil = new Date(updatedAt.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString();
    expect((await lookup(t, complaintId)).body).toEqual({
      status: 'Resolved',
      updatedAt: updatedAt.toISOString(),
      reopenUntil,
      rated: false,
    });
  });

  it("never shows the clerk's note to whoever has the complaint ID: the signed-in submitter reads it, and is sent it", async () => {
    const citizen = await registerUser(t.app);
    const { complaintId } = await submitGrievance(t.app, aGrievance(), { authorization: `Bearer ${citizen.token}` });
    const { id } = await grievanceByComplaintId(t.database, complaintId);
    const note = 'Call the plumber on 98765 43210 before Thursday.';
    const changed = await postJson(
      t.app,
      adminApiPaths.grievanceStatus(id),
      { status: 'In Progress', note },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(changed.status, changed.text).toBe(200);

    const { updatedAt } = await grievanceByComplaintId(t.database, complaintId);
    const tracked = await lookup(t, complaintId);
    expect(tracked.body).toEqual({ status: 'In Progress', updatedAt: updatedAt.toISOString() });
    expect(tracked.text).not.toContain('98765');

    const mine = (await getWithToken(t.app, apiPaths.me.grievances, citizen.token)).body as MyRequestsPage<MyGrievanceItem>;
    expect(mine.items.find((item) => item.complaintId === complaintId)).toMatchObject({ status: 'In Progress', message: note });
    const sent = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, id));
    expect(sent.map((message) => message.body).join('\n')).toContain(note);
  });

  it('an unknown or malformed complaint ID is a 404 with the same answer', async () => {
    await submitGrievance(t.app);
    for (const typed of [
      'GRV-2222-2222',
      'GRV-0000-0000',
      'GRV-OOII-1111',
      'GRV-ABCD',
      'nonsense',
      "GRV-' OR 1=1 --",
      'x'.repeat(90),
      '%00',
    ]) {
      expect(expectErrorBody(await lookup(t, typed), 404)).toEqual(NOT_FOUND);
    }
  });

  it('10,000 random well-formed complaint IDs find nothing', async () => {
    const known = new Set((await grievanceRows(t.database)).map((row) => row.complaintId));
    expect(known.size).toBeGreaterThan(0);
    let found = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const guess = newComplaintId();
      if (known.has(guess)) continue;
      if ((await findTrackedComplaint(t.database.db, guess)) !== null) found += 1;
    }
    expect(found).toBe(0);
  }, 120_000);

  const input = { name: 'A', email: 'a@b.co', subject: 'gas', message: 'M' } as const;
  const scope = `POST ${apiPaths.grievances}`;

  it('a complaint ID that collides with an existing one is replaced by a fresh one, with one first event each', async () => {
    const { complaintId: taken } = await submitGrievance(t.app);
    const queue = [taken, taken, 'GRV-2345-6789'];
    const stored = await storeGrievance(
      t.database.db,
      { scope, key: null, requestHash: requestHash(input) },
      input,
      null,
      () => queue.shift() ?? newComplaintId(),
    );
    expect(stored).toEqual({ status: 201, body: { complaintId: 'GRV-2345-6789' }, replayed: false });
    const rows = await grievanceRows(t.database);
    expect(rows.filter((row) => row.complaintId === taken)).toHaveLength(1);
    // The refused attempts wrote no event, not even one for the grievance that holds the ID.
    for (const complaintId of [taken, 'GRV-2345-6789']) {
      const row = rows.find((candidate) => candidate.complaintId === complaintId);
      const events = row ? await eventsOf(t.database, row.id) : [];
      expect(events.map(({ status, at }) => ({ status, at }))).toEqual([{ status: 'Pending', at: row?.createdAt }]);
    }
  });

  it('with an Idempotency-Key, a refused complaint ID leaves no claim: the key keeps the answer of the grievance stored', async () => {
    const { complaintId: taken } = await submitGrievance(t.app);
    const key = randomUUID();
    const request = { scope, key, requestHash: requestHash(input) };
    const queue = [taken, 'GRV-3456-7892'];
    const stored = await storeGrievance(t.database.db, request, input, null, () => queue.shift() ?? newComplaintId());
    expect(stored).toEqual({ status: 201, body: { complaintId: 'GRV-3456-7892' }, replayed: false });
    expect(await keyRows(t, key)).toEqual([{ state: 'done', responseStatus: 201, responseBody: { complaintId: 'GRV-3456-7892' } }]);

    const before = (await grievanceRows(t.database)).length;
    const replay = await storeGrievance(t.database.db, request, input, null);
    expect(replay).toEqual({ status: 201, body: { complaintId: 'GRV-3456-7892' }, replayed: true });
    expect(await grievanceRows(t.database)).toHaveLength(before);
  });

  it('a write that fails leaves neither its key nor a grievance, and a retry with the key then succeeds', async () => {
    const { complaintId: taken } = await submitGrievance(t.app);
    const key = randomUUID();
    const request = { scope, key, requestHash: requestHash(input) };
    const before = (await grievanceRows(t.database)).length;
    await expect(storeGrievance(t.database.db, request, input, null, () => taken)).rejects.toThrow(/random codes was taken/);
    expect(await keyRows(t, key)).toEqual([]);
    expect(await grievanceRows(t.database)).toHaveLength(before);

    const retried = await storeGrievance(t.database.db, request, input, null);
    expect(retried.replayed).toBe(false);
    expect(await grievanceRows(t.database)).toHaveLength(before + 1);
  });
});

async function keyRows(t: TestApp, key: string) {
  return t.database.db
    .select({ state: idempotencyKeys.state, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
}

describe.each(testDatabases())('per-IP limits on grievances on %s', (target) => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: String(LIMIT), GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: String(LIMIT) },
    });
  });
  afterAll(() => t?.close());

  it('lookups answer 429 after GRIEVANCE_LOOKUP_RATE_LIMIT_MAX per minute, found or not; other clients are unaffected', async () => {
    const { complaintId } = await submitGrievance(t.app, aGrievance(), {});
    const ip = '203.0.113.9';
    expect((await lookup(t, complaintId, ip)).status).toBe(200);
    expect((await lookup(t, 'GRV-2222-2222', ip)).status).toBe(404);
    expect((await lookup(t, 'garbage', ip)).status).toBe(404);
    const limited = await lookup(t, complaintId, ip);
    expect(expectErrorBody(limited, 429)).toEqual({ error: 'Too many attempts. Please wait a minute and try again.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(t, complaintId, '198.51.100.4')).status).toBe(200);
  });

  it('submissions answer 429 after GRIEVANCE_SUBMIT_RATE_LIMIT_MAX per minute', async () => {
    const submit = () =>
      request(t.app, {
        method: 'POST',
        url: apiPaths.grievances,
        payload: JSON.stringify(aGrievance()),
        headers: { 'content-type': 'application/json' },
        remoteAddress: '203.0.113.50',
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await submit()).status);
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), 429]);
  });
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListAnswer, ApplicationDetail } from '../../src/shared/api/admin-types';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { aRegistration } from '../api/helpers/accounts';
import { definitionOf, fixtures, multipartBody, validFiles, validValues } from '../api/helpers/certificates';
import type { UploadPart } from '../api/helpers/certificates';
import { aGrievance } from '../api/grievance-support';
import { validOrder } from '../api/tax-support';
import { reportFigure } from './support/figures';
import { haproxyBinary, startLoadBalancer } from './support/load-balancer';
import type { LoadBalancer } from './support/load-balancer';
import { createScratchDatabase, LOOKUP_LIMIT, migrationCount, startInstances } from './support/multi-server';
import type { Instance, ScratchDatabase } from './support/multi-server';

const INSTANCES = ['portal1', 'portal2'] as const;
const [FIRST, SECOND] = INSTANCES;
const KEYS_PER_KIND = 25;
/** Sent at once for each key: round robin gives each instance half of them. */
const COPIES_PER_KEY = 4;
const ADMIN_LIST_ROUNDS = 4;
const birth = definitionOf('birth');

const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const haproxy = haproxyBinary();
const skipReason =
  testDatabaseUrl === ''
    ? 'TEST_DATABASE_URL is not set'
    : haproxy === null
      ? "Debian's haproxy is not installed (apt-get install haproxy; .ci/run installs it)"
      : null;
if (skipReason !== null) reportFigure(`multi-server: skipped, ${skipReason}`);

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A birth certificate application with these files, as the browser's FormData sends it. */
async function birthApplication(files: readonly UploadPart[], headers: Record<string, string> = {}): Promise<RequestInit> {
  const { body, contentType } = await multipartBody(validValues(birth), files);
  return { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: new Uint8Array(body) };
}

/**
 * Two real server processes (decision 038), each with its own DATA_DIR, on one
 * PostgreSQL database and one UPLOAD_DIR, behind Debian's haproxy running deploy/haproxy.cfg
 * (round robin). Every step that matters is sent so that another instance answers it than the
 * one before (the proxy's X-Served-By says which), and must behave as on one server.
 */
describe.skipIf(skipReason !== null)('multi-server: two instances behind haproxy on one PostgreSQL', () => {
  let root = '';
  let uploadDir = '';
  let database: ScratchDatabase | undefined;
  let instances: Instance[] = [];
  let lb: LoadBalancer;
  let adminToken = '';

  const instance = (name: string) => instances.find((candidate) => candidate.name === name);
  /** A request that must be answered by `name`; round robin alternates, so a health check may go first. */
  async function sendTo(name: string, path: string, init?: RequestInit) {
    await lb.turnTo(name);
    const answer = await lb.send(path, init);
    expect(answer.servedBy, `${path} went to ${answer.servedBy}, not ${name}`).toBe(name);
    return answer.response;
  }
  async function adminList(name: string): Promise<AdminListAnswer> {
    const response = await sendTo(name, adminApiPaths.list, bearer(adminToken));
    expect(response.status).toBe(200);
    return (await response.json()) as AdminListAnswer;
  }
  const storedFiles = () => readdirSync(uploadDir).filter((name) => name !== '.tmp');
  const query = <T extends Record<string, string>>(text: string) => {
    if (!database) throw new Error('No database: the set-up failed');
    return database.query<T>(text);
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'portal-rel-multi-'));
    uploadDir = join(root, 'shared-uploads');
    database = await createScratchDatabase(testDatabaseUrl);
    instances = await startInstances(INSTANCES, database.url, root, uploadDir);
    lb = await startLoadBalancer(
      haproxy ?? '',
      instances.map((server) => server.port),
      root,
    );
  }, 180_000);
  afterAll(async () => {
    await lb?.stop();
    await Promise.all(instances.map((server) => server.process.killAll()));
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('started at the same moment on an empty database: the migrations run once, and both instances answer', async () => {
    const [applied] = await query<{ rows: string; hashes: string }>(
      'select count(*)::text as rows, count(distinct hash)::text as hashes from drizzle.__drizzle_migrations',
    );
    const answeredBy = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const { response, servedBy } = await lb.send(apiPaths.health);
      expect(response.status).toBe(200);
      answeredBy.add(servedBy);
    }
    const errors = instances.flatMap((server) =>
      server.process
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line)),
    );
    reportFigure(
      `multi-server: 2 instances started at once on an empty PostgreSQL → ${applied?.rows} migration records (${applied?.hashes} distinct) of ${migrationCount()}, answered by ${answeredBy.size} of 2 through haproxy, ${errors.length} errors logged`,
    );
    expect(Number(applied?.rows)).toBe(migrationCount());
    expect(Number(applied?.hashes)).toBe(migrationCount());
    expect([...answeredBy].sort()).toEqual([...INSTANCES]);
    expect(errors).toEqual([]);
  });

  it('first admin: the one-time key one instance printed works through the other, and then setup is closed on both', async () => {
    const keys = instances.map((server) => /one-time setup key: ([A-Za-z0-9_-]+)/.exec(server.process.output())?.[1]);
    expect(keys.every((key) => key !== undefined) && keys[0] !== keys[1]).toBe(true);
    const setup = await sendTo(
      SECOND,
      adminApiPaths.auth.setup,
      json({ ...aRegistration({ username: 'clerk_multi' }), setupKey: keys[0] }),
    );
    expect(setup.status, await setup.clone().text()).toBe(201);
    adminToken = ((await setup.json()) as AuthResponse).token;
    for (const name of INSTANCES) expect(await (await sendTo(name, adminApiPaths.auth.status)).json()).toEqual({ setupOpen: false });
  });

  it('sessions: signed up, signed in, used, renewed and ended on different instances', async () => {
    const registration = aRegistration();
    const steps: Array<[string, number, number]> = [];
    const step = async (name: string, response: Response, expected: number) => {
      steps.push([name, response.status, expected]);
      expect(response.status, `${name}: ${await response.clone().text()}`).toBe(expected);
      return response.status === 204 ? null : ((await response.json()) as AuthResponse);
    };
    const signedUp = await step('sign-up on portal1', await sendTo(FIRST, apiPaths.auth.register, json(registration)), 201);
    await step('its token on portal2', await sendTo(SECOND, apiPaths.auth.profile, bearer(signedUp?.token ?? '')), 200);
    const signedIn = await step(
      'sign-in on portal1',
      await sendTo(FIRST, apiPaths.auth.login, json({ username: registration.username, password: registration.password })),
      200,
    );
    const used = await step('its token on portal2', await sendTo(SECOND, apiPaths.auth.profile, bearer(signedIn?.token ?? '')), 200);
    expect(used?.user.username).toBe(registration.username);
    const renewed = await step(
      'renewal on portal2',
      await sendTo(SECOND, apiPaths.auth.refresh, json({ refreshToken: signedIn?.refreshToken })),
      200,
    );
    await step('the renewed token on portal1', await sendTo(FIRST, apiPaths.auth.profile, bearer(renewed?.token ?? '')), 200);
    await step('logout on portal2', await sendTo(SECOND, apiPaths.auth.logout, json({ refreshToken: renewed?.refreshToken })), 204);
    const ended = await sendTo(FIRST, apiPaths.auth.profile, bearer(renewed?.token ?? ''));
    steps.push(['the ended session on portal1', ended.status, 401]);
    expect(((await ended.json()) as { code: string }).code).toBe('auth.session_ended');
    const asOnOne = steps.filter(([, status, expected]) => status === expected).length;
    reportFigure(
      `multi-server: sessions: ${steps.length} steps alternating instances (sign-up, sign-in, use, renewal, logout) → ${asOnOne} as on one server`,
    );
    expect(asOnOne).toBe(steps.length);
  });

  it(`idempotency: each key sent ${COPIES_PER_KEY} times at once, half to each instance → one record, one answer`, async () => {
    const counts = async () =>
      (
        await query<{ grievances: string; taxes: string; applications: string; documents: string }>(
          'select (select count(*) from grievances)::text as grievances, (select count(*) from tax_payments)::text as taxes, (select count(*) from applications)::text as applications, (select count(*) from application_documents)::text as documents',
        )
      )[0];
    const before = await counts();
    const filesBefore = storedFiles().length;
    const files = validFiles(birth);
    const keyed = (body: unknown, key: string): RequestInit => ({
      ...json(body),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
    const kinds = [
      { path: apiPaths.grievances, request: async (key: string) => keyed(aGrievance(), key) },
      { path: apiPaths.taxes.createOrder, request: async (key: string) => keyed(validOrder('water'), key) },
      { path: birth.apiPath, request: (key: string) => birthApplication(files, { 'idempotency-key': key }) },
    ];
    let differing = 0;
    let oneInstanceOnly = 0;
    for (const kind of kinds) {
      for (let index = 0; index < KEYS_PER_KIND; index += 1) {
        const init = await kind.request(randomUUID());
        const answers = await Promise.all(Array.from({ length: COPIES_PER_KEY }, () => lb.send(kind.path, init)));
        const texts = await Promise.all(answers.map(async ({ response }) => `${response.status} ${await response.text()}`));
        if (new Set(texts).size !== 1 || !texts[0]?.startsWith('201 ')) differing += 1;
        if (new Set(answers.map((answer) => answer.servedBy)).size !== 2) oneInstanceOnly += 1;
      }
    }
    const after = await counts();
    const added = {
      grievances: Number(after?.grievances) - Number(before?.grievances),
      taxes: Number(after?.taxes) - Number(before?.taxes),
      applications: Number(after?.applications) - Number(before?.applications),
      documents: Number(after?.documents) - Number(before?.documents),
      files: storedFiles().length - filesBefore,
    };
    reportFigure(
      `multi-server: idempotency: ${kinds.length * KEYS_PER_KIND} keys (grievances, tax orders, certificates with ${files.length} files) × ${COPIES_PER_KEY} at once over both instances → ${added.grievances} + ${added.taxes} + ${added.applications} records, ${added.files} files, ${differing} keys with differing answers, ${oneInstanceOnly} keys not spread over both`,
    );
    expect(added).toEqual({
      grievances: KEYS_PER_KIND,
      taxes: KEYS_PER_KIND,
      applications: KEYS_PER_KIND,
      documents: KEYS_PER_KIND * files.length,
      files: KEYS_PER_KIND * files.length,
    });
    expect(differing).toBe(0);
    expect(oneInstanceOnly).toBe(0);
    expect(readdirSync(join(uploadDir, '.tmp'))).toEqual([]);
  });

  it('the admin list: what is written through one instance is on the other’s next load, though each keeps its answers in memory', async () => {
    let seen = 0;
    for (let round = 0; round < ADMIN_LIST_ROUNDS; round += 1) {
      const [writer, reader] = round % 2 === 0 ? [FIRST, SECOND] : [SECOND, FIRST];
      // Both instances load the list twice: each now keeps this answer in memory.
      for (const name of [FIRST, SECOND, FIRST, SECOND]) await adminList(name);
      const written = await sendTo(writer, apiPaths.grievances, json(aGrievance({ name: `Round ${round} Citizen` })));
      const { complaintId } = (await written.json()) as { complaintId: string };
      const listed = (await adminList(reader)).data.grievances?.find((row) => row.complaintId === complaintId);
      if (listed?.status === 'Pending') seen += 1;
      // A clerk's change through the reader, then the writer's kept answer must not hide it.
      const changed = await sendTo(reader, adminApiPaths.grievanceStatus(listed?._id ?? ''), json({ status: 'In Progress' }, adminToken));
      expect(changed.status).toBe(200);
      if ((await adminList(writer)).data.grievances?.find((row) => row.complaintId === complaintId)?.status === 'In Progress') seen += 1;
    }
    reportFigure(
      `multi-server: admin list: ${ADMIN_LIST_ROUNDS * 2} changes (submissions, clerks' status changes) through one instance → ${seen} on the other's next load`,
    );
    expect(seen).toBe(ADMIN_LIST_ROUNDS * 2);
  });

  it('documents: uploaded through one instance, opened through the other by the signed links of its list and of the application view', async () => {
    const files = validFiles(birth).map((file) => ({ ...file, bytes: Buffer.concat([fixtures.png, randomBytes(2048)]) }));
    const submitted = await sendTo(FIRST, birth.apiPath, await birthApplication(files));
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    expect(existsSync(join(root, FIRST, 'uploads'))).toBe(false);

    const listRow = (await adminList(SECOND)).data.birth?.find((row) => row._id === id);
    const view = await sendTo(FIRST, adminApiPaths.certificate('birth', id), bearer(adminToken));
    const detail = (await view.json()) as ApplicationDetail;
    const links = [...(listRow?.documents ?? []), ...detail.documents];
    let opened = 0;
    for (const document of links) {
      const response = await sendTo(SECOND, document.url);
      const sent = files.find((file) => file.field === document.field);
      if (response.status === 200 && sha256(new Uint8Array(await response.arrayBuffer())) === sha256(sent?.bytes ?? Buffer.alloc(0)))
        opened += 1;
    }
    reportFigure(
      `multi-server: documents: ${files.length} uploaded through portal1 into UPLOAD_DIR → ${opened} of ${links.length} signed links (portal2's list, portal1's view) opened through portal2 with the same bytes`,
    );
    expect(links).toHaveLength(files.length * 2);
    expect(opened).toBe(links.length);
  });

  it("documents: an admin's bearer token opens /uploads/{filename} through the other instance", async () => {
    const submitted = await sendTo(FIRST, birth.apiPath, await birthApplication(validFiles(birth)));
    const { id } = (await submitted.json()) as { id: string };
    const row = (await adminList(FIRST)).data.birth?.find((candidate) => candidate._id === id);
    const opened = await sendTo(SECOND, `/uploads/${String(row?.birthProofPath)}`, bearer(adminToken));
    const same = sha256(new Uint8Array(await opened.arrayBuffer())) === sha256(fixtures.png);
    reportFigure(
      `multi-server: documents: an admin's bearer token on /uploads/{birthProofPath} through portal2 → ${opened.status}, ${same ? 'the same bytes' : 'other bytes'}`,
    );
    expect(opened.status).toBe(200);
    expect(same).toBe(true);
  });

  it('rate limits: a per-IP limit counts the requests to both instances together', async () => {
    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let attempt = 0; attempt <= LOOKUP_LIMIT; attempt += 1) {
      const answer = await lb.send(apiPaths.complaint('GRV-2345-6789'));
      statuses.push(answer.response.status);
      servedBy.add(answer.servedBy);
    }
    reportFigure(
      `multi-server: rate limits: ${LOOKUP_LIMIT + 1} complaint lookups at a limit of ${LOOKUP_LIMIT} per IP over both instances → ${statuses.filter((status) => status === 429).length} × 429`,
    );
    expect(servedBy.size).toBe(2);
    expect(statuses.slice(0, LOOKUP_LIMIT)).not.toContain(429);
    expect(statuses[LOOKUP_LIMIT]).toBe(429);
  });

  it("codes by SMS: both instances count one number's codes together, and a code one sent signs in through the other", async () => {
    const mobile = '9' + String(Date.now()).slice(-9);
    const ask = (name: string) => sendTo(name, apiPaths.auth.otpRequest, json({ mobile }));
    const age = () =>
      query(
        `update otp_codes set created_at = created_at - interval '1 minute', expires_at = expires_at - interval '1 minute' where mobile = '${mobile}'`,
      );
    // Six at once through both: one code, the others answered alike within its resend time.
    const burst = await Promise.all(Array.from({ length: 6 }, () => lb.send(apiPaths.auth.otpRequest, json({ mobile }))));
    const [made] = await query<{ count: string }>(`select count(*)::text as count from otp_codes where mobile = '${mobile}'`);
    await age();
    const statuses = [];
    for (const name of [SECOND, FIRST]) {
      statuses.push((await ask(name)).status);
      await age();
    }
    const refused = await ask(SECOND);
    const refusedBody = (await refused.json()) as { code: string };
    reportFigure(
      `multi-server: codes by SMS: 6 requests at once through both instances → ${made?.count} code; 2 more through each in turn → ${statuses.join(', ')}; the 4th code → ${refused.status} ${refusedBody.code}`,
    );
    expect(burst.map((answer) => answer.response.status)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(Number(made?.count)).toBe(1);
    expect(statuses).toEqual([202, 202]);
    expect(refused.status).toBe(429);
    expect(refusedBody.code).toBe('otp.too_many_codes');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The newest code, as the instance that made it wrote its SMS to the log, signs in through the other.
    const sentBy = FIRST;
    const smsLine = () =>
      instance(sentBy)
        ?.process.output()
        .split('\n')
        .filter((line) => line.includes(`"to":"${mobile}"`))
        .at(-1) ?? '';
    await expect.poll(smsLine).toMatch(/#\d{6}"/);
    const [, code] = /#(\d{6})"/.exec(smsLine()) ?? [];
    const signedIn = await sendTo(SECOND, apiPaths.auth.otpVerify, json({ mobile, code }));
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  });

  it('escalation: a due timer runs on one instance: escalated once, one timeline entry, one message to the citizen', async () => {
    const citizen = (await (await sendTo(FIRST, apiPaths.auth.register, json(aRegistration()))).json()) as AuthResponse;
    const filed = await sendTo(SECOND, apiPaths.grievances, json(aGrievance(), citizen.token));
    expect(filed.status).toBe(201);
    const { complaintId } = (await filed.json()) as { complaintId: string };
    const [grievance] = await query<{ id: string }>(`select id from grievances where complaint_id = '${complaintId}'`);
    const key = `grievance:${grievance?.id ?? ''}`;
    // Its service time passed: received a week ago, its timers due now (pg-boss's jobs, which both instances poll).
    await query(`update grievances set created_at = now() - interval '8 days' where id = '${grievance?.id ?? ''}'`);
    const moved = await query(`update pgboss.job set start_after = now() where data->>'key' = '${key}' returning id`);
    expect(moved).toHaveLength(2);
    const deadline = Date.now() + 45_000;
    let done: { state: string }[] = [];
    while (Date.now() < deadline) {
      done = await query<{ state: string }>(`select state from pgboss.job where data->>'key' = '${key}' and state = 'completed'`);
      if (done.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(done).toHaveLength(2);
    const [counts] = await query<{ escalated: string; events: string; messages: string; reminded: string }>(`
      select (select count(*) from grievances where id = '${grievance?.id ?? ''}' and escalated_at is not null) as escalated,
             (select count(*) from grievances where id = '${grievance?.id ?? ''}' and reminded_at is not null) as reminded,
             (select count(*) from grievance_events where grievance_id = '${grievance?.id ?? ''}' and kind = 'escalated') as events,
             (select count(*) from outbound_messages where record_id = '${grievance?.id ?? ''}' and event = 'grievance.escalated') as messages`);
    reportFigure(
      `multi-server: escalation: one due grievance, two instances polling → escalated ${counts?.escalated}×, ${counts?.events} timeline entry, ${counts?.messages} message`,
    );
    expect(counts).toEqual({ escalated: '1', reminded: '1', events: '1', messages: '1' });
  });

  it('the proxy: the client’s own X-Forwarded-For is replaced, X-Forwarded-Proto gives HSTS, port 80 redirects to https', async () => {
    const probe = randomBytes(8).toString('hex');
    const { response, servedBy } = await lb.send(`${apiPaths.auth.profile}?probe=${probe}`, {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.status).toBe(401);
    // The instance's log line may reach this process a moment after the answer.
    const loggedLine = () =>
      instance(servedBy)
        ?.process.output()
        .split('\n')
        .find((line) => line.includes(probe) && line.includes('incoming request')) ?? '';
    await expect.poll(loggedLine).toContain('"remoteAddress":"127.0.0.1"');
    const logged = loggedLine();
    const direct = await fetch(`http://127.0.0.1:${instances[0]?.port}${apiPaths.health}`);
    const redirect = await fetch(`${lb.redirectUrl}/grievances?x=1`, { redirect: 'manual' });
    const forged = logged.includes('203.0.113.7');
    reportFigure(
      `multi-server: proxy: forged X-Forwarded-For believed ${forged ? 1 : 0} times; HSTS through haproxy ${response.headers.has('strict-transport-security') ? 'yes' : 'no'}, straight to an instance ${direct.headers.has('strict-transport-security') ? 'yes' : 'no'}; port 80 → ${redirect.status}`,
    );
    expect(logged).toContain('"remoteAddress":"127.0.0.1"');
    expect(forged).toBe(false);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(direct.headers.has('strict-transport-security')).toBe(false);
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/grievances\?x=1$/);
  });
});

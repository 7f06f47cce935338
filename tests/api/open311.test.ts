import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { COMPLAINT_ID_PATTERN } from '../../src/shared/domain/grievances/grievance-rules';
import { grievances } from '../../src/server/db/schema';
import { setupAdmin } from './helpers/accounts';
import { postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, eventsOf, grievanceByComplaintId, submitGrievance } from './grievance-support';

const KEY = 'fixmystreet-4f1c2a9e-7b3d-4c8e-9a21';
const OTHER_KEY = 'whatsapp-bot-0d6e1f2a-8c47-4b9e-b5f3';
const base = apiPaths.open311;

/** The GeoReport v2 wiki's sample POST, in a Tamil Nadu town: every field the standard names. */
function theStandardsExample(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    api_key: KEY,
    service_code: 'cleanliness',
    lat: '13.0827',
    long: '80.2707',
    address_string: 'Near the temple tank, North Mada Street',
    email: 'smith@example.com',
    device_id: 'tt222111',
    account_id: '123456',
    first_name: 'john',
    last_name: 'smith',
    phone: '9876543210',
    description: 'A large heap of garbage has not been cleared for a week.',
    media_url: 'http://example.com/photo.jpg',
    'attribute[WHISPAWN]': '123456',
    ...overrides,
  };
}

const file = (t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(t.app, {
    method: 'POST',
    url: `${base}/requests.json`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const read = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  request(t.app, { method: 'GET', url: `${base}${path}`, headers });

/** The standard's error answer: `[{ code, description }]`, the code the HTTP status; the descriptions joined. */
function open311Errors(response: JsonResponse, status: number): string {
  expect(response.status, response.text).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const errors = response.body as { code: number; description: string }[];
  expect(Array.isArray(errors), response.text).toBe(true);
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(Object.keys(error).sort()).toEqual(['code', 'description']);
    expect(error.code).toBe(status);
    expect(typeof error.description).toBe('string');
  }
  return errors.map((error) => error.description).join('\n');
}

async function filed(t: TestApp, fields: Record<string, string> = theStandardsExample()): Promise<string> {
  const response = await file(t, fields);
  expect(response.status, response.text).toBe(200);
  const [answer] = response.body as { service_request_id: string }[];
  return answer?.service_request_id ?? '';
}

const idsOf = (response: JsonResponse) => (response.body as { service_request_id: string }[]).map((item) => item.service_request_id);

describe.each(testDatabases())('Open311 GeoReport v2 on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { ...UNLIMITED, OPEN311_API_KEYS: `${KEY}, ${OTHER_KEY}` } });
    adminToken = (await setupAdmin(t.app)).token;
  });
  afterAll(() => t?.close());

  it('lists the four grievance subjects as realtime services without metadata', async () => {
    const response = await read(t, '/services.json');
    expect(response.status, response.text).toBe(200);
    const services = response.body as Record<string, unknown>[];
    expect(services.map((service) => service.service_code)).toEqual(['gas', 'water', 'electricity', 'cleanliness']);
    expect(services[1]).toEqual({
      service_code: 'water',
      service_name: 'Water',
      description: expect.stringMatching(/\S/),
      metadata: false,
      type: 'realtime',
      keywords: expect.stringContaining('water'),
      group: 'utilities',
    });
  });

  it("files the standard's example as an ordinary grievance from open311 with its place, and keeps nothing it has no field for", async () => {
    const response = await file(t, theStandardsExample());
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual([
      { service_request_id: expect.stringMatching(COMPLAINT_ID_PATTERN), service_notice: null, account_id: null },
    ]);
    const [{ service_request_id: complaintId }] = response.body as [{ service_request_id: string }];

    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(row).toMatchObject({
      name: 'john smith',
      email: 'smith@example.com',
      subject: 'cleanliness',
      message: 'A large heap of garbage has not been cleared for a week.',
      status: 'Pending',
      source: 'open311',
      latitude: 13.0827,
      longitude: 80.2707,
      landmark: 'Near the temple tank, North Mada Street',
      ward: null,
      photoPath: null,
      ownerId: null,
    });
    const stored = JSON.stringify(row);
    for (const dropped of ['9876543210', 'example.com/photo.jpg', 'tt222111', '123456']) expect(stored).not.toContain(dropped);
    expect((await eventsOf(t.database, row.id)).map((event) => event.status)).toEqual(['Pending']);

    // The portal's own tracking knows it as any other grievance.
    const tracked = await request(t.app, { method: 'GET', url: apiPaths.complaint(complaintId) });
    expect(tracked.status, tracked.text).toBe(200);
  });

  it('reads the form as UTF-8: Tamil words are stored as written', async () => {
    const words = { description: 'தெருவிளக்கு மூன்று நாட்களாக எரியவில்லை.', address_string: 'பேருந்து நிலையம் அருகில்' };
    const row = await grievanceByComplaintId(t.database, await filed(t, theStandardsExample(words)));
    expect(row).toMatchObject({ message: words.description, landmark: words.address_string });
  });

  it('takes an address without a point, and a point without an address', async () => {
    const noPoint = await filed(t, theStandardsExample({ lat: '', long: '' }));
    expect(await grievanceByComplaintId(t.database, noPoint)).toMatchObject({
      latitude: null,
      longitude: null,
      landmark: expect.any(String),
    });
    const fields = theStandardsExample({ first_name: 'Meena' });
    delete fields.address_string;
    delete fields.last_name;
    const noAddress = await filed(t, fields);
    expect(await grievanceByComplaintId(t.database, noAddress)).toMatchObject({ name: 'Meena', landmark: null, latitude: 13.0827 });
  });

  it('refuses a missing or wrong api_key with 403 in the standard’s shape, in the language asked for, and files nothing', async () => {
    const before = (await t.database.db.select().from(grievances)).length;
    const withoutKey = theStandardsExample();
    delete withoutKey.api_key;
    for (const fields of [withoutKey, theStandardsExample({ api_key: '' }), theStandardsExample({ api_key: `${KEY.slice(0, -1)}X` })]) {
      expect(open311Errors(await file(t, fields), 403)).toBe('The api_key is missing, or it is not a key this municipality gave out.');
    }
    expect(open311Errors(await file(t, withoutKey, { 'accept-language': 'ta' }), 403)).toMatch(/விசை/);
    // A repeated key is no key.
    const repeated = `${new URLSearchParams(theStandardsExample()).toString()}&api_key=${KEY}`;
    const response = await request(t.app, {
      method: 'POST',
      url: `${base}/requests.json`,
      payload: repeated,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    open311Errors(response, 403);
    expect((await t.database.db.select().from(grievances)).length).toBe(before);
    // Either configured key files.
    expect(await filed(t, theStandardsExample({ api_key: OTHER_KEY }))).toMatch(COMPLAINT_ID_PATTERN);
  });

  it('answers a retried POST with the first complaint ID and files it once; a different request is a new grievance', async () => {
    const fields = theStandardsExample({ description: 'The street light outside house 12 has been off for three nights.' });
    const first = await filed(t, fields);
    expect(await filed(t, fields)).toBe(first);
    const rows = await t.database.db
      .select()
      .from(grievances)
      .where(eq(grievances.message, fields.description ?? ''));
    expect(rows).toHaveLength(1);
    expect(await filed(t, { ...fields, description: `${fields.description} Still off.` })).not.toBe(first);
  });

  it('refuses bad input with 400 naming the Open311 field, and files nothing', async () => {
    const before = (await t.database.db.select().from(grievances)).length;
    expect(open311Errors(await file(t, theStandardsExample({ service_code: 'potholes' })), 400)).toMatch(/^service_code: /);
    expect(open311Errors(await file(t, theStandardsExample({ lat: '51.5072', long: '-0.1276' })), 400)).toMatch(/^lat: .*outside India/m);
    expect(open311Errors(await file(t, theStandardsExample({ lat: '0', long: '0' })), 400)).toMatch(/outside India/);
    expect(open311Errors(await file(t, theStandardsExample({ long: '' })), 400)).toMatch(/long: Send both latitude and longitude/);
    expect(open311Errors(await file(t, theStandardsExample({ lat: 'north', long: '80.27' })), 400)).toMatch(/^lat: .*decimal degrees/);
    expect(open311Errors(await file(t, theStandardsExample({ email: 'not an email' })), 400)).toMatch(/^email: /);
    expect(open311Errors(await file(t, theStandardsExample({ description: '  ' })), 400)).toMatch(/^description: /);
    expect(open311Errors(await file(t, theStandardsExample({ first_name: '', last_name: '' })), 400)).toMatch(/^first_name: /);
    expect(open311Errors(await file(t, theStandardsExample({ lat: '', long: '', address_string: '' })), 400)).toBe(
      'Give the place of the problem: lat and long, or address_string.',
    );
    const twice = `${new URLSearchParams(theStandardsExample()).toString()}&description=again`;
    const repeated = await request(t.app, {
      method: 'POST',
      url: `${base}/requests.json`,
      payload: twice,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(open311Errors(repeated, 400)).toBe('description: Send this field once.');
    expect(open311Errors(await file(t, theStandardsExample({ description: 'Garbage\u0000here' })), 400)).toMatch(/^description: /);
    // Form-encoded, as the standard says: a JSON body is not read.
    expect(open311Errors(await postJson(t.app, `${base}/requests.json`, theStandardsExample()), 415)).toMatch(/form-encoded/);
    expect((await t.database.db.select().from(grievances)).length).toBe(before);
  });

  it('answers requests/{id}.json with its service, status, dates and place, and nothing of its submitter', async () => {
    const complaintId = await filed(t);
    const row = await grievanceByComplaintId(t.database, complaintId);
    for (const asked of [complaintId, complaintId.toLowerCase()]) {
      const response = await read(t, `/requests/${asked}.json`);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual([
        {
          service_request_id: complaintId,
          status: 'open',
          status_notes: null,
          service_name: 'Cleanliness',
          service_code: 'cleanliness',
          description: null,
          agency_responsible: null,
          service_notice: null,
          requested_datetime: row.createdAt.toISOString(),
          updated_datetime: row.updatedAt.toISOString(),
          expected_datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          address: 'Near the temple tank, North Mada Street',
          address_id: null,
          zipcode: null,
          lat: 13.0827,
          long: 80.2707,
          media_url: null,
        },
      ]);
      for (const personal of ['smith', 'garbage']) expect(response.text).not.toContain(personal);
    }
  });

  it('maps Resolved and Declined to closed, with no clerk’s note', async () => {
    const complaintId = await filed(t, theStandardsExample({ description: 'Drain blocked near the bus stand.' }));
    const { id } = await grievanceByComplaintId(t.database, complaintId);
    const note = 'Cleared by the sanitary inspector; call 94440 12345 if it blocks again.';
    const changed = await postJson(
      t.app,
      adminApiPaths.grievanceStatus(id),
      { status: 'Resolved', note },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(changed.status, changed.text).toBe(200);
    const response = await read(t, `/requests/${complaintId}.json`);
    expect(response.body).toEqual([expect.objectContaining({ status: 'closed', status_notes: null, expected_datetime: null })]);
    expect(response.text).not.toContain('94440');
  });

  it('lists the requests filed through Open311 newest first, with the standard’s filters, the last 90 days by default', async () => {
    const water = await filed(t, theStandardsExample({ service_code: 'water', description: 'No water since Monday.' }));
    const gas = await filed(t, theStandardsExample({ service_code: 'gas', description: 'Gas smell near the school.' }));
    // A complaint through the portal's form is its submitter's: not a service request.
    const { complaintId: portal } = await submitGrievance(t.app);
    const old = await filed(t, theStandardsExample({ service_code: 'water', description: 'An old leak.' }));
    const longAgo = new Date(Date.now() - 120 * 86_400_000);
    await t.database.db.update(grievances).set({ createdAt: longAgo, updatedAt: longAgo }).where(eq(grievances.complaintId, old));
    const { id: gasId } = await grievanceByComplaintId(t.database, gas);
    await postJson(t.app, adminApiPaths.grievanceStatus(gasId), { status: 'Declined' }, { authorization: `Bearer ${adminToken}` });

    const all = await read(t, '/requests.json');
    expect(all.status, all.text).toBe(200);
    const ids = idsOf(all);
    expect(ids.slice(0, 2)).toEqual([gas, water]);
    expect(ids).not.toContain(old);
    expect(ids).not.toContain(portal);
    const times = (all.body as { requested_datetime: string }[]).map((item) => item.requested_datetime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.text).not.toContain('lakshmi@example.com');

    const waterOnly = idsOf(await read(t, '/requests.json?service_code=water'));
    expect(waterOnly).toContain(water);
    expect(waterOnly).not.toContain(gas);
    expect(idsOf(await read(t, '/requests.json?service_code=water,gas'))).toEqual(expect.arrayContaining([water, gas]));
    expect(idsOf(await read(t, '/requests.json?status=closed'))).toContain(gas);
    expect(idsOf(await read(t, '/requests.json?status=open'))).not.toContain(gas);
    expect(idsOf(await read(t, '/requests.json?status=open,closed'))).toEqual(expect.arrayContaining([gas, water]));

    const start = new Date(longAgo.getTime() - 86_400_000).toISOString();
    const end = new Date(longAgo.getTime() + 86_400_000).toISOString();
    expect(idsOf(await read(t, `/requests.json?start_date=${encodeURIComponent(start)}&end_date=${encodeURIComponent(end)}`))).toEqual([
      old,
    ]);

    // service_request_id names requests whatever their date, and every other filter is ignored.
    const named = await read(t, `/requests.json?service_request_id=${water},${old.toLowerCase()},${portal},GRV-ZZZZ-ZZZZ&service_code=gas`);
    expect(idsOf(named)).toEqual([water, old]);
    open311Errors(await read(t, `/requests/${portal}.json`), 404);
  });

  it('refuses a search it cannot answer with 400 naming the parameter', async () => {
    expect(open311Errors(await read(t, '/requests.json?service_code=potholes'), 400)).toMatch(/^service_code: /);
    expect(open311Errors(await read(t, '/requests.json?status=pending'), 400)).toMatch(/^status: /);
    expect(open311Errors(await read(t, '/requests.json?start_date=yesterday'), 400)).toMatch(/^start_date: /);
    expect(open311Errors(await read(t, '/requests.json?start_date=2026-01-01T00:00:00'), 400)).toMatch(/^start_date: .*zone/);
    expect(open311Errors(await read(t, '/requests.json?start_date=2026-01-01&end_date=2026-06-01'), 400)).toMatch(/90 days/);
    expect(open311Errors(await read(t, '/requests.json?start_date=2026-06-01&end_date=2026-05-01'), 400)).toMatch(/^end_date: /);
    expect(open311Errors(await read(t, '/requests.json?status=open&status=closed'), 400)).toMatch(/\S/);
    expect((await read(t, '/requests.json?start_date=2026-01-01&end_date=2026-03-01&jurisdiction_id=city.example')).status).toBe(200);
  });

  it('answers an unknown or malformed id 404, another format 400 and an unknown path 404, in the standard’s shape', async () => {
    expect(open311Errors(await read(t, '/requests/GRV-ZZZZ-ZZZZ.json'), 404)).toBe('No service request has this id.');
    for (const malformed of ['123', 'GRV-0000-0000', '%20', 'not-an-id']) open311Errors(await read(t, `/requests/${malformed}.json`), 404);
    expect(open311Errors(await read(t, '/requests/GRV-ZZZZ-ZZZZ.json', { 'accept-language': 'ta-IN' }), 404)).toBe(
      'இந்த எண்ணுடன் எந்தப் புகாரும் இல்லை.',
    );
    for (const path of ['/services.xml', '/requests.xml', '/requests/GRV-ZZZZ-ZZZZ.xml'])
      expect(open311Errors(await read(t, path), 400)).toBe('Only JSON is served here: ask for the .json address.');
    open311Errors(await read(t, '/discovery'), 404);
  });
});

describe.each(testDatabases())('Open311 beside the built client on %s', (target) => {
  let t: TestApp;
  const build = mkdtempSync(join(tmpdir(), 'open311-client-'));
  afterAll(async () => {
    await t?.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('answers its routes, and an unknown path under /open311/v2 is a JSON 404, never the client’s page', async () => {
    const clientDist = join(build, 'dist');
    mkdirSync(clientDist);
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Portal</title>');
    t = await createTestApp(target, { env: { ...UNLIMITED, CLIENT_DIST: clientDist } });
    expect((await read(t, '/services.json')).status).toBe(200);
    for (const path of ['/discovery', '/services.xml', '/requests/GRV-ZZZZ-ZZZZ.xml']) {
      const response = await read(t, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
    }
    expect((await request(t.app, { method: 'GET', url: '/grievances' })).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe.each(testDatabases())('Open311 without keys, and its limits, on %s', (target) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('reads without OPEN311_API_KEYS and refuses every write', async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    expect((await read(t, '/services.json')).status).toBe(200);
    open311Errors(await file(t, theStandardsExample()), 403);
    await t.close();
  });

  it('counts writes per key: past its budget one service is refused 429, another key still files; reads per client IP', async () => {
    t = await createTestApp(target, {
      env: {
        ...UNLIMITED,
        GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: '2',
        GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: '2',
        OPEN311_API_KEYS: `${KEY},${OTHER_KEY}`,
      },
    });
    const readFrom = (ip: string) => request(t.app, { method: 'GET', url: `${base}/requests.json`, remoteAddress: ip });
    for (const n of [1, 2]) expect((await readFrom('203.0.113.7')).status, `read ${n}`).toBe(200);
    open311Errors(await readFrom('203.0.113.7'), 429);
    expect((await readFrom('203.0.113.8')).status).toBe(200);

    for (const n of [1, 2]) await filed(t, theStandardsExample({ description: `Complaint number ${n}` }));
    const refused = await file(t, theStandardsExample({ description: 'Complaint number 3' }));
    open311Errors(refused, 429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await filed(t, theStandardsExample({ api_key: OTHER_KEY, description: 'Complaint number 3' }))).toMatch(COMPLAINT_ID_PATTERN);
  });
});

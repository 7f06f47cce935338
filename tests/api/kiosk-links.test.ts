import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KioskLinkCreated } from '../../src/shared/api/kiosk-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { auditLog, kioskLinks } from '../../src/server/db/schema';
import { kioskCodeHash } from '../../src/server/modules/kiosk/kiosk-link-repository';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED } from './grievance-support';

describe.each(testDatabases())('one-time kiosk links on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let adminName: string;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    const admin = await setupAdmin(t.app);
    adminToken = admin.token;
    adminName = admin.user.username;
    citizenToken = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const create = (token?: string) =>
    postJson(t.app, adminApiPaths.kioskLinks, {}, token === undefined ? {} : { authorization: `Bearer ${token}` });
  const use = (code: unknown, key?: string) =>
    postJson(t.app, apiPaths.kioskLinkUse, { code }, key === undefined ? {} : { 'idempotency-key': key });
  async function newLink(): Promise<KioskLinkCreated> {
    const response = await create(adminToken);
    expect(response.status, response.text).toBe(201);
    return response.body as KioskLinkCreated;
  }

  it('is created by a clerk (201), refused to a citizen (403) and to no one (401); only its hash is stored', async () => {
    const before = await t.database.db.select().from(kioskLinks);
    expectCodedError(await create(citizenToken), 403);
    expectCodedError(await create(), 401);
    expect(await t.database.db.select().from(kioskLinks)).toHaveLength(before.length);

    const link = await newLink();
    expect(link.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(link.path).toBe(`/kiosk/${link.code}`);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const rows = await t.database.db.select().from(kioskLinks);
    expect(rows).toHaveLength(before.length + 1);
    expect(JSON.stringify(rows)).not.toContain(link.code);
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetReference, link.reference));
    expect(audited).toMatchObject({ action: 'kiosk_link.create', actorName: adminName, targetType: 'kiosk_link', afterStatus: 'created' });
  });

  it('works once, typed in any case; a second use is a 410 that says so, and the use is in the audit log', async () => {
    const link = await newLink();
    const first = await use(` ${link.code.toLowerCase().replaceAll('-', ' ')} `);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ kiosk: true, reference: link.reference });

    const again = expectCodedError(await use(link.code), 410);
    expect(again).toMatchObject({ code: 'kiosk.link_used', error: expect.stringContaining('already been used') });
    const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.targetReference, link.reference));
    expect(lines.map((line) => [line.action, line.actorName, line.beforeStatus, line.afterStatus]).sort()).toEqual([
      ['kiosk_link.create', adminName, null, 'created'],
      ['kiosk_link.use', adminName, 'created', 'used'],
    ]);
  });

  it('answers the tablet that lost the answer (same Idempotency-Key) again, and no one else', async () => {
    const link = await newLink();
    expect((await use(link.code, 'tablet-retry-1')).status).toBe(200);
    expect((await use(link.code, 'tablet-retry-1')).status).toBe(200);
    expect(expectCodedError(await use(link.code, 'another-tablet'), 410).code).toBe('kiosk.link_used');
    const uses = await t.database.db.select().from(auditLog).where(eq(auditLog.targetReference, link.reference));
    expect(uses.filter((line) => line.action === 'kiosk_link.use')).toHaveLength(1);
  });

  it('refuses an expired link (410) and an unknown or malformed code (404), each with a clear message, and changes nothing', async () => {
    const link = await newLink();
    const byCode = eq(kioskLinks.codeHash, kioskCodeHash(link.code));
    await t.database.db
      .update(kioskLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(byCode);
    const expired = expectCodedError(await use(link.code), 410);
    expect(expired).toMatchObject({ code: 'kiosk.link_expired', error: expect.stringContaining('expired') });
    const [row] = await t.database.db.select().from(kioskLinks).where(byCode);
    expect(row?.usedAt).toBeNull();

    for (const code of ['AAAA-AAAA-AAAA-AAAA', 'not a code']) {
      expect(expectCodedError(await use(code), 404)).toMatchObject({
        code: 'kiosk.link_not_found',
        error: expect.stringContaining('not valid'),
      });
    }
    expect(expectCodedError(await use(''), 400).error).toBe('Please enter the kiosk code.');
  });
});

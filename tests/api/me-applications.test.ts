import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationDetail, MyApplicationItem } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { applicationDocuments, applicationEvents, applications } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validFiles, validValues } from './helpers/certificates';
import { expectCodedError, expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { allPages, bearer, expectListRefusals, myPage, ownedIdsNewestFirst, setCreatedAt } from './me-support';

/** The due date of each type for an application that came at 2026-03-01T19:00Z: 2 March, 00:30 in India. */
const DUE_FOR_2_MARCH_IN_INDIA: Record<string, string> = {
  birth: '2026-03-09',
  death: '2026-03-09',
  community: '2026-03-17',
  income: '2026-03-17',
  nativity: '2026-03-17',
  'first-graduate': '2026-04-01',
};

describe.each(testDatabases())("the citizen's own applications on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let a: { token: string; id: string };
  let b: { token: string; id: string };
  /** Citizen A's application of each type, by slug. */
  const ofA: Record<string, string> = {};

  const submit = async (slug: string, token: string | null, values?: Record<string, string>) => {
    const definition = definitionOf(slug);
    const response = await submitApplication(t.app, definition, { headers: token ? bearer(token) : {}, ...(values ? { values } : {}) });
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string; reference: string };
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await setupAdmin(t.app)).token;
    const registered = [await registerUser(t.app), await registerUser(t.app)].map((user) => ({
      token: user.token,
      id: (user.user as { _id: string })._id,
    }));
    [a, b] = registered as [typeof a, typeof b];
    for (const definition of certificateDefinitions) ofA[definition.slug] = (await submit(definition.slug, a.token)).id;
    // Someone else's and an anonymous one: in nobody's list but their owner's.
    await submit('birth', b.token);
    await submit('death', null);
  });
  afterAll(() => t?.close());

  it('lists every type of its own, newest first, each with its reference, status, dates and due date', async () => {
    const page = await myPage<MyApplicationItem>(t.app, apiPaths.me.applications, a.token);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => item.id)).toEqual(await ownedIdsNewestFirst(t.database, 'applications', a.id));
    expect(new Set(page.items.map((item) => item.type))).toEqual(new Set(certificateDefinitions.map((definition) => definition.slug)));
    for (const item of page.items) {
      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, item.id));
      expect(item).toEqual({
        type: row?.type,
        id: row?.id,
        reference: row?.reference,
        status: 'pending',
        createdAt: row?.createdAt.toISOString(),
        updatedAt: row?.updatedAt.toISOString(),
        dueBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
  });

  it("gives each type's due date: its service time from the day it came on India's calendar", async () => {
    // 19:00 UTC on 1 March is already 2 March in India.
    await setCreatedAt(t.database, 'applications', Object.values(ofA), '2026-03-01T19:00:00Z');
    const page = await myPage<MyApplicationItem>(t.app, apiPaths.me.applications, a.token);
    const dueBy = Object.fromEntries(page.items.map((item) => [item.type, item.dueBy]));
    expect(dueBy).toEqual(DUE_FOR_2_MARCH_IN_INDIA);
    const detail = await getWithToken(t.app, apiPaths.me.application('first-graduate', ofA['first-graduate'] ?? ''), a.token);
    expect((detail.body as MyApplicationDetail).dueBy).toBe('2026-04-01');
  });

  it('pages newest first: 3+ pages without a repeat or a gap, rows of one moment included, unshifted by a new application', async () => {
    const deaths = [];
    for (let i = 0; i < 5; i += 1) deaths.push((await submit('death', a.token)).id);
    // Three rows of one moment: the id decides their order, and a page may end among them.
    await setCreatedAt(t.database, 'applications', deaths.slice(1, 4), '2026-05-05T05:05:05.123456Z');
    const expected = await ownedIdsNewestFirst(t.database, 'applications', a.id);
    expect(expected.length).toBe(11);

    let added = false;
    const walked = await allPages<MyApplicationItem>(t.app, apiPaths.me.applications, a.token, 3, async () => {
      // A new application while paging: newer than every page, it shifts none of them.
      if (!added) await submit('death', a.token);
      added = true;
    });
    expect(walked.pages).toBe(4);
    expect(walked.items.map((item) => item.id)).toEqual(expected);
    expect((await myPage<MyApplicationItem>(t.app, apiPaths.me.applications, a.token, { limit: '100' })).items).toHaveLength(12);
  });

  it('refuses a cursor it did not make, a bad page size and an unknown parameter (400)', async () => {
    await expectListRefusals(t.app, apiPaths.me.applications, a.token);
  });

  it("shows one as the clerk's view does, but with Aadhaar masked, documents' names and sizes only, and its history", async () => {
    const community = definitionOf('community');
    const values = validValues(community, { aadhaar: '2345 6789 0123', applicantName: 'Meena Rajan' });
    const { id, reference } = await submit('community', a.token, values);
    const accepted = await postJson(t.app, `${adminApiPaths.certificate('community', id)}/accept`, {}, bearer(admin));
    expect(accepted.status, accepted.text).toBe(200);

    const response = await getWithToken(t.app, apiPaths.me.application('community', id), a.token);
    expect(response.status, response.text).toBe(200);
    const detail = response.body as MyApplicationDetail;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(detail).toMatchObject({ ...values, aadhaar: 'XXXX XXXX 0123', _id: id, type: 'community', reference, status: 'accepted' });
    expect(detail.decidedAt).toBe(row?.decidedAt?.toISOString());
    expect(response.text).not.toMatch(/2345\s?6789\s?0123/);

    // Names and sizes in the form's order; no stored name, no path, no link.
    const stored = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    expect(detail.documents).toEqual(
      validFiles(community).map((file) => ({ field: file.field, name: file.name, size: file.bytes.length })),
    );
    expect(Object.keys(detail).filter((key) => key.endsWith('Path'))).toEqual([]);
    for (const document of stored) expect(response.text).not.toContain(document.storedName);
    expect(response.text).not.toMatch(/\/uploads\/|signature=/);

    const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    const at = (action: string) => events.find((event) => event.action === action)?.at.toISOString();
    expect(detail.timeline).toEqual([
      { at: at('submitted'), status: 'pending' },
      { at: at('accepted'), status: 'accepted' },
    ]);
  });

  it("masks a birth application's parents' Aadhaar numbers and leaves an empty one empty", async () => {
    const values = validValues(definitionOf('birth'), { fatherAadhaar: '3456 7890 1234', motherAadhaar: '' });
    const { id } = await submit('birth', a.token, values);
    const response = await getWithToken(t.app, apiPaths.me.application('birth', id), a.token);
    expect(response.body).toMatchObject({ fatherAadhaar: 'XXXX XXXX 1234', motherAadhaar: '', status: 'pending' });
    expect(response.text).not.toMatch(/3456\s?7890\s?1234/);
    expect((response.body as MyApplicationDetail).timeline).toEqual([{ at: expect.any(String), status: 'pending' }]);
  });

  it("is its owner's only: another citizen's, a wrong type and an unknown id are the same 404; no session 401; a clerk 403", async () => {
    const birthOfA = ofA.birth ?? '';
    const unknown = expectErrorBody(await getWithToken(t.app, apiPaths.me.application('birth', randomUUID()), a.token), 404);
    expect(unknown).toEqual({ error: 'Application not found' });
    for (const [path, token] of [
      [apiPaths.me.application('birth', birthOfA), b.token],
      [apiPaths.me.application('death', birthOfA), a.token],
      [apiPaths.me.application('passport', birthOfA), a.token],
      [apiPaths.me.application('birth', 'not-an-id'), a.token],
      [apiPaths.me.application('birth', birthOfA.toUpperCase()), b.token],
    ] as const) {
      expect(expectErrorBody(await getWithToken(t.app, path, token), 404), path).toEqual(unknown);
    }
    // Citizen B's list holds only B's own.
    const ofB = await myPage<MyApplicationItem>(t.app, apiPaths.me.applications, b.token);
    expect(ofB.items.map((item) => item.id)).toEqual(await ownedIdsNewestFirst(t.database, 'applications', b.id));
    expect(ofB.items.map((item) => item.id)).not.toContain(birthOfA);

    for (const path of [apiPaths.me.applications, apiPaths.me.application('birth', birthOfA)]) {
      expect(expectCodedError(await getWithToken(t.app, path), 401).code).toBe('auth.sign_in_required');
      const asClerk = expectCodedError(await getWithToken(t.app, path, admin), 403);
      expect(asClerk.code).toBe('auth.citizen_required');
      expect(asClerk.error).toBe("These pages show a citizen's own requests. Sign in with a citizen's account.");
    }
  });
});

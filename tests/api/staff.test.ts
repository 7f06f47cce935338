import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { AdminListAnswer, StaffMember } from '../../src/shared/api/admin-types';
import type { WorkQueueAnswer } from '../../src/shared/api/admin-queue-types';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { auditLog, users } from '../../src/server/db/schema';
import { aRegistration, createOfficer, registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { grievanceByComplaintId, submitGrievance, UNLIMITED } from './grievance-support';
import { bearer } from './me-support';
import { createOrder, validOrder } from './tax-support';

/** Decision 082: officers made on the staff routes, signing in at the admin door, kept to their departments and wards. */
describe.each(testDatabases())('officers on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const patch = (id: string, body: unknown, token = admin) =>
    request(t.app, {
      method: 'PATCH',
      url: adminApiPaths.staffMember(id),
      payload: JSON.stringify(body),
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
  const newOfficer = (body: Record<string, unknown>, token = admin) => postJson(t.app, adminApiPaths.staff, body, bearer(token));
  const list = async (token: string, query = '') => {
    const response = await getWithToken(t.app, `${adminApiPaths.list}${query}`, token);
    expect(response.status, response.text).toBe(200);
    return response.body as AdminListAnswer;
  };
  const submitBirth = async () => {
    const response = await submitApplication(t.app, definitionOf('birth'));
    expect(response.status, response.text).toBe(201);
    return (response.body as CertificateSubmitted).id;
  };
  const submitIncome = async () => {
    const response = await submitApplication(t.app, definitionOf('income'));
    expect(response.status, response.text).toBe(201);
    return (response.body as CertificateSubmitted).id;
  };
  const propertyPayment = async (wardNo: string) => {
    const order = validOrder('property');
    return createOrder(t.app, { ...order, identifiers: { ...(order.identifiers as object), wardNo } });
  };

  describe('the staff routes', () => {
    it('makes an officer with departments and wards, lists them, and writes the audit log', async () => {
      const registration = aRegistration({ username: 'registrar_ward' });
      const created = await newOfficer({
        username: registration.username,
        email: registration.email,
        password: registration.password,
        departments: ['registration', 'registration'],
        wards: [' 012', '12', 'Zone 3'],
      });
      expect(created.status, created.text).toBe(201);
      const officer = created.body as StaffMember;
      expect(officer).toMatchObject({ username: 'registrar_ward', role: 'officer', departments: ['registration'], active: true });
      // Trimmed, and each ward once however it was written.
      expect(officer.wards).toEqual(['012', 'Zone 3']);

      const [row] = await t.database.db.select().from(users).where(eq(users.id, officer._id));
      expect(row).toMatchObject({ role: 'officer', departments: ['registration'], deactivatedAt: null });
      expect(row?.passwordHash).not.toContain(registration.password);

      const listed = await getWithToken(t.app, adminApiPaths.staff, admin);
      expect(listed.status).toBe(200);
      const staff = (listed.body as { staff: StaffMember[] }).staff;
      expect(staff.find((member) => member._id === officer._id)).toEqual(officer);
      expect(staff.some((member) => member.role === 'admin')).toBe(true);

      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, officer._id));
      expect(audit).toMatchObject([
        { action: 'staff.create', targetType: 'staff', targetReference: 'registrar_ward', afterStatus: 'active' },
      ]);
    });

    it('refuses a taken username or e-mail (409), a common password, no department and an unknown one (400)', async () => {
      const first = aRegistration();
      const body = { username: first.username, email: first.email, password: first.password, departments: ['taxes'] };
      expect((await newOfficer(body)).status).toBe(201);
      expect(expectCodedError(await newOfficer({ ...body, email: 'other@example.com' }), 409).code).toBe('auth.username_taken');
      expect(expectCodedError(await newOfficer({ ...body, username: 'someone_else' }), 409).code).toBe('auth.email_taken');

      const fresh = aRegistration();
      const valid = { username: fresh.username, email: fresh.email, password: fresh.password, departments: ['taxes'] };
      expect(expectCodedError(await newOfficer({ ...valid, password: 'password1' }), 400).fieldCodes).toEqual({ password: 'common' });
      expect(expectCodedError(await newOfficer({ ...valid, password: 'short' }), 400).fieldCodes).toMatchObject({ password: 'min' });
      expect(expectCodedError(await newOfficer({ ...valid, departments: [] }), 400).fieldCodes).toMatchObject({ departments: 'min' });
      expect(expectCodedError(await newOfficer({ ...valid, departments: ['police'] }), 400).code).toBe('validation_failed');
      expect(expectCodedError(await newOfficer({ ...valid, wards: ['<script>'] }), 400).code).toBe('validation_failed');
      expect(expectCodedError(await newOfficer({ ...valid, role: 'admin' }), 400).code).toBe('unknown_field');
      // Nothing half-made.
      const rows = await t.database.db.select().from(users).where(eq(users.username, fresh.username));
      expect(rows).toEqual([]);
    });

    it('is for admins only: 401 without a session, 403 for a citizen and for an officer', async () => {
      const officer = await createOfficer(t.app, admin, { departments: ['revenue'] });
      for (const token of [citizen, officer.token]) {
        expect(expectCodedError(await getWithToken(t.app, adminApiPaths.staff, token), 403).code).toBe('auth.admin_required');
        expect((await newOfficer({ ...aRegistration(), departments: ['taxes'] }, token)).status).toBe(403);
        expect((await patch(officer.id, { active: false }, token)).status).toBe(403);
      }
      expect((await getWithToken(t.app, adminApiPaths.staff)).status).toBe(401);
    });

    it('changes departments and wards; an unknown id, an admin’s id and an empty change are refused', async () => {
      const officer = await createOfficer(t.app, admin, { departments: ['revenue'] });
      const changed = await patch(officer.id, { departments: ['revenue', 'grievances'], wards: ['7'] });
      expect(changed.status, changed.text).toBe(200);
      expect(changed.body).toMatchObject({ departments: ['revenue', 'grievances'], wards: ['7'], active: true });
      // The same change again changes nothing and writes no second line.
      expect((await patch(officer.id, { departments: ['revenue', 'grievances'], wards: ['7'] })).status).toBe(200);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, officer.id));
      expect(audit.map((line) => line.action).sort()).toEqual(['staff.change', 'staff.create']);
      // An empty list of wards is every ward again.
      expect((await patch(officer.id, { wards: [] })).body).toMatchObject({ wards: null });

      expect(expectCodedError(await patch('00000000-0000-4000-8000-000000000000', { active: false }), 404).code).toBe('staff.not_found');
      expect(expectCodedError(await patch('not-an-id', { active: false }), 404).code).toBe('staff.not_found');
      const adminId = (await t.database.db.select().from(users).where(eq(users.role, 'admin')))[0]?.id as string;
      expect(expectCodedError(await patch(adminId, { active: false }), 404).code).toBe('staff.not_found');
      expect(expectCodedError(await patch(officer.id, {}), 400).code).toBe('validation_failed');
      expect(expectCodedError(await patch(officer.id, { departments: [] }), 400).code).toBe('validation_failed');
    });

    it('deactivating ends the officer’s sessions and their sign-in answers as a wrong password; reactivating lets them in again', async () => {
      const officer = await createOfficer(t.app, admin, { departments: ['revenue'] });
      expect((await getWithToken(t.app, adminApiPaths.list, officer.token)).status).toBe(200);

      expect((await patch(officer.id, { active: false })).body).toMatchObject({ active: false });
      expect(expectCodedError(await getWithToken(t.app, adminApiPaths.list, officer.token), 401).code).toBe('auth.session_ended');
      const renewed = await postJson(t.app, '/api/auth/refresh', { refreshToken: officer.refreshToken });
      expect(renewed.status).toBe(401);

      const credentials = { username: officer.registration.username, password: officer.registration.password };
      const refused = await postJson(t.app, adminApiPaths.auth.login, credentials);
      const wrong = await postJson(t.app, adminApiPaths.auth.login, { ...credentials, password: 'not the password at all' });
      expect(expectCodedError(refused, 401).code).toBe('auth.invalid_credentials');
      expect(refused.body).toEqual(wrong.body);
      expect((await postJson(t.app, '/api/auth/login', credentials)).status).toBe(401);

      expect((await patch(officer.id, { active: true })).body).toMatchObject({ active: true });
      expect((await postJson(t.app, adminApiPaths.auth.login, credentials)).status).toBe(200);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, officer.id));
      expect(audit.map((line) => [line.action, line.beforeStatus, line.afterStatus])).toEqual(
        expect.arrayContaining([
          ['staff.deactivate', 'active', 'deactivated'],
          ['staff.reactivate', 'deactivated', 'active'],
        ]),
      );
    });
  });

  describe('an officer at work', () => {
    it('signs in at the admin door with a staff session; a citizen sign-in there is still refused', async () => {
      const officer = await createOfficer(t.app, admin, { departments: ['registration'] });
      // Their departments and wards come with the account, for the dashboard to name; an admin's answer is the spec's.
      expect(officer.user).toMatchObject({ role: 'officer', departments: ['registration'], wards: null });
      const adminProfile = await getWithToken(t.app, '/api/auth/profile', admin);
      expect(Object.keys((adminProfile.body as { user: object }).user)).not.toContain('departments');
      const profile = await getWithToken(t.app, '/api/auth/profile', officer.token);
      expect(profile.body).toMatchObject({ user: { role: 'officer' } });
      // The citizens' own routes are not theirs.
      expect((await getWithToken(t.app, '/api/me/applications', officer.token)).status).toBe(403);
    });

    it('sees only their departments’ lists and figures, the shape kept; the admin sees everything', async () => {
      const birth = await submitBirth();
      const income = await submitIncome();
      await submitGrievance(t.app);
      const registrar = await createOfficer(t.app, admin, { departments: ['registration'] });

      const mine = await list(registrar.token);
      expect(Object.keys(mine.data).sort()).toEqual(Object.keys((await list(admin)).data).sort());
      expect(mine.data.birth?.map((row) => row._id)).toContain(birth);
      expect(mine.data.income).toEqual([]);
      expect(mine.data.grievances).toEqual([]);
      expect(mine.data.taxes).toEqual([]);
      expect(mine.counts.income?.total).toBe(0);
      expect(mine.counts.grievances?.total).toBe(0);
      expect(mine.counts.birth?.total).toBeGreaterThan(0);

      const everything = await list(admin);
      expect(everything.data.income?.map((row) => row._id)).toContain(income);
      expect(everything.counts.income?.total).toBeGreaterThan(0);

      // The queue holds their departments' items only.
      const queue = (await getWithToken(t.app, adminApiPaths.queue, registrar.token)).body as WorkQueueAnswer;
      expect(queue.items.length).toBeGreaterThan(0);
      expect(queue.items.every((item) => item.type === 'birth' || item.type === 'death')).toBe(true);

      // A change of departments shows at the next load, however recently the list was kept.
      await patch(registrar.id, { departments: ['revenue'] });
      const moved = await list(registrar.token);
      expect(moved.data.birth).toEqual([]);
      expect(moved.data.income?.map((row) => row._id)).toContain(income);
    });

    it('decides within their departments; another department’s item is 403 staff.outside_scope and left unchanged', async () => {
      const birth = await submitBirth();
      const income = await submitIncome();
      const { complaintId } = await submitGrievance(t.app);
      const grievanceId = (await grievanceByComplaintId(t.database, complaintId)).id;
      const registrar = await createOfficer(t.app, admin, { departments: ['registration'] });
      const asRegistrar = bearer(registrar.token);

      const outside = await postJson(t.app, adminApiPaths.certificateDecision('income', income, 'accept'), {}, asRegistrar);
      expect(expectCodedError(outside, 403).code).toBe('staff.outside_scope');
      expect(expectCodedError(await getWithToken(t.app, adminApiPaths.certificate('income', income), registrar.token), 403).code).toBe(
        'staff.outside_scope',
      );
      const grievance = await postJson(t.app, adminApiPaths.grievanceStatus(grievanceId), { status: 'In Progress' }, asRegistrar);
      expect(expectCodedError(grievance, 403).code).toBe('staff.outside_scope');
      expect((await getWithToken(t.app, adminApiPaths.certificate('income', income), admin)).body).toMatchObject({ status: 'pending' });
      expect((await getWithToken(t.app, '/api/admin/export/income.csv', registrar.token)).status).toBe(403);

      const decided = await postJson(t.app, adminApiPaths.certificateDecision('birth', birth, 'accept'), {}, asRegistrar);
      expect(decided.status, decided.text).toBe(200);
      // The audit log names the officer.
      const [line] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.accept'));
      const lines = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, birth));
      expect(line).toBeDefined();
      expect(lines.find((entry) => entry.action === 'certificate.accept')?.actorName).toBe(registrar.registration.username);

      // Deactivated, the officer's decided item stays in the admin's list, their name in its history.
      await patch(registrar.id, { active: false });
      expect((await list(admin, '?only=birth&limit=100')).data.birth?.map((row) => row._id)).toContain(birth);
      const view = await getWithToken(t.app, adminApiPaths.certificate('birth', birth), admin);
      expect(view.body).toMatchObject({ status: 'accepted' });
      expect(JSON.stringify((view.body as { history: unknown }).history)).toContain(registrar.registration.username);
    });

    it('a ward-bound taxes officer sees and acts on their wards’ property payments, and every other tax', async () => {
      const inWard = await propertyPayment('12');
      const otherWard = await propertyPayment('13');
      const water = await createOrder(t.app, validOrder('water'));
      const collector = await createOfficer(t.app, admin, { departments: ['taxes'], wards: ['012'] });

      const mine = await list(collector.token, '?only=taxes&limit=100');
      const ids = mine.data.taxes?.map((row) => row._id) ?? [];
      expect(ids).toContain(inWard.id);
      expect(ids).toContain(water.id);
      expect(ids).not.toContain(otherWard.id);
      expect(mine.counts.taxes?.total).toBe(ids.length);

      const refused = await postJson(t.app, adminApiPaths.taxStatus(otherWard.id), { status: 'declined' }, bearer(collector.token));
      expect(expectCodedError(refused, 403).code).toBe('staff.outside_scope');
      const declined = await postJson(t.app, adminApiPaths.taxStatus(inWard.id), { status: 'declined' }, bearer(collector.token));
      expect(declined.status, declined.text).toBe(200);
      // What covers every ward at once is not a ward-bound officer's.
      expect((await getWithToken(t.app, adminApiPaths.collection, collector.token)).status).toBe(403);
      const wholeTaxes = await createOfficer(t.app, admin, { departments: ['taxes'] });
      expect((await getWithToken(t.app, adminApiPaths.collection, wholeTaxes.token)).status).toBe(200);
    });
  });
});

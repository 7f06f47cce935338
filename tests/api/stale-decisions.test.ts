import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, GrievanceDetail, TaxAdminRow } from '../../src/shared/api/admin-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { applications, auditLog, certificates } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, submitGrievance } from './grievance-support';
import { bearer } from './me-support';
import { adminStatusPath, createOrder, sandboxPay, taxRow, validOrder, verify as verifyPayment } from './tax-support';

/** A clerk decides on the record as they read it (decision 064): one changed since is a 409 with the record as it is now. */
describe.each(testDatabases())('decisions on a record changed since it was read on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const submitDeath = async () => {
    const death = definitionOf('death');
    const response = await submitApplication(t.app, death, {
      headers: bearer(citizen),
      values: validValues(death, { deceasedName: 'Murugan Selvam' }),
    });
    expect(response.status, response.text).toBe(201);
    return (response.body as { id: string }).id;
  };
  const clerkView = async (id: string) =>
    (await getWithToken(t.app, adminApiPaths.certificate('death', id), admin)).body as ApplicationDetail;
  const asClerk = (url: string, body: unknown) => postJson(t.app, url, body, bearer(admin));
  /** Another clerk returns it for correction, and its owner sends a new name. */
  const returnedAndResubmitted = async (id: string, name: string) => {
    expect(
      (
        await asClerk(adminApiPaths.certificateReturn('death', id), {
          message: 'The name does not match the hospital record.',
          fields: ['deceasedName'],
        })
      ).status,
    ).toBe(200);
    const resubmitted = await postJson(
      t.app,
      apiPaths.me.resubmit('death', id),
      { deceasedName: name },
      { ...bearer(citizen), 'idempotency-key': randomUUID() },
    );
    expect(resubmitted.status, resubmitted.text).toBe(200);
  };
  const applicationRow = async (id: string) => (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0];

  it('accept, decline and return of an application changed since: 409 with the application as it is now, nothing changed, no certificate', async () => {
    const id = await submitDeath();
    const seen = await clerkView(id);
    await returnedAndResubmitted(id, 'Murugan Selvaraj');
    const before = await applicationRow(id);

    for (const [url, body] of [
      [adminApiPaths.certificateDecision('death', id, 'accept'), { version: seen.updatedAt }],
      [adminApiPaths.certificateDecision('death', id, 'decline'), { reason: 'Not eligible', version: seen.updatedAt }],
      [adminApiPaths.certificateReturn('death', id), { message: 'Again', fields: ['address'], version: seen.updatedAt }],
    ] as const) {
      const refused = await asClerk(url, body);
      const answer = expectCodedError(refused, 409);
      expect(answer.code, url).toBe('certificate.changed');
      const current = (refused.body as { current: ApplicationDetail }).current;
      expect(current).toMatchObject({
        _id: id,
        status: 'pending',
        deceasedName: 'Murugan Selvaraj',
        updatedAt: before?.updatedAt.toISOString(),
      });
      expect(current.history.map((entry) => entry.action)).toEqual(['submitted', 'returned', 'resubmitted']);
    }
    expect(await applicationRow(id)).toEqual(before);
    expect(await t.database.db.select().from(certificates).where(eq(certificates.applicationId, id))).toEqual([]);
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'certificate.accept')));
    expect(decisions).toEqual([]);

    // Decided again on what the clerk now sees: the new name is what the certificate certifies.
    const fresh = await clerkView(id);
    const accepted = await asClerk(adminApiPaths.certificateDecision('death', id, 'accept'), { version: fresh.updatedAt });
    expect(accepted.status, accepted.text).toBe(200);
    const [issued] = await t.database.db.select({ name: certificates.name }).from(certificates).where(eq(certificates.applicationId, id));
    expect(issued?.name).toBe('Murugan Selvaraj');
  });

  it('without a version, as the spec calls them, decisions work as before; a version that is not one is a 400', async () => {
    const id = await submitDeath();
    await clerkView(id);
    await returnedAndResubmitted(id, 'Murugan Selvaraj');
    const bad = expectCodedError(await asClerk(adminApiPaths.certificateDecision('death', id, 'accept'), { version: 'yesterday' }), 400);
    expect(bad.fieldCodes?.version).toBe('matches');
    expect((await applicationRow(id))?.status).toBe('pending');
    const bare = await t.app.inject({
      method: 'POST',
      url: adminApiPaths.certificateDecision('death', id, 'accept'),
      headers: bearer(admin),
    });
    expect(bare.statusCode, bare.body).toBe(200);
    // Once decided, a second decision is the 409 it always was, with or without a version.
    expect(expectCodedError(await asClerk(adminApiPaths.certificateDecision('death', id, 'decline'), {}), 409).code).toBe(
      'certificate.already_decided',
    );
  });

  it('a grievance changed since: 409 with the grievance as it is now; its current version sets it', async () => {
    const { complaintId } = await submitGrievance(t.app, undefined, bearer(citizen));
    const list = (await getWithToken(t.app, `${adminApiPaths.list}?q=${complaintId}`, admin)).body as {
      data: { grievances: { _id: string; updatedAt: string }[] };
    };
    const seen = list.data.grievances[0];
    if (!seen) throw new Error('The grievance is not in the list');
    expect(
      (await asClerk(adminApiPaths.grievanceStatus(seen._id), { status: 'In Progress', note: 'A plumber visits on Thursday.' })).status,
    ).toBe(200);

    const refused = await asClerk(adminApiPaths.grievanceStatus(seen._id), { status: 'Declined', version: seen.updatedAt });
    expect(expectCodedError(refused, 409).code).toBe('grievance.changed');
    const current = (refused.body as { current: GrievanceDetail }).current;
    expect(current).toMatchObject({ _id: seen._id, status: 'In Progress' });
    expect(current.history.at(-1)).toMatchObject({ status: 'In Progress', note: 'A plumber visits on Thursday.' });
    expect((await getWithToken(t.app, adminApiPaths.grievance(seen._id), admin)).body).toMatchObject({ status: 'In Progress' });

    expect((await asClerk(adminApiPaths.grievanceStatus(seen._id), { status: 'Resolved', version: current.updatedAt })).status).toBe(200);
  });

  it('a payment paid since the clerk read it unpaid: a decline is 409, nothing refunded; a retry of a decline that was made answers as it did', async () => {
    const order = await createOrder(t.app, validOrder('water'), bearer(citizen));
    const list = (await getWithToken(t.app, `${adminApiPaths.list}?only=taxes`, admin)).body as { data: { taxes: TaxAdminRow[] } };
    const seen = list.data.taxes.find((row) => row._id === order.id);
    expect(seen?.status).toBe('created');
    const checkout = await sandboxPay(t.app, order.orderId);
    expect((await verifyPayment(t.app, { ...checkout, id: order.id })).verified).toBe(true);

    const refused = await asClerk(adminStatusPath(order.id), { status: 'declined', version: seen?.updatedAt });
    expect(expectCodedError(refused, 409).code).toBe('tax.changed');
    expect((refused.body as { current: TaxAdminRow }).current).toMatchObject({ _id: order.id, status: 'paid' });
    expect(await taxRow(t.database, order.id)).toMatchObject({ status: 'paid', gatewayRefundId: null });

    const now = (refused.body as { current: TaxAdminRow }).current;
    const declined = await asClerk(adminStatusPath(order.id), { status: 'declined', version: now.updatedAt });
    expect(declined.status, declined.text).toBe(200);
    const again = await asClerk(adminStatusPath(order.id), { status: 'declined', version: now.updatedAt });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(declined.body);
    expect((await taxRow(t.database, order.id))?.status).toBe('declined');
  });
});

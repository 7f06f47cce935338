import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationDetail, MyApplicationItem, MyPaymentDetail } from '../../src/shared/api/my-requests-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { outboundMessages } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { bearer, myPage } from './me-support';
import { adminStatusPath, createOrder, sandboxPay, validOrder, verify as verifyPayment } from './tax-support';

/** A revoked certificate and a refunded payment's receipt, as their owner meets them (decision 064). */
describe.each(testDatabases())('revoked certificates and refunded receipts on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { PUBLIC_URL: 'https://portal.example.gov.in' } });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
    // The owner reads the portal in Tamil: their messages come in Tamil.
    const chosen = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.auth.profile,
      payload: JSON.stringify({ language: 'ta' }),
      headers: { ...bearer(citizen), 'content-type': 'application/json' },
    });
    expect(chosen.status, chosen.text).toBe(200);
  });
  afterAll(() => t?.close());

  const acceptedBirth = async () => {
    const definition = definitionOf('birth');
    const submitted = await submitApplication(t.app, definition, {
      headers: bearer(citizen),
      values: validValues(definition, { childName: 'Kavin Kumar', contact: '9876543210' }),
    });
    expect(submitted.status, submitted.text).toBe(201);
    const { id } = submitted.body as { id: string };
    const accepted = await postJson(t.app, adminApiPaths.certificateDecision('birth', id, 'accept'), {}, bearer(admin));
    expect(accepted.status, accepted.text).toBe(200);
    return { id, certificateNumber: (accepted.body as { certificateNumber: string }).certificateNumber };
  };
  const pdf = (url: string, token: string) => request(t.app, { method: 'GET', url, headers: bearer(token) });

  it('revoked: its owner sees it revoked with the reason in the list and on its page, no one gets its PDF, and the owner is told in their language', async () => {
    const { id, certificateNumber } = await acceptedBirth();
    expect((await t.app.inject({ method: 'GET', url: apiPaths.me.certificatePdf('birth', id), headers: bearer(citizen) })).statusCode).toBe(
      200,
    );

    const revoked = await postJson(
      t.app,
      adminApiPaths.certificateRevoke('birth', id),
      { reason: 'Issued on a forged birth proof' },
      bearer(admin),
    );
    expect(revoked.status, revoked.text).toBe(200);

    const mine = (await getWithToken(t.app, apiPaths.me.application('birth', id), citizen)).body as MyApplicationDetail;
    expect(mine).toMatchObject({
      status: 'accepted',
      certificateNumber,
      certificateRevokedAt: expect.any(String),
      certificateRevokeReason: 'Issued on a forged birth proof',
    });
    expect(mine.timeline.at(-1)).toEqual({ at: mine.certificateRevokedAt, status: 'revoked', message: 'Issued on a forged birth proof' });
    const listed = (await myPage<MyApplicationItem>(t.app, apiPaths.me.applications, citizen)).items.find((item) => item.id === id);
    expect(listed).toMatchObject({ status: 'accepted', certificateRevokedAt: mine.certificateRevokedAt });

    for (const [url, token] of [
      [apiPaths.me.certificatePdf('birth', id), citizen],
      [adminApiPaths.certificatePdf('birth', id), admin],
    ] as const) {
      const refused = expectCodedError(await pdf(url, token), 410);
      expect(refused.code).toBe('certificate.revoked');
    }

    const told = await t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recordId, id), eq(outboundMessages.event, 'application.certificate_revoked')));
    expect(told.map((row) => [row.channel, row.language]).sort()).toEqual([
      ['email', 'ta'],
      ['sms', 'ta'],
    ]);
    const email = told.find((row) => row.channel === 'email');
    expect(email?.body).toContain(certificateNumber);
    expect(email?.body).toContain('Issued on a forged birth proof');
    expect(email?.body).toContain('ரத்து');
  });

  it('not revoked: its owner reads no revocation', async () => {
    const { id } = await acceptedBirth();
    const mine = (await getWithToken(t.app, apiPaths.me.application('birth', id), citizen)).body as MyApplicationDetail;
    expect(mine.certificateRevokedAt).toBeUndefined();
    expect(mine.certificateRevokeReason).toBeUndefined();
    expect(mine.timeline.map((entry) => entry.status)).toEqual(['pending', 'accepted']);
  });

  it('refunded: its receipt PDF is no longer given, to its payer or a clerk; the payment says refunded and the payer is told', async () => {
    const order = await createOrder(t.app, validOrder('property'), bearer(citizen));
    const checkout = await sandboxPay(t.app, order.orderId);
    expect((await verifyPayment(t.app, { ...checkout, id: order.id })).verified).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.me.receiptPdf(order.id), headers: bearer(citizen) })).statusCode).toBe(200);

    const refund = await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, bearer(admin));
    expect(refund.status, refund.text).toBe(200);
    for (const [url, token] of [
      [apiPaths.me.receiptPdf(order.id), citizen],
      [adminApiPaths.taxReceiptPdf(order.id), admin],
    ] as const) {
      expect(expectCodedError(await pdf(url, token), 410).code).toBe('tax.receipt_refunded');
    }
    const mine = (await getWithToken(t.app, apiPaths.me.payment(order.id), citizen)).body as MyPaymentDetail;
    expect(mine.status).toBe('refunded');
    const told = await t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recordId, order.id), eq(outboundMessages.event, 'payment.refunded')));
    expect(told.map((row) => row.language)).toContain('ta');
  });
});

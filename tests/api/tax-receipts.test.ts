import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPaymentDetail, ReceiptVerification } from '../../src/shared/api/my-requests-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { receipts } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { poppler } from './helpers/poppler';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { bearer } from './me-support';
import { adminStatusPath, createOrder, sandboxPay, validOrder, verify as verifyPayment } from './tax-support';

const PUBLIC_URL = 'https://portal.example.gov.in';
const MAX_PDF_BYTES = 150 * 1024;

describe.each(testDatabases())('receipts of paid payments on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  let other: string;
  const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();

  beforeAll(async () => {
    t = await createTestApp(target, { env: { PUBLIC_URL, MUNICIPALITY_CODE: 'MDU' } });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
    other = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  /** A payment made through the sandbox checkout, by the signed-in citizen unless `token` is null. */
  const pay = async (overrides: Record<string, unknown> = {}, token: string | null = citizen) => {
    const order = await createOrder(t.app, validOrder('property', overrides), token ? bearer(token) : {});
    const checkout = await sandboxPay(t.app, order.orderId);
    const verified = await verifyPayment(t.app, { ...checkout, id: order.id });
    expect(verified.verified).toBe(true);
    return { id: order.id, receipt: verified.receipt };
  };
  const download = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const check = (verifyUrl: string) => {
    const { pathname, searchParams } = new URL(verifyUrl);
    return request(t.app, {
      method: 'GET',
      url: apiPaths.verify(decodeURIComponent(pathname.slice('/verify/'.length)), searchParams.get('t') ?? ''),
    });
  };

  it('gives a paid payment a receipt number and verify link, in the verify answer and in the citizen’s view', async () => {
    const first = await pay();
    const second = await pay({ amount: 300 });
    expect(first.receipt?.receiptNumber).toMatch(new RegExp(`^MDU/RCT/${year}/\\d{6}$`));
    expect(Number(second.receipt?.receiptNumber?.slice(-6))).toBe(Number(first.receipt?.receiptNumber?.slice(-6)) + 1);
    expect(first.receipt?.verifyUrl).toMatch(new RegExp(`^${PUBLIC_URL}/verify/MDU%2FRCT%2F${year}%2F\\d{6}\\?t=[A-Za-z0-9_-]{22}$`));

    const mine = (await getWithToken(t.app, apiPaths.me.payment(first.id), citizen)).body as MyPaymentDetail;
    expect(mine.receipt).toMatchObject({ receiptNumber: first.receipt?.receiptNumber, verifyUrl: first.receipt?.verifyUrl });
    // Made at the first download, not while the payment was being recorded.
    const [row] = await t.database.db.select().from(receipts).where(eq(receipts.paymentId, first.id));
    expect(row).toMatchObject({ number: first.receipt?.receiptNumber, pdf: null });
  });

  it('an order not paid has no receipt: no number, and its PDF is a 404 that says why', async () => {
    const order = await createOrder(t.app, validOrder('water'), bearer(citizen));
    const mine = (await getWithToken(t.app, apiPaths.me.payment(order.id), citizen)).body as MyPaymentDetail;
    expect(mine.receipt).toBeNull();
    expect(
      expectCodedError(await request(t.app, { method: 'GET', url: apiPaths.me.receiptPdf(order.id), headers: bearer(citizen) }), 404).code,
    ).toBe('tax.not_paid');
    expect(await t.database.db.select().from(receipts).where(eq(receipts.paymentId, order.id))).toEqual([]);
  });

  it('signs the receipt over the whole file, states the payment, and gives every download the same file', async () => {
    const { id, receipt } = await pay({
      identifiers: { ...(validOrder('property').identifiers as object), ownerName: 'Meenakshi Sundaram' },
    });
    const [firstA, firstB] = await Promise.all([
      download(apiPaths.me.receiptPdf(id), citizen),
      download(apiPaths.me.receiptPdf(id), citizen),
    ]);
    expect(firstA.statusCode, firstA.body).toBe(200);
    expect(firstA.headers['content-type']).toBe('application/pdf');
    expect(firstA.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receipt?.receiptNumber?.replaceAll('/', '-')}.pdf"`,
    );
    const later = await download(adminApiPaths.taxReceiptPdf(id), admin);
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-disposition']).toMatch(/^inline; /);
    expect(firstB.rawPayload.equals(firstA.rawPayload)).toBe(true);
    expect(later.rawPayload.equals(firstA.rawPayload)).toBe(true);
    expect(firstA.rawPayload.length).toBeLessThanOrEqual(MAX_PDF_BYTES);

    const tools = poppler(firstA.rawPayload);
    const signature = tools.signature();
    expect(signature).toContain('Signature Validation: Signature is Valid.');
    expect(signature).toContain('Total document signed');
    expect(tools.pages()).toBe(1);
    const text = tools.text();
    // Not the bill's mobile number or address: a receipt is shown to others.
    expect(text).not.toContain('9876543210');
    for (const expected of [
      receipt?.receiptNumber ?? '',
      receipt?.reference ?? '',
      'Meenakshi Sundaram',
      'Property ID 42',
      '₹1,250.50',
      receipt?.paymentId ?? '',
      'Payment receipt',
    ]) {
      expect(text).toContain(expected);
    }
    tools.png(`receipt-${target.kind}`);
  });

  it('gives the PDF to its payer and to clerks only', async () => {
    const { id } = await pay();
    expect(
      expectCodedError(await request(t.app, { method: 'GET', url: apiPaths.me.receiptPdf(id), headers: bearer(other) }), 404).code,
    ).toBe('tax.not_found');
    expect((await download(apiPaths.me.receiptPdf(id), admin)).statusCode).toBe(403);
    expect((await download(apiPaths.me.receiptPdf(id))).statusCode).toBe(401);
    expect((await download(adminApiPaths.taxReceiptPdf(id), citizen)).statusCode).toBe(403);
    expect((await download(adminApiPaths.taxReceiptPdf(id))).statusCode).toBe(401);
    for (const wrong of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(
        expectCodedError(await request(t.app, { method: 'GET', url: apiPaths.me.receiptPdf(wrong), headers: bearer(citizen) }), 404).code,
      ).toBe('tax.not_found');
      expect(
        expectCodedError(await request(t.app, { method: 'GET', url: adminApiPaths.taxReceiptPdf(wrong), headers: bearer(admin) }), 404)
          .code,
      ).toBe('tax.not_found');
    }
  });

  it('verifies a receipt for anyone, paid and then refunded; a wrong token is the same 404 as an unknown number', async () => {
    // Paid without an account: the receipt is the same, only its PDF has no one to fetch it.
    const { id, receipt } = await pay(
      { identifiers: { ...(validOrder('property').identifiers as object), ownerName: 'Selvi Murugan' } },
      null,
    );
    const verifyUrl = receipt?.verifyUrl ?? '';
    const paid = await check(verifyUrl);
    expect(paid.status, paid.text).toBe(200);
    const [row] = await t.database.db.select().from(receipts).where(eq(receipts.paymentId, id));
    expect(paid.body).toEqual({
      valid: true,
      status: 'paid',
      kind: 'receipt',
      type: 'property',
      number: receipt?.receiptNumber ?? '',
      name: 'Selvi Murugan',
      billNumber: 'Property ID 42',
      total: 1250.5,
      issuedAt: row?.issuedAt.toISOString() ?? '',
      office: expect.stringContaining('Municipal Corporation'),
    } satisfies ReceiptVerification);

    const token = new URL(verifyUrl).searchParams.get('t') ?? '';
    const number = receipt?.receiptNumber ?? '';
    const wrongToken = await request(t.app, {
      method: 'GET',
      url: apiPaths.verify(number, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    });
    const unknown = await request(t.app, { method: 'GET', url: apiPaths.verify(number.replace(/\d{6}$/, '999999'), token) });
    for (const refused of [wrongToken, unknown]) {
      expect(expectCodedError(refused, 404).code).toBe('verify.not_found');
      expect(refused.text).toBe(wrongToken.text);
    }

    const refund = await postJson(t.app, adminStatusPath(id), { status: 'refunded' }, bearer(admin));
    expect(refund.status, refund.text).toBe(200);
    const refunded = (await check(verifyUrl)).body as ReceiptVerification;
    expect(refunded).toMatchObject({ valid: false, status: 'refunded', number: receipt?.receiptNumber });
    expect(Date.parse(refunded.refundedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(refunded.issuedAt));
  });

  it('a water bill names no payer: its receipt verifies with the consumer number', async () => {
    const order = await createOrder(t.app, validOrder('water'), bearer(citizen));
    const checkout = await sandboxPay(t.app, order.orderId);
    const { receipt } = await verifyPayment(t.app, { ...checkout, id: order.id });
    const answer = (await check(receipt?.verifyUrl ?? '')).body as ReceiptVerification;
    expect(answer).toMatchObject({ kind: 'receipt', type: 'water', name: '', billNumber: 'Consumer Number 42', status: 'paid' });
  });
});

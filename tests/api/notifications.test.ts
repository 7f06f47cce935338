import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { outboundMessages } from '../../src/server/db/schema';
import type { OutboundMessageRow } from '../../src/server/db/schema';
import { MESSAGE_ATTEMPTS_MAX } from '../../src/server/modules/notifications/message-worker';
import { aGrievance, grievanceByComplaintId, submitGrievance, UNLIMITED } from './grievance-support';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, postMultipart, submitApplication, validValues } from './helpers/certificates';
import { msg91Env, startFakeMsg91, templateIdsFor } from './helpers/fake-msg91';
import { getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { startTestSmtp } from './helpers/test-smtp';
import type { TestSmtp } from './helpers/test-smtp';
import { adminStatusPath, paidOrder } from './tax-support';

/** Each SMS its own MSG91 template id, as a municipality configures them. */
const templateIds = templateIdsFor('6500aa');

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function messagesOf(t: TestApp, recordId: string): Promise<OutboundMessageRow[]> {
  return t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, recordId));
}

/** Waits until every message of the record is no longer queued (the worker polls every second). */
async function settled(t: TestApp, recordId: string, count: number): Promise<OutboundMessageRow[]> {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = await messagesOf(t, recordId);
    if (rows.length === count && rows.every((row) => row.state !== 'queued')) return rows;
    if (Date.now() > until)
      throw new Error(
        `Messages of ${recordId} not settled: ${JSON.stringify(rows.map((row) => [row.event, row.channel, row.state, row.lastError]))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDatabases())('messages to citizens on %s', (target) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
  let clerk: string;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    msg91 = await startFakeMsg91();
    t = await createTestApp(target, {
      env: {
        ...UNLIMITED,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Portal <portal@example.gov.in>',
        PUBLIC_URL: 'https://portal.example.gov.in',
        ...msg91Env(msg91.url, templateIds),
      },
    });
    clerk = (await setupAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await msg91?.close();
  });

  it("an application's life (received, returned, resubmitted, accepted) in the account's language: each email and SMS once, with MSG91's template id and variables", async () => {
    const citizen = await registerUser(t.app);
    expect(
      (
        await request(t.app, {
          method: 'PATCH',
          url: apiPaths.auth.profile,
          payload: JSON.stringify({ language: 'ta' }),
          headers: { ...bearer(citizen.token), 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(200);
    const definition = definitionOf('income');
    // A number of its own: the tax order below gives the default one, and each number gets one acknowledgement a day.
    const values = validValues(definition, { mobile: '9812345670' });
    const submitted = await submitApplication(t.app, definition, { values, headers: bearer(citizen.token) });
    expect(submitted.status, submitted.text).toBe(201);
    const { id, reference } = submitted.body as { id: string; reference: string };

    const received = await settled(t, id, 2);
    expect(received.map((row) => [row.event, row.channel, row.state, row.language])).toEqual(
      expect.arrayContaining([
        ['application.received', 'email', 'sent', 'ta'],
        ['application.received', 'sms', 'sent', 'ta'],
      ]),
    );
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toBe(citizen.registration.email);
    expect(mail?.subject).toBe(`விண்ணப்பம் ${reference} பெறப்பட்டது`);
    expect(mail?.text).toContain(`https://portal.example.gov.in/my-requests/applications/income/${id}`);
    const sms = msg91.requests[0];
    expect(sms?.body.template_id).toBe(templateIds['application.received.ta']);
    expect(sms?.body.sender).toBe('TNMUNI');
    const recipient = sms?.body.recipients?.[0] ?? {};
    expect(recipient.mobiles).toBe('919812345670');
    expect(recipient.var1).toBe(reference);
    expect(recipient.var2).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Returned for correction: the clerk's message, and the link to the request where it is corrected.
    const returned = await postJson(
      t.app,
      adminApiPaths.certificateReturn('income', id),
      { message: 'Please write the door number.', fields: ['address'] },
      bearer(clerk),
    );
    expect(returned.status, returned.text).toBe(200);
    await settled(t, id, 4);
    const [, returnMail] = await smtp.waitFor(2);
    expect(returnMail?.subject).toBe(`விண்ணப்பம் ${reference}: திருத்தம் தேவை`);
    expect(returnMail?.text).toContain('Please write the door number.');
    expect(returnMail?.text).toContain(`https://portal.example.gov.in/my-requests/applications/income/${id}`);

    // The citizen's own correction tells them nothing new: they sent it on the screen.
    const resubmitted = await postMultipart(t.app, apiPaths.me.resubmit('income', id), { address: '14 Temple Street, Ward 4' }, [], {
      ...bearer(citizen.token),
      'idempotency-key': randomUUID(),
    });
    expect(resubmitted.status, resubmitted.text).toBe(200);

    // Accepted: one message, the issued certificate, with where to download it and where anyone can check it.
    const accepted = await postJson(t.app, `/api/admin/certificates/income/${id}/accept`, {}, bearer(clerk));
    expect(accepted.status, accepted.text).toBe(200);
    const { certificateNumber } = accepted.body as { certificateNumber: string };
    await settled(t, id, 6);
    const [, , issuedMail] = await smtp.waitFor(3);
    expect(issuedMail?.subject).toBe(`உங்கள் சான்றிதழ் ${certificateNumber} தயார்`);
    expect(issuedMail?.text).toContain(`https://portal.example.gov.in/verify/${encodeURIComponent(certificateNumber)}?t=`);
    // A second of polling more: nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mine = smtp.received.filter((message) => message.to === citizen.registration.email);
    expect(mine.map((message) => message.subject)).toEqual([
      `விண்ணப்பம் ${reference} பெறப்பட்டது`,
      `விண்ணப்பம் ${reference}: திருத்தம் தேவை`,
      `உங்கள் சான்றிதழ் ${certificateNumber} தயார்`,
    ]);
    expect(new Set(mine.map((message) => message.messageId)).size).toBe(3);
    const texts = msg91.requests
      .filter((entry) => entry.body.recipients?.[0]?.var1 === reference || entry.body.recipients?.[0]?.var2 === reference)
      .map((entry) => entry.body.template_id);
    expect(texts).toEqual([
      templateIds['application.received.ta'],
      templateIds['application.returned.ta'],
      templateIds['application.certificate_issued.ta'],
    ]);

    // The clerk reads them on the application's page: the messages about this record, newest first.
    const about = await getWithToken(t.app, `${adminApiPaths.messages}?record=${id.toUpperCase()}`, clerk);
    expect(about.status, about.text).toBe(200);
    const listed = (about.body as { messages: Array<{ event: string; channel: string; state: string; recordId: string }> }).messages;
    expect(listed.map((message) => [message.event, message.channel, message.state]).sort()).toEqual(
      ['application.certificate_issued', 'application.received', 'application.returned'].flatMap((event) => [
        [event, 'email', 'sent'],
        [event, 'sms', 'sent'],
      ]),
    );
    expect(new Set(listed.map((message) => message.recordId))).toEqual(new Set([id]));
    expect((await getWithToken(t.app, `${adminApiPaths.messages}?record=not-an-id`, clerk)).status).toBe(400);
  });

  it('a payment received (receipt link) and refunded, a complaint status changed: in English for an account without a chosen language', async () => {
    const citizen = await registerUser(t.app);
    const before = smtp.received.length;
    const { complaintId } = await submitGrievance(t.app, aGrievance(), bearer(citizen.token));
    const grievance = await grievanceByComplaintId(t.database, complaintId);
    const changed = await postJson(
      t.app,
      `/api/admin/grievances/${grievance.id}/status`,
      { status: 'In Progress', note: 'A crew visits on Monday.' },
      bearer(clerk),
    );
    expect(changed.status, changed.text).toBe(200);
    const [grievanceMessage] = await settled(t, grievance.id ?? '', 1);
    expect(grievanceMessage?.subject).toBe(`Complaint ${complaintId}: In Progress`);
    // The clerk's note for the citizen is in the message.
    expect(grievanceMessage?.body).toContain('Note: A crew visits on Monday.');

    const { order } = await paidOrder(t.app);
    await t.database.db.execute(sql`update tax_payments set owner_id = ${grievance.ownerId} where id = ${order.id}`);
    // The order was placed without an account: its mobile number alone is told, by SMS.
    const paidRows = await settled(t, order.id, 1);
    expect(paidRows.map((row) => [row.event, row.channel])).toEqual([['payment.received', 'sms']]);
    const refunded = await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, bearer(clerk));
    expect(refunded.status, refunded.text).toBe(200);
    const rows = await settled(t, order.id, 3);
    expect(
      rows
        .filter((row) => row.event === 'payment.refunded')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    await smtp.waitFor(before + 2);
    const mine = smtp.received.filter((message) => message.to === citizen.registration.email);
    expect(mine.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Complaint GRV-/),
      expect.stringMatching(/^Payment TAX-.* refunded$/),
    ]);
    expect(mine[1]?.text).toContain(`https://portal.example.gov.in/my-requests/payments/${order.id}`);
  });

  it('an application without an account: an SMS to its mobile number and no email', async () => {
    const definition = definitionOf('income');
    const submitted = await submitApplication(t.app, definition, { values: validValues(definition, { mobile: '9123456780' }) });
    expect(submitted.status, submitted.text).toBe(201);
    const rows = await settled(t, (submitted.body as { id: string }).id, 1);
    expect(rows.map((row) => [row.channel, row.recipient, row.language, row.sentBy])).toEqual([['sms', '9123456780', 'en', 'msg91']]);
    expect(rows[0]?.body).toContain('https://portal.example.gov.in/track');
  });
});

describe.each(testDatabases())('sending that fails on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: every try fails at once.
    t = await createTestApp(target, { env: { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://portal.example.gov.in' } });
  });
  afterAll(() => t?.close());

  it(`is tried again later with a growing wait, and after ${MESSAGE_ATTEMPTS_MAX} tries is marked failed`, async () => {
    const citizen = await registerUser(t.app);
    const submitted = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen.token) });
    expect(submitted.status, submitted.text).toBe(201);
    const id = (submitted.body as { id: string }).id;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MESSAGE_ATTEMPTS_MAX; attempt += 1) {
      const row = await waitForAttempt(t, id, attempt);
      if (attempt < MESSAGE_ATTEMPTS_MAX) {
        expect(row.state).toBe('queued');
        expect(row.lastError).toBeTruthy();
        waits.push(row.nextAttemptAt.getTime() - Date.now());
        // The wait has been seen: the next try now rather than in minutes.
        await t.database.db.update(outboundMessages).set({ nextAttemptAt: new Date() }).where(eq(outboundMessages.id, row.id));
      } else {
        expect(row.state).toBe('failed');
      }
    }
    // 30 s, 1, 2, 4, 8 minutes (each read a little after the try, so a little shorter).
    for (let index = 1; index < waits.length; index += 1) expect(waits[index] ?? 0).toBeGreaterThan((waits[index - 1] ?? 0) * 1.5);
    expect(waits[0]).toBeGreaterThan(20_000);

    // The clerk sees it among the failed messages, and sends it again.
    const clerk = (await setupAdmin(t.app)).token;
    const failed = await getWithToken(t.app, `${adminApiPaths.messages}?state=failed`, clerk);
    expect(failed.status, failed.text).toBe(200);
    const listed = (failed.body as { messages: Array<{ _id: string; recordId: string; state: string; lastError: string | null }> })
      .messages;
    expect(listed.map((message) => [message.recordId, message.state])).toEqual([[id, 'failed']]);
    expect(listed[0]?.lastError).toBeTruthy();
    expect((await getWithToken(t.app, `${adminApiPaths.messages}?state=lost`, clerk)).status).toBe(400);
    const resent = await postJson(t.app, adminApiPaths.messageResend(listed[0]?._id ?? ''), {}, bearer(clerk));
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toMatchObject({ state: 'queued', attempts: 0, lastError: null });
    await waitForAttempt(t, id, 1);
  });
});

async function waitForAttempt(t: TestApp, recordId: string, attempt: number): Promise<OutboundMessageRow> {
  const until = Date.now() + 20_000;
  for (;;) {
    const [row] = (await messagesOf(t, recordId)).filter((message) => message.channel === 'email');
    if (row && row.attempts === attempt && row.lockedUntil === null) return row;
    if (Date.now() > until) throw new Error(`No try ${attempt}: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

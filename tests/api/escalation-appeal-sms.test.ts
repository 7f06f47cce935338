import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import type { AppealCreated } from '../../src/shared/api/my-requests-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { applications, outboundMessages } from '../../src/server/db/schema';
import { aGrievance, grievanceByComplaintId, submitGrievance, UNLIMITED } from './grievance-support';
import { setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { msg91Env, startFakeMsg91, templateIdsFor } from './helpers/fake-msg91';
import { postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { bearer } from './me-support';
import { aMobile } from './otp-support';

const HOUR = 3_600_000;
const TAMIL = { 'accept-language': 'ta' };

/** Each SMS its own MSG91 template id, as a municipality configures them. */
const templateIds = templateIdsFor('6700cc');

/**
 * A citizen whose account is only a verified mobile number (decision 080) hears by SMS when their
 * complaint or application passes its service time (decision 083) and when their appeal is decided
 * (decision 084): through MSG91, in the account's language.
 */
describe.each(testDatabases())('escalation and appeal news by SMS on %s', (target) => {
  let t: TestApp;
  let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
  let admin: string;
  beforeAll(async () => {
    msg91 = await startFakeMsg91();
    t = await createTestApp(target, {
      env: {
        ...UNLIMITED,
        SERVICE_TIMES: 'death=P4D,grievances=PT48H',
        PUBLIC_URL: 'https://portal.example.gov.in',
        ...msg91Env(msg91.url, templateIds),
      },
    });
    admin = (await setupAdmin(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await msg91?.close();
  });

  /** What MSG91 was asked to send to `mobile` with the template `key`, once the message worker sent it. */
  async function smsTo(mobile: string, key: string): Promise<Record<string, string>> {
    const until = Date.now() + 20_000;
    for (;;) {
      const found = msg91.requests.find(
        (call) => call.body.template_id === templateIds[key] && call.body.recipients?.[0]?.mobiles === `91${mobile}`,
      );
      if (found) return found.body.recipients?.[0] ?? {};
      if (Date.now() > until) throw new Error(`MSG91 got no ${key} SMS to ${mobile}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Signs in with a code by SMS in Tamil: a new account with the number and no email. */
  async function mobileOnlyCitizen(): Promise<{ token: string; mobile: string }> {
    const mobile = aMobile();
    expect((await postJson(t.app, apiPaths.auth.otpRequest, { mobile }, TAMIL)).status).toBe(202);
    const { var1: code } = await smsTo(mobile, 'otp.sign_in.ta');
    const signedIn = await postJson(t.app, apiPaths.auth.otpVerify, { mobile, code }, TAMIL);
    expect(signedIn.status, signedIn.text).toBe(200);
    const { token, user } = signedIn.body as AuthResponse;
    expect(user).toMatchObject({ email: '', language: 'ta' });
    return { token, mobile };
  }

  const messagesOf = (recordId: string, event: string) =>
    t.database.db
      .select({ channel: outboundMessages.channel, recipient: outboundMessages.recipient, language: outboundMessages.language })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recordId, recordId), eq(outboundMessages.event, event)));

  it('a complaint and an application past their service time: an SMS each to the number, the reference its variable, with the stop code', async () => {
    const citizen = await mobileOnlyCitizen();
    const { complaintId } = await submitGrievance(t.app, aGrievance(), bearer(citizen.token));
    const grievance = await grievanceByComplaintId(t.database, complaintId);
    expect(await t.app.escalation.escalate('grievance', grievance.id, new Date(grievance.createdAt.getTime() + 48 * HOUR))).toBe(true);

    const submitted = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen.token) });
    expect(submitted.status, submitted.text).toBe(201);
    const { id, reference } = submitted.body as { id: string; reference: string };
    const [application] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    if (!application) throw new Error('No application');
    expect(await t.app.escalation.escalate('application', id, new Date(application.createdAt.getTime() + 96 * HOUR))).toBe(true);

    expect(await smsTo(citizen.mobile, 'grievance.escalated.ta')).toEqual({
      mobiles: `91${citizen.mobile}`,
      var1: complaintId,
      var2: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/),
    });
    expect(await smsTo(citizen.mobile, 'application.escalated.ta')).toMatchObject({ var1: reference });
    // The account has no address: the number is its only way to hear.
    expect(await messagesOf(grievance.id, 'grievance.escalated')).toEqual([{ channel: 'sms', recipient: citizen.mobile, language: 'ta' }]);
    expect(await messagesOf(id, 'application.escalated')).toEqual([{ channel: 'sms', recipient: citizen.mobile, language: 'ta' }]);
  });

  it('an appeal upheld and one dismissed: an SMS each to the number, the application its variable', async () => {
    const citizen = await mobileOnlyCitizen();
    const appealed = async () => {
      const submitted = await submitApplication(t.app, definitionOf('income'), { headers: bearer(citizen.token) });
      expect(submitted.status, submitted.text).toBe(201);
      const { id, reference } = submitted.body as { id: string; reference: string };
      const declined = await postJson(
        t.app,
        adminApiPaths.certificateDecision('income', id, 'decline'),
        { reason: 'No proof.' },
        bearer(admin),
      );
      expect(declined.status, declined.text).toBe(200);
      const appeal = await postJson(t.app, apiPaths.me.appeal('income', id), { reason: 'The proof was attached.' }, bearer(citizen.token));
      expect(appeal.status, appeal.text).toBe(201);
      return { id, reference, appealId: (appeal.body as AppealCreated).appealId };
    };
    const upheld = await appealed();
    const dismissed = await appealed();
    const decide = (appealId: string, body: unknown) => postJson(t.app, adminApiPaths.appealDecision(appealId), body, bearer(admin));
    expect((await decide(upheld.appealId, { outcome: 'upheld', note: 'Proof found in the file.' })).status).toBe(200);
    expect((await decide(dismissed.appealId, { outcome: 'dismissed', note: 'The proof is of another year.' })).status).toBe(200);

    expect(await smsTo(citizen.mobile, 'appeal.upheld.ta')).toMatchObject({ var1: upheld.reference });
    expect(await smsTo(citizen.mobile, 'appeal.dismissed.ta')).toMatchObject({ var1: dismissed.reference });
    expect(await messagesOf(upheld.id, 'appeal.upheld')).toEqual([{ channel: 'sms', recipient: citizen.mobile, language: 'ta' }]);
    expect(await messagesOf(dismissed.id, 'appeal.dismissed')).toEqual([{ channel: 'sms', recipient: citizen.mobile, language: 'ta' }]);
  });
});

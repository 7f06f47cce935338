import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { FAKE_MSG91_AUTH_KEY, msg91Env, startFakeMsg91, templateIdsFor } from './helpers/fake-msg91';
import type { Msg91Request } from './helpers/fake-msg91';
import { postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { aMobile } from './otp-support';

/** Each SMS its own MSG91 template id, as a municipality configures them. */
const templateIds = templateIdsFor('6600bb');

describe.each(testDatabases())('the code SMS through MSG91 on %s', (target) => {
  let t: TestApp;
  let msg91: Awaited<ReturnType<typeof startFakeMsg91>>;
  beforeAll(async () => {
    msg91 = await startFakeMsg91();
    t = await createTestApp(target, {
      env: {
        PUBLIC_URL: 'https://portal.example.gov.in',
        ...msg91Env(msg91.url, templateIds),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await msg91?.close();
  });

  /** The flow API call for `mobile`, once MSG91 received it (the answer does not wait for it). */
  async function flowCallTo(mobile: string): Promise<Msg91Request> {
    const until = Date.now() + 10_000;
    for (;;) {
      const found = msg91.requests.find((call) => call.body.recipients?.[0]?.mobiles === `91${mobile}`);
      if (found) return found;
      if (Date.now() > until) throw new Error(`MSG91 got no SMS to ${mobile}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("goes at once with the template of its event in the request's language, the number with 91, the code its one variable", async () => {
    const mobile = aMobile();
    const tamil = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' };
    expect((await postJson(t.app, apiPaths.auth.otpRequest, { mobile: `+91 ${mobile}` }, tamil)).status).toBe(202);
    const call = await flowCallTo(mobile);
    expect(call.authkey).toBe(FAKE_MSG91_AUTH_KEY);
    expect(call.body.template_id).toBe(templateIds['otp.sign_in.ta']);
    expect(call.body.sender).toBe('TNMUNI');
    const recipient = call.body.recipients?.[0] ?? {};
    expect(Object.keys(recipient).sort()).toEqual(['mobiles', 'var1']);
    expect(recipient.var1).toMatch(/^\d{6}$/);

    const signedIn = await postJson(t.app, apiPaths.auth.otpVerify, { mobile, code: recipient.var1 });
    expect(signedIn.status, signedIn.text).toBe(200);
    const { token } = signedIn.body as AuthResponse;

    // A number added to an account, and a new password: each its own template; English without Accept-Language.
    const other = aMobile();
    expect((await postJson(t.app, apiPaths.me.mobile, { mobile: other }, { authorization: `Bearer ${token}` })).status).toBe(202);
    expect((await flowCallTo(other)).body.template_id).toBe(templateIds['otp.add_mobile.en']);
    msg91.requests.length = 0;
    expect((await postJson(t.app, apiPaths.auth.passwordResetSms, { mobile })).status).toBe(202);
    expect((await flowCallTo(mobile)).body.template_id).toBe(templateIds['otp.password_reset.en']);
  });
});

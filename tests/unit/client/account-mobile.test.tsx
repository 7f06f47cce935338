import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OtpRequested } from '../../../src/shared/api/auth-types';
import { apiPaths } from '../../../src/shared/api/paths';
import type { Profile } from '../../../src/client/features/auth/account/account-api';
import { AccountPage } from '../../../src/client/features/auth/account/pages/account-page';
import { ForgotPasswordPage } from '../../../src/client/features/auth/account/pages/forgot-password-page';
import { SmsResetPage } from '../../../src/client/features/auth/account/pages/sms-reset-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { showPagesInTamil } from '../in-tamil';

/*
 * The mobile number on the account page, confirmed with a code sent to it; an account made with
 * a mobile number, which has no email address; and a forgotten password reset by SMS. The server's
 * answers are the contract's (DESIGN section 11).
 */

const SENT: OtpRequested = { sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 };
const asha: Profile = {
  username: 'asha',
  email: 'asha@example.com',
  pendingEmail: null,
  mobile: null,
  mobileVerified: false,
  language: 'en',
  notifyByEmail: true,
  notifyBySms: true,
};

type Reply = { status: number; data: unknown };

/** The server: the profile as it stands, what each path answers, and every call it received. */
function serverAnswers(start: Profile, answers: Record<string, (body: Record<string, unknown>) => Reply> = {}) {
  let profile = start;
  const received: { method: string; url: string; body: Record<string, unknown> }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const method = config.method ?? 'get';
    const url = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    received.push({ method, url, body });
    const reply = (): Reply => {
      if (answers[url]) return answers[url](body);
      if (url === apiPaths.me.profile && method === 'patch') {
        profile = { ...profile, ...body };
        return { status: 200, data: profile };
      }
      if (url === apiPaths.me.profile) return { status: 200, data: profile };
      if (url === apiPaths.me.mobile) return { status: 202, data: SENT };
      if (url === apiPaths.me.mobileConfirm) {
        if (body.code !== '123456')
          return { status: 400, data: { error: 'That code is not right. 4 tries left.', code: 'otp.wrong_code' } };
        profile = { ...profile, mobile: '9876543210', mobileVerified: true };
        return { status: 200, data: profile };
      }
      if (url === apiPaths.auth.passwordResetSms) return { status: 202, data: SENT };
      if (url === apiPaths.auth.passwordResetSmsConfirm) return { status: 204, data: '' };
      return { status: 404, data: { error: 'Not found', code: 'not_found' } };
    };
    const { status, data } = reply();
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls: (url: string, method = 'post') => received.filter((call) => call.url === url && call.method === method).map((call) => call.body),
  };
}

function openPage(path: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/account" element={<AccountPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/forgot-password/sms" element={<SmsResetPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

const realAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const mobileSection = async () =>
  (await screen.findByRole('heading', { name: 'Mobile number', level: 2 })).closest('section') as HTMLElement;

describe('the mobile number on the account page', () => {
  it('is added with the code sent to it, and then shows as verified', async () => {
    const user = userEvent.setup();
    const server = serverAnswers(asha);
    openPage('/account');
    const section = await mobileSection();
    expect(within(section).getByText('No mobile number on this account.')).toBeVisible();
    // The contact form no longer holds a number of its own: the one number is the one confirmed here.
    expect(screen.queryByRole('textbox', { name: /Mobile number/ })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add a mobile number' }));
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Your mobile number', level: 3 })).toHaveFocus());
    await user.type(within(section).getByRole('textbox', { name: /Mobile number/ }), '98765 43210');
    await user.click(within(section).getByRole('button', { name: 'Send the code' }));
    expect(server.calls(apiPaths.me.mobile)).toEqual([{ mobile: '9876543210' }]);

    const code = await within(section).findByRole('textbox', { name: /Code from the SMS/ });
    await user.type(code, '654321');
    await user.click(within(section).getByRole('button', { name: 'Confirm the number' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('That code is not right. 4 tries left.');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Confirm the number' }));
    const done = await within(section).findByText('Your mobile number 98765 43210 is verified. You can sign in with it.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(server.calls(apiPaths.me.mobileConfirm)).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(await within(section).findByText('Verified')).toBeVisible();
    expect(within(section).getByText('98765 43210')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Change the number' })).toBeVisible();
  });

  it('a number saved before, without a code, shows as not verified and is confirmed from the same number', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ ...asha, mobile: '9876543210', mobileVerified: false });
    openPage('/account');
    const section = await mobileSection();
    expect(within(section).getByText(/Not verified: confirm it with a code to sign in with it\./)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Verify this number' }));
    expect(within(section).getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9876543210');
    await user.click(within(section).getByRole('button', { name: 'Send the code' }));
    expect(await within(section).findByText('We sent a 6-digit code by SMS to 98765 43210. It works for 10 minutes.')).toBeVisible();
    expect(server.calls(apiPaths.me.mobile)).toEqual([{ mobile: '9876543210' }]);
  });

  it("a number verified on another account is refused with the server's words", async () => {
    const user = userEvent.setup();
    serverAnswers(asha, {
      [apiPaths.me.mobile]: () => ({
        status: 409,
        data: { error: 'This mobile number is verified on another account.', code: 'auth.mobile_taken' },
      }),
    });
    openPage('/account');
    const section = await mobileSection();
    await user.click(within(section).getByRole('button', { name: 'Add a mobile number' }));
    await user.type(within(section).getByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await user.click(within(section).getByRole('button', { name: 'Send the code' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This mobile number is verified on another account.');
  });

  it('Cancel leaves the number as it was, focus back on the button', async () => {
    const user = userEvent.setup();
    serverAnswers(asha);
    openPage('/account');
    const section = await mobileSection();
    await user.click(within(section).getByRole('button', { name: 'Add a mobile number' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Add a mobile number' })).toHaveFocus());
    expect(within(section).getByText('No mobile number on this account.')).toBeVisible();
  });
});

describe('an account made with a mobile number', () => {
  const byMobile: Profile = { ...asha, username: 'citizen_3210', email: '', mobile: '9876543210', mobileVerified: true };

  it('says it has no email address and saves its other details without one', async () => {
    const user = userEvent.setup();
    const server = serverAnswers(byMobile);
    openPage('/account');
    expect(await screen.findByText('This account has no email address. Add one to get messages by email.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('');
    await user.click(screen.getByLabelText('Send me SMS about my requests'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details are saved.')).toBeVisible();
    expect(server.calls(apiPaths.me.profile, 'patch').at(-1)).not.toHaveProperty('email');
  });

  it('has no password to change: the password section leads to setting one with a code by SMS', async () => {
    const user = userEvent.setup();
    serverAnswers({ ...byMobile, hasPassword: false });
    openPage('/account');
    const section = (await screen.findByRole('heading', { name: 'Change password', level: 2 })).closest('section') as HTMLElement;
    // The section shows the account's own case once its profile has come.
    expect(
      await within(section).findByText(/Your account has no password: you sign in with a code sent to your mobile number\./),
    ).toBeVisible();
    expect(within(section).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(within(section).getByRole('link', { name: 'Set a password by SMS' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password by SMS', level: 1 })).toBeVisible();
  });

  it('is also read when the server answers null for its email address', async () => {
    serverAnswers({ ...byMobile, email: null as unknown as string });
    openPage('/account');
    expect(await screen.findByText('This account has no email address. Add one to get messages by email.')).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
  });
});

describe('a forgotten password by SMS', () => {
  it('is offered on the forgotten-password page, and the code with the new password ends every session, as the page says', async () => {
    const user = userEvent.setup();
    const server = serverAnswers(asha);
    openPage('/forgot-password');
    await user.click(screen.getByRole('link', { name: 'Reset by SMS' }));
    expect(screen.getByRole('heading', { name: 'Reset your password by SMS', level: 1 })).toBeVisible();
    expect(screen.getByText(/Every device signed in to the account is signed out\./)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(server.calls(apiPaths.auth.passwordResetSms)).toEqual([{ mobile: '9876543210' }]);

    await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await user.type(screen.getByLabelText(/^Password/), 'a new village pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'a different pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('link', { name: 'Passwords do not match' })).toBeVisible();
    expect(server.calls(apiPaths.auth.passwordResetSmsConfirm)).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'a new village pass');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    const done = await screen.findByText(/Your password is changed and every device is signed out\./);
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(server.calls(apiPaths.auth.passwordResetSmsConfirm)).toEqual([
      { mobile: '9876543210', code: '123456', password: 'a new village pass' },
    ]);
  });
});

describe('in Tamil', () => {
  showPagesInTamil();

  it('names the mobile number section and its steps in Tamil', async () => {
    const user = userEvent.setup();
    serverAnswers({ ...asha, language: 'ta' });
    openPage('/account');
    const section = (await screen.findByRole('heading', { name: 'கைபேசி எண்', level: 2 })).closest('section') as HTMLElement;
    expect(within(section).getByText('இந்தக் கணக்கில் கைபேசி எண் இல்லை.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'கைபேசி எண்ணைச் சேர்க்க' }));
    await user.type(within(section).getByRole('textbox', { name: /கைபேசி எண்/ }), '9876543210');
    await user.click(within(section).getByRole('button', { name: 'குறியீட்டை அனுப்ப' }));
    await user.type(await within(section).findByRole('textbox', { name: /SMS-இல் வந்த குறியீடு/ }), '123456');
    await user.click(within(section).getByRole('button', { name: 'எண்ணை உறுதிசெய்ய' }));
    expect(await within(section).findByText('உங்கள் கைபேசி எண் 98765 43210 சரிபார்க்கப்பட்டது. இதைக் கொண்டு உள்நுழையலாம்.')).toBeVisible();
  });

  it('offers the reset by SMS in Tamil', async () => {
    serverAnswers(asha);
    openPage('/forgot-password/sms');
    expect(screen.getByRole('heading', { name: 'SMS மூலம் கடவுச்சொல்லை மாற்ற', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'குறியீட்டை அனுப்ப' })).toBeVisible();
  });
});

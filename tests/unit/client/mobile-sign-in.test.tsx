import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, OtpRequested } from '../../../src/shared/api/auth-types';
import { apiPaths } from '../../../src/shared/api/paths';
import { RouteGuard } from '../../../src/client/app/route-guard';
import { LoginPage } from '../../../src/client/features/auth/pages/login-page';
import { MobileSignInPage } from '../../../src/client/features/auth/pages/mobile-sign-in-page';
import { RegisterPage } from '../../../src/client/features/auth/pages/register-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { endSessionLocally } from '../../../src/client/lib/token-store';
import { showPagesInTamil } from '../in-tamil';

/*
 * Signing in with a mobile number as a person meets it (DESIGN section 11): the number, then the
 * code sent to it by SMS, with the server's answers as the contract gives them.
 */

const SENT: OtpRequested = { sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 };
const SIGNED_IN: AuthResponse = {
  token: 'access-token',
  refreshToken: 'renewal-token',
  user: { _id: 'u-9', username: 'citizen_9876', email: '', role: 'user', createdAt: '2026-11-28T00:00:00.000Z', language: 'en' },
};

type Reply = { status: number; data: unknown };

/** The server, as far as the page can tell: what each path answers, and every call it received. */
function serverAnswers(answers: Record<string, (body: Record<string, unknown>) => Reply>) {
  const received: { url: string; body: Record<string, unknown> }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    received.push({ url, body });
    const { status, data } = answers[url]?.(body) ?? { status: 200, data: {} };
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { calls: (url: string) => received.filter((call) => call.url === url).map((call) => call.body) };
}

/** A code that signs in once it is 123456; anything else is the server's wrong-code answer. */
const theServer = (more: Record<string, (body: Record<string, unknown>) => Reply> = {}) =>
  serverAnswers({
    [apiPaths.auth.otpRequest]: () => ({ status: 202, data: SENT }),
    [apiPaths.auth.otpVerify]: ({ code }) =>
      code === '123456'
        ? { status: 200, data: SIGNED_IN }
        : { status: 400, data: { error: 'That code is not right. 4 tries left.', code: 'otp.wrong_code', values: { triesLeft: 4 } } },
    ...more,
  });

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

/** The sign-in pages behind the guests' guard, as the app has them, starting at `path` (sent there from `from`). */
function openPages(path: string, from?: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state: from ? { from } : undefined }]}>
        <Routes>
          <Route element={<RouteGuard rule="guest" />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/login/mobile" element={<MobileSignInPage />} />
            <Route path="/register" element={<RegisterPage />} />
          </Route>
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
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
  vi.useRealTimers();
  // A test that signed in leaves no session to the next.
  endSessionLocally();
});

async function sendNumber(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), typed);
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
}

describe('the way to it', () => {
  it('the login page offers it, keeping the page the person was sent from, and the code signs them in to that page', async () => {
    const user = userEvent.setup();
    theServer();
    openPages('/login', '/my-requests');
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Sign in with mobile number' }));
    expect(screen.getByRole('heading', { name: 'Sign in with mobile number', level: 1 })).toBeVisible();
    await sendNumber(user, '9876543210');
    await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/my-requests$/));
    expect(localStorage.getItem('portal.token')).toBe('access-token');
  });

  it('the registration page leads to it for people without an email address', async () => {
    const user = userEvent.setup();
    openPages('/register');
    await user.click(screen.getByRole('link', { name: 'Register with your mobile number instead' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/login\/mobile$/);
    expect(screen.getByText(/No account with this number yet\? One is made for you when you enter the code\./)).toBeVisible();
  });

  it('takes a new account home, as login does', async () => {
    const user = userEvent.setup();
    theServer();
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/));
  });
});

describe('the number', () => {
  it('is a phone field, and one that is not an Indian mobile number is named in the summary and sends nothing', async () => {
    const user = userEvent.setup();
    const server = theServer();
    openPages('/login/mobile');
    const field = screen.getByRole('textbox', { name: /Mobile number/ });
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('inputmode', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');

    await sendNumber(user, '12345 67890');
    const summary = await screen.findByRole('alert');
    await user.click(within(summary).getByRole('link', { name: 'Enter a 10-digit mobile number' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(apiPaths.auth.otpRequest)).toEqual([]);
  });

  it('is sent as its ten digits, however it was written, and the code step takes focus at its heading', async () => {
    const user = userEvent.setup();
    const server = theServer();
    openPages('/login/mobile');
    await sendNumber(user, '+91 98765-43210');

    const heading = await screen.findByRole('heading', { name: 'Enter the code', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(server.calls(apiPaths.auth.otpRequest)).toEqual([{ mobile: '9876543210' }]);
    expect(screen.getByText('We sent a 6-digit code by SMS to 98765 43210. It works for 10 minutes.')).toBeVisible();
  });

  it("says the server's words when the number has had too many codes", async () => {
    const user = userEvent.setup();
    theServer({
      [apiPaths.auth.otpRequest]: () => ({
        status: 429,
        data: { error: 'Too many codes for this number. Try again in 12 minutes.', code: 'otp.too_many_codes', values: { minutes: 12 } },
      }),
    });
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes for this number. Try again in 12 minutes.');
    expect(screen.getByRole('heading', { name: 'Your mobile number' })).toBeVisible();
  });
});

describe('the code', () => {
  it('is one field for the SMS code: numeric, autofilled as a one-time code, six long, and pasting works', async () => {
    const user = userEvent.setup();
    const server = theServer();
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    const code = await screen.findByRole('textbox', { name: /Code from the SMS/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');

    await user.click(code);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(server.calls(apiPaths.auth.otpVerify)).toEqual([{ mobile: '9876543210', code: '123456' }]));
  });

  it('with letters is refused on the page and uses up no try', async () => {
    const user = userEvent.setup();
    const server = theServer();
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('link', { name: 'Enter the 6-digit code from the SMS' })).toBeVisible();
    expect(server.calls(apiPaths.auth.otpVerify)).toEqual([]);
  });

  it('that is wrong says how many tries are left, and the next one signs in', async () => {
    const user = userEvent.setup();
    theServer();
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    const code = await screen.findByRole('textbox', { name: /Code from the SMS/ });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That code is not right. 4 tries left.');
    await waitFor(() => expect(alert).toHaveFocus());

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/));
  });

  it.each([
    ['expired or used', 400, 'otp.expired', 'This code has expired or was already used. Ask for a new code.'],
    ['used up', 429, 'otp.used_up', 'Too many wrong tries for this code. Ask for a new code.'],
  ])("that is %s shows the server's words", async (_case, status, code, error) => {
    const user = userEvent.setup();
    theServer({ [apiPaths.auth.otpVerify]: () => ({ status, data: { error, code } }) });
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });

  it('"Use another number" goes back to the number, heading focused and the number kept to correct', async () => {
    const user = userEvent.setup();
    theServer();
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    await user.click(await screen.findByRole('button', { name: 'Use another number' }));
    const heading = screen.getByRole('heading', { name: 'Your mobile number', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('9876543210');
  });
});

describe('sending the code again', () => {
  it('waits the seconds the server gives, counting down, then sends a new code and waits again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const server = theServer();
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');

    const again = await screen.findByRole('button', { name: 'Send the code again' });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(/You can ask for the code again in (30|29) seconds\./);
    act(() => vi.advanceTimersByTime(28_000));
    expect(screen.getByText(/You can ask for the code again in (2 seconds|1 second)\./)).toBeVisible();
    expect(again).toBeDisabled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(again).toBeEnabled();
    expect(screen.queryByText(/You can ask for the code again/)).not.toBeInTheDocument();

    await user.click(again);
    expect(await screen.findByText('A new code is on its way to 98765 43210.')).toBeVisible();
    expect(server.calls(apiPaths.auth.otpRequest)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeDisabled();
    expect(screen.getByText(/You can ask for the code again in (30|29) seconds\./)).toBeVisible();
  });

  it("says the server's words when no more codes may be sent for now", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    let asked = 0;
    theServer({
      [apiPaths.auth.otpRequest]: () =>
        ++asked === 1
          ? { status: 202, data: SENT }
          : { status: 429, data: { error: 'Too many codes for this number. Try again in 14 minutes.', code: 'otp.too_many_codes' } },
    });
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    const again = await screen.findByRole('button', { name: 'Send the code again' });
    act(() => vi.advanceTimersByTime(30_000));
    await user.click(again);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes for this number. Try again in 14 minutes.');
    expect(again).toBeEnabled();
  });
});

describe('WebOTP', () => {
  const withWebOtp = (get: (options: CredentialRequestOptions) => Promise<unknown>) => {
    Object.defineProperty(window, 'OTPCredential', { configurable: true, value: {} });
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
  };
  afterEach(() => {
    delete (window as { OTPCredential?: unknown }).OTPCredential;
    delete (navigator as { credentials?: unknown }).credentials;
  });

  it('fills in the code Android reads from the SMS, and signs in with it', async () => {
    const user = userEvent.setup();
    const server = theServer();
    const asked: CredentialRequestOptions[] = [];
    withWebOtp((options) => {
      asked.push(options);
      return Promise.resolve({ code: '123456', type: 'otp' });
    });
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    await waitFor(() => expect(server.calls(apiPaths.auth.otpVerify)).toEqual([{ mobile: '9876543210', code: '123456' }]));
    expect(asked[0]).toMatchObject({ otp: { transport: ['sms'] } });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(/^\/$/));
  });

  it('stops waiting for the SMS once the person leaves the code step', async () => {
    const user = userEvent.setup();
    theServer();
    const signals: AbortSignal[] = [];
    withWebOtp((options) => {
      if (options.signal) signals.push(options.signal);
      return new Promise(() => undefined);
    });
    openPages('/login/mobile');
    await sendNumber(user, '9876543210');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('in Tamil', () => {
  showPagesInTamil();

  it('offers the way, names the steps and says the problems in Tamil', async () => {
    const user = userEvent.setup();
    theServer();
    openPages('/login');
    await user.click(screen.getByRole('link', { name: 'கைபேசி எண் மூலம் உள்நுழைய' }));
    expect(screen.getByRole('heading', { name: 'கைபேசி எண் மூலம் உள்நுழைய', level: 1 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை அனுப்ப' }));
    expect(await screen.findByRole('link', { name: '10 இலக்க கைபேசி எண்ணை உள்ளிடுங்கள்' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /கைபேசி எண்/ }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'குறியீட்டை அனுப்ப' }));
    expect(await screen.findByRole('heading', { name: 'குறியீட்டை உள்ளிடவும்' })).toBeVisible();
    expect(
      screen.getByText('98765 43210 என்ற எண்ணுக்கு SMS மூலம் 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். அது 10 நிமிடங்கள் செல்லுபடியாகும்.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'குறியீட்டை மீண்டும் அனுப்ப' })).toHaveAccessibleDescription(
      /(30|29) வினாடிகளில் குறியீட்டை மீண்டும் கேட்கலாம்\./,
    );
    expect(screen.getByRole('button', { name: 'வேறு எண்ணைப் பயன்படுத்த' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'சரிபார்த்து உள்நுழைய' }));
    expect(await screen.findByRole('link', { name: 'SMS-இல் வந்த 6 இலக்கக் குறியீட்டை உள்ளிடவும்' })).toBeVisible();
  });
});

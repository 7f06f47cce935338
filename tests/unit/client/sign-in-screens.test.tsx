import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { AppRoutes } from '../../../src/client/app/router';
import { AdminLoginPage } from '../../../src/client/features/auth/pages/admin-login-page';
import { LoginPage } from '../../../src/client/features/auth/pages/login-page';
import { RegisterPage } from '../../../src/client/features/auth/pages/register-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';

/*
 * The sign-in and registration screens as a person meets them (the server's answers as the API
 * gives them, tests/api/auth-*.test.ts), and where the route guards send each kind of visitor.
 */

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

type Reply = { status: number; data: unknown } | Promise<{ status: number; data: unknown }>;

/** The server, as far as the page can tell. */
function serverAnswers(answer: (config: InternalAxiosRequestConfig) => Reply) {
  const adapter: AxiosAdapter = async (config) => {
    const { status, data } = await answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}

/** The sign-in screens beside each other, as their links lead from one to the other. */
function openScreens(path: string) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/admin-login" element={<AdminLoginPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const INVALID = { error: 'Invalid username or password', code: 'auth.invalid_credentials' };

describe('the sign-in screen', () => {
  it('asks for both fields, each linked from the summary', async () => {
    const user = userEvent.setup();
    openScreens('/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Username or email is required' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Password is required' })).toBeVisible();
  });

  it('says Signing In... on a button that takes no second press while the call is on its way', async () => {
    const user = userEvent.setup();
    let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
    serverAnswers(() => new Promise((resolve) => (answer = resolve)));
    openScreens('/login');
    await user.type(screen.getByLabelText('Username or Email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'village-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    answer({ status: 401, data: INVALID });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows a wrong password in the banner, which is gone once the person has left the screen and come back', async () => {
    const user = userEvent.setup();
    serverAnswers(() => ({ status: 401, data: INVALID }));
    openScreens('/login');
    await user.type(screen.getByLabelText('Username or Email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');

    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/register');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeVisible();
    expect(screen.queryByText('Invalid username or password')).not.toBeInTheDocument();
  });
});

describe('the admin sign-in screen', () => {
  it("refuses a citizen's account as it refuses a wrong password, and leads back to the citizens' sign-in", async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    serverAnswers((config) => {
      asked.push(config.url ?? '');
      return { status: 401, data: INVALID };
    });
    openScreens('/admin-login');
    await user.type(screen.getByLabelText('Username or Email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'village-pass-1');
    await user.click(screen.getByRole('button', { name: 'Admin Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(asked).toEqual(['/api/admin-auth/login']);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/admin-login');

    await user.click(screen.getByRole('link', { name: 'Back to User Login' }));
    expect(screen.getByRole('heading', { name: 'User Login' })).toBeVisible();
  });
});

describe('the registration screen', () => {
  it('refuses a taken username with the banner and the field, and stays on the screen', async () => {
    const user = userEvent.setup();
    serverAnswers(() => ({
      status: 409,
      data: { error: 'This username is already taken', fields: { username: 'This username is already taken' } },
    }));
    openScreens('/register');
    await user.type(screen.getByLabelText('Username'), 'PRIYA');
    await user.type(screen.getByLabelText('Email'), 'another@example.in');
    await user.type(screen.getByLabelText('Password'), 'another-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'another-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const banners = await screen.findAllByRole('alert');
    expect(banners.some((banner) => banner.textContent?.includes('This username is already taken'))).toBe(true);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/register');
  });
});

const citizen: PublicUser = {
  _id: 'u-1',
  username: 'priya',
  email: 'priya@example.in',
  role: 'user',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const clerk: PublicUser = { ...citizen, _id: 'a-1', username: 'clerk', role: 'admin' };

/** The portal's own routes at `path` (sent there from `from`, if given), for a visitor whose session is `session`. */
function visit(path: string, session: Pick<Session, 'status' | 'user'>, from?: string) {
  const value: Session = { ...session, signIn: () => undefined, signOut: () => undefined };
  return render(
    <SessionContext.Provider value={value}>
      <MemoryRouter initialEntries={[{ pathname: path, state: from ? { from } : undefined }]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const location = () => screen.getByRole('status', { name: 'Location' });

describe("the portal's routes", () => {
  it.each(['/login', '/register', '/admin-login', '/admin-setup', '/admin'])('send a signed-in citizen from %s home', (path) => {
    visit(path, { status: 'ready', user: citizen });
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it.each(['/login', '/register', '/admin-login', '/admin-setup'])('send a signed-in administrator from %s to the dashboard', (path) => {
    visit(path, { status: 'ready', user: clerk });
    expect(location()).toHaveTextContent(/^\/admin$/);
  });

  it('send an anonymous visitor of /admin to /login', () => {
    visit('/admin', { status: 'ready', user: null });
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('send a citizen who signed in on the way to /admin home, and an administrator on to /admin', () => {
    const signedIn = visit('/login', { status: 'ready', user: citizen }, '/admin');
    expect(location()).toHaveTextContent(/^\/$/);
    signedIn.unmount();
    visit('/login', { status: 'ready', user: clerk }, '/admin');
    expect(location()).toHaveTextContent(/^\/admin$/);
  });

  it('say the session is being checked, in place of a guarded page, while the stored token is confirmed', () => {
    visit('/admin', { status: 'checking', user: null });
    expect(screen.getByText('Checking your session...')).toBeVisible();
    expect(location()).toHaveTextContent(/^\/admin$/);
  });
});

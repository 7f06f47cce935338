import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { apiClient, freshToken } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { useSession } from '../../../src/client/lib/session/session-context';
import { LoginPage } from '../../../src/client/features/auth/pages/login-page';
import { RegisterPage } from '../../../src/client/features/auth/pages/register-page';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  localStorage.clear();
});

const priya: PublicUser = { _id: 'u-1', username: 'priya', email: 'priya@example.in', role: 'user', createdAt: '2026-11-01T00:00:00.000Z' };

/** A token as the client sees it: only its exp is read (the server verifies the rest). */
function tokenEnding(label: string, secondsFromNow: number): string {
  const payload = btoa(JSON.stringify({ sub: priya._id, label, exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '');
  return `h.${payload}.s`;
}

type Reply = { status: number; data: unknown } | 'offline';
function adapterOf(answer: (config: InternalAxiosRequestConfig) => Reply): AxiosAdapter {
  return async (config) => {
    const reply = answer(config);
    if (reply === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response = { status: reply.status, statusText: '', headers: {}, config, data: reply.data };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
}

function Who() {
  const { status, user } = useSession();
  return <p>{status === 'checking' ? 'Checking...' : user ? `Signed in as ${user.username}` : 'Signed out'}</p>;
}

function startWithExpiredSession() {
  localStorage.setItem('portal.token', tokenEnding('old', -3600));
  localStorage.setItem('portal.refresh', 'refresh-1');
  localStorage.setItem('portal.user', JSON.stringify(priya));
}

describe('renewing the session', () => {
  it('keeps a villager who reopens the app offline, days later, signed in', async () => {
    startWithExpiredSession();
    apiClient.defaults.adapter = adapterOf(() => 'offline');
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('Signed in as priya')).toBeInTheDocument();
    expect(localStorage.getItem('portal.refresh')).toBe('refresh-1');
  });

  it('renews a run-out token with the renewal token before confirming the profile', async () => {
    startWithExpiredSession();
    const fresh = tokenEnding('new', 900);
    const sentRefresh: unknown[] = [];
    apiClient.defaults.adapter = adapterOf((config) => {
      if (config.url === '/api/auth/refresh') {
        sentRefresh.push(JSON.parse(String(config.data)));
        return { status: 200, data: { token: fresh, refreshToken: 'refresh-2', user: priya } };
      }
      return config.headers.get('Authorization') === `Bearer ${fresh}`
        ? { status: 200, data: { user: priya } }
        : { status: 401, data: { error: 'Your session has expired.' } };
    });
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('Signed in as priya')).toBeInTheDocument();
    expect(sentRefresh).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(localStorage.getItem('portal.token')).toBe(fresh);
    expect(localStorage.getItem('portal.refresh')).toBe('refresh-2');
  });

  it('signs out when the server refuses the renewal (logged out elsewhere, password changed)', async () => {
    startWithExpiredSession();
    apiClient.defaults.adapter = adapterOf((config) =>
      config.url === '/api/auth/refresh'
        ? { status: 401, data: { error: 'Your session has ended. Please sign in again.' } }
        : { status: 401, data: { error: 'Please sign in to continue.' } },
    );
    render(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(localStorage.getItem('portal.refresh')).toBeNull();
  });
});

describe('a bearer token refused before its time (a device clock that is off, a revoked token)', () => {
  function signedInUntil(secondsFromNow: number): string {
    const token = tokenEnding('refused', secondsFromNow);
    localStorage.setItem('portal.token', token);
    localStorage.setItem('portal.refresh', 'refresh-1');
    localStorage.setItem('portal.user', JSON.stringify(priya));
    return token;
  }

  it('is renewed once and the call repeated with the new token', async () => {
    const refused = signedInUntil(900);
    const fresh = tokenEnding('new', 900);
    const seen: string[] = [];
    apiClient.defaults.adapter = adapterOf((config) => {
      if (config.url === '/api/auth/refresh') {
        seen.push('renew');
        return { status: 200, data: { token: fresh, refreshToken: 'refresh-2', user: priya } };
      }
      const bearer = String(config.headers.get('Authorization'));
      seen.push(bearer);
      return bearer === `Bearer ${fresh}`
        ? { status: 200, data: { applications: [] } }
        : { status: 401, data: { error: 'Your session has expired. Please sign in again.' } };
    });

    const { data } = await apiClient.get('/api/me/applications');

    expect(data).toEqual({ applications: [] });
    expect(seen).toEqual([`Bearer ${refused}`, 'renew', `Bearer ${fresh}`]);
    expect(localStorage.getItem('portal.refresh')).toBe('refresh-2');
  });

  it('gives up after one renewal when the server refuses the new token too, instead of renewing for ever', async () => {
    const refused = signedInUntil(900);
    const fresh = tokenEnding('new', 900);
    const seen: string[] = [];
    apiClient.defaults.adapter = adapterOf((config) => {
      if (config.url === '/api/auth/refresh') {
        seen.push('renew');
        return { status: 200, data: { token: fresh, refreshToken: 'refresh-2', user: priya } };
      }
      seen.push(String(config.headers.get('Authorization')));
      return { status: 401, data: { error: 'Your session has expired. Please sign in again.' } };
    });

    await expect(apiClient.get('/api/me/applications')).rejects.toMatchObject({ response: { status: 401 } });

    expect(seen).toEqual([`Bearer ${refused}`, 'renew', `Bearer ${fresh}`]);
  });
});

describe('renewal tokens used once (decision 037)', () => {
  it('presents each renewal’s new renewal token at the next one, and calls waiting together share one renewal', async () => {
    localStorage.setItem('portal.token', tokenEnding('old', 30));
    localStorage.setItem('portal.refresh', 'refresh-1');
    localStorage.setItem('portal.user', JSON.stringify(priya));
    const presented: string[] = [];
    const next: Record<string, { token: string; refreshToken: string }> = {
      'refresh-1': { token: tokenEnding('second', 30), refreshToken: 'refresh-2' },
      'refresh-2': { token: tokenEnding('third', 900), refreshToken: 'refresh-3' },
    };
    apiClient.defaults.adapter = adapterOf((config) => {
      const { refreshToken } = JSON.parse(String(config.data)) as { refreshToken: string };
      presented.push(refreshToken);
      const answer = next[refreshToken];
      return answer
        ? { status: 200, data: { ...answer, user: priya } }
        : {
            status: 401,
            data: {
              error: 'Your session was ended for your safety because it was used in two places. Please sign in again.',
              code: 'auth.renewal_reused',
            },
          };
    });
    // Three calls of one page at once: one renewal.
    const [a, b, c] = await Promise.all([freshToken(), freshToken(), freshToken()]);
    expect(new Set([a, b, c])).toEqual(new Set([next['refresh-1']?.token]));
    expect(await freshToken()).toBe(next['refresh-2']?.token);
    expect(presented).toEqual(['refresh-1', 'refresh-2']);
    expect(localStorage.getItem('portal.refresh')).toBe('refresh-3');
  });
});

function renderPage(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
      <Who />
    </SessionProvider>,
  );
}

describe('the sign-in screens', () => {
  it('asks an administrator with two-factor sign-in for the code, then signs in', async () => {
    const user = userEvent.setup();
    const calls: Array<{ url: string | undefined; body: unknown }> = [];
    apiClient.defaults.adapter = adapterOf((config) => {
      calls.push({ url: config.url, body: JSON.parse(String(config.data)) });
      if (config.url === '/api/auth/login') return { status: 200, data: { totpRequired: true, challenge: 'challenge-1' } };
      return {
        status: 200,
        data: { token: tokenEnding('admin', 900), refreshToken: 'refresh-a', user: { ...priya, username: 'clerk', role: 'admin' } },
      };
    });
    renderPage('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Username or Email'), 'clerk');
    await user.type(screen.getByLabelText('Password'), 'a long admin phrase');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await user.type(await screen.findByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Signed in as clerk')).toBeInTheDocument();
    expect(calls[1]).toEqual({ url: '/api/admin-auth/login/totp', body: { challenge: 'challenge-1', code: '123456' } });
    expect(localStorage.getItem('portal.refresh')).toBe('refresh-a');
  });

  it('shows a lockout plainly in the banner', async () => {
    const user = userEvent.setup();
    const message = 'Too many failed sign-in attempts. Please try again in 2 minutes.';
    apiClient.defaults.adapter = adapterOf(() => ({ status: 429, data: { error: message } }));
    renderPage('/login', <LoginPage />);
    await user.type(screen.getByLabelText('Username or Email'), 'priya');
    await user.type(screen.getByLabelText('Password'), 'whatever it was');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it("shows 'This password is too common' on the password field of the registration form", async () => {
    const user = userEvent.setup();
    apiClient.defaults.adapter = adapterOf(() => ({
      status: 400,
      data: { error: 'This password is too common', fields: { password: 'This password is too common' } },
    }));
    renderPage('/register', <RegisterPage />);
    await user.type(screen.getByLabelText('Username'), 'priya');
    await user.type(screen.getByLabelText('Email'), 'priya@example.in');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const field = screen.getByLabelText('Password');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(field).toHaveAccessibleDescription(/This password is too common/);
  });
});

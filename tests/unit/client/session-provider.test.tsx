import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { useSession } from '../../../src/client/lib/session/session-context';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  localStorage.clear();
});

const priya: PublicUser = { _id: 'u-1', username: 'priya', email: 'priya@example.in', role: 'user', createdAt: '2026-11-01T00:00:00.000Z' };

function Who() {
  const { status, user } = useSession();
  return <p>{status === 'checking' ? 'Checking...' : user ? `Signed in as ${user.username}` : 'Signed out'}</p>;
}

/** A stored session from an earlier visit, and what the server (or the missing network) says now. */
function startWith(answer: 'offline' | 401 | 500 | PublicUser) {
  localStorage.setItem('portal.token', 'stored-token');
  localStorage.setItem('portal.user', JSON.stringify(priya));
  const adapter: AxiosAdapter = async (config) => {
    if (answer === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    if (typeof answer === 'number') {
      const response = { status: answer, statusText: '', headers: {}, config, data: { error: 'No' } };
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return { status: 200, statusText: 'OK', headers: {}, config, data: { user: answer } };
  };
  apiClient.defaults.adapter = adapter;
  render(
    <SessionProvider>
      <Who />
    </SessionProvider>,
  );
}

describe('the session at start', () => {
  it('stays signed in without a connection, with the profile confirmed last time', async () => {
    startWith('offline');
    expect(await screen.findByText('Signed in as priya')).toBeInTheDocument();
    expect(localStorage.getItem('portal.token')).toBe('stored-token');
  });

  it('stays signed in when the server fails (5xx says nothing about the token)', async () => {
    startWith(500);
    expect(await screen.findByText('Signed in as priya')).toBeInTheDocument();
  });

  it('signs out when the server refuses the token', async () => {
    startWith(401);
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem('portal.token')).toBeNull();
    expect(localStorage.getItem('portal.user')).toBeNull();
  });

  it('takes the profile the server confirms', async () => {
    startWith({ ...priya, email: 'new@example.in' });
    expect(await screen.findByText('Signed in as priya')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('portal.user') ?? '{}')).toMatchObject({ email: 'new@example.in' });
  });
});

describe('the session on a prerendered page', () => {
  it('hydrates the anonymous page without a mismatch, then shows who is signed in', async () => {
    // The build renders the page with nobody signed in (no storage there).
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SessionProvider>
        <Who />
      </SessionProvider>,
    );
    document.body.append(container);
    expect(container).toHaveTextContent('Signed out');

    localStorage.setItem('portal.token', 'stored-token');
    localStorage.setItem('portal.user', JSON.stringify(priya));
    apiClient.defaults.adapter = async (config) => ({ status: 200, statusText: 'OK', headers: {}, config, data: { user: priya } });
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <SessionProvider>
          <Who />
        </SessionProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(await screen.findByText('Signed in as priya')).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});

import axios from 'axios';
import type { AuthResponse } from '../../../shared/api/auth-types';
import { apiPaths } from '../../../shared/api/paths';
import { describeFailure } from '../api-error';
import { endSessionLocally, readRefreshToken, readToken, writeSession } from '../token-store';

/** Renew this long before the bearer token ends, so a call never starts with one about to die. */
const RENEW_MARGIN_MS = 60_000;
const RENEW_TIMEOUT_MS = 15_000;

/** Its own client: the app's client renews through this, and must not renew its own renewals (exported for tests to stub). */
export const renewClient = axios.create({ baseURL: import.meta.env.VITE_API_BASE ?? '', timeout: RENEW_TIMEOUT_MS });

let pending: Promise<string | null> | null = null;

/**
 * Exchanges the renewal token for a new bearer token, once for every caller waiting at the same
 * moment. Resolves with the new token, or null when there is no session to renew or the server
 * refused it (the session is then ended here). Rejects when the server could not be reached: the
 * person stays signed in, offline, with what they have (decision 012).
 */
export function renewSession(): Promise<string | null> {
  pending ??= renew().finally(() => {
    pending = null;
  });
  return pending;
}

async function renew(): Promise<string | null> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return null;
  try {
    const { data } = await renewClient.post<AuthResponse>(apiPaths.auth.refresh, { refreshToken });
    writeSession(data);
    return data.token;
  } catch (err) {
    const failure = describeFailure(err);
    // Only the server's own verdict ends a session; a 429 or a 5xx says nothing about it.
    if (failure.kind === 'server' && failure.status >= 400 && failure.status < 500 && failure.status !== 429) {
      endSessionLocally();
      return null;
    }
    throw err;
  }
}

/** When the bearer token ends (ms), read without verifying it (the server does that). */
export function tokenExpiry(token: string): number | null {
  try {
    const claims: unknown = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const exp = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The bearer token to send now: renewed first when it ends within a minute and a renewal token
 * exists. Without a connection the old one is sent (the call fails on its own, as it would have).
 */
export async function freshToken(): Promise<string | null> {
  const token = readToken();
  const expiry = token ? tokenExpiry(token) : null;
  if (!token || expiry === null || expiry - Date.now() > RENEW_MARGIN_MS || !readRefreshToken()) return token;
  try {
    return await renewSession();
  } catch {
    return token;
  }
}

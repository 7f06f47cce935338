import axios, { isAxiosError } from 'axios';
import type { AuthResponse } from '../../shared/api/auth-types';
import { apiPaths } from '../../shared/api/paths';
import { adminApiPaths } from '../../shared/api/admin-paths';
import { pageLanguage } from '../i18n/page-language';
import { describeFailure } from './calls/api-error';
import { endSessionLocally, readRefreshToken, readToken, writeSession } from './token-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The bearer token to send instead of the session's (null: none), never renewed here. The
     * outbox sends each item with its owner's token, whoever is signed in when the connection
     * returns; the renewal sends its token in the body.
     */
    bearer?: string | null;
    /** Set on the repeat of a call refused with 401 after one renewal: it is not renewed again. */
    renewed?: boolean;
  }
}

/** Spec section 7: the default timeout of every call. */
const DEFAULT_TIMEOUT_MS = 30_000;
const RENEW_TIMEOUT_MS = 15_000;
/** Renew this long before the bearer token ends, so a call never starts with one about to die. */
const RENEW_MARGIN_MS = 60_000;

/**
 * The one HTTP client of the app: configured base (VITE_API_BASE, default same origin), 30 s
 * timeout, and the bearer token once signed in, renewed before it ends (decision 014). Pages
 * that should not evaluate axios before they are used reach it through `api()` (lib/calls/api.ts).
 */
export const apiClient = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

/** Calls whose 401 is an answer about the credentials sent in the body, not about the session. */
const NOT_RENEWED = new Set<string>([
  apiPaths.auth.login,
  apiPaths.auth.register,
  adminApiPaths.auth.login,
  adminApiPaths.auth.setup,
  adminApiPaths.auth.totpSignIn,
]);

apiClient.interceptors.request.use(async (request) => {
  // The server words its refusals in the page's language (decision 070), not the browser's.
  request.headers.set('Accept-Language', pageLanguage());
  const token = request.bearer === undefined ? await freshToken() : request.bearer;
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

// A bearer token refused all the same (the clock of this device is off, or it was revoked):
// renew once and repeat the call; a refused renewal ends the session.
apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  const request = isAxiosError(error) ? error.config : undefined;
  const renewable =
    isAxiosError(error) &&
    error.response?.status === 401 &&
    request !== undefined &&
    request.bearer === undefined &&
    request.renewed !== true &&
    request.headers.has('Authorization') &&
    !NOT_RENEWED.has(request.url ?? '') &&
    readRefreshToken() !== null;
  if (!renewable) throw error;
  const token = await renewSession().catch(() => null);
  if (!token) throw error;
  request.headers.set('Authorization', `Bearer ${token}`);
  // The repeat is a new config object (axios merges it again): the mark travels in it.
  return apiClient({ ...request, renewed: true });
});

let pendingRenewal: Promise<string | null> | null = null;

/**
 * Exchanges the renewal token for a new bearer token, once for every caller waiting at the same
 * moment. Resolves with the new token, or null when there is no session to renew or the server
 * refused it (the session is then ended here). Rejects when the server could not be reached: the
 * person stays signed in, offline, with what they have (decision 012).
 */
function renewSession(): Promise<string | null> {
  pendingRenewal ??= renew().finally(() => {
    pendingRenewal = null;
  });
  return pendingRenewal;
}

async function renew(): Promise<string | null> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return null;
  try {
    const { data } = await apiClient.post<AuthResponse>(
      apiPaths.auth.refresh,
      { refreshToken },
      { bearer: null, timeout: RENEW_TIMEOUT_MS },
    );
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
function tokenExpiry(token: string): number | null {
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

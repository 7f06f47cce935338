import axios, { isAxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiPaths } from '../../shared/api/paths';
import { freshToken, renewSession } from './session/renew-session';
import { readRefreshToken } from './token-store';

/** Spec section 7: the default timeout of every call. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The one HTTP client of the app: configured base (VITE_API_BASE, default same origin),
 * 30 s timeout, and the bearer token once signed in, renewed before it ends (decision 014).
 * Feature code imports this lazily (through its own small api module) so that axios is not part
 * of the first download.
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
  apiPaths.auth.refresh,
  apiPaths.auth.logout,
  apiPaths.adminAuth.login,
  apiPaths.adminAuth.setup,
  apiPaths.adminAuth.totpSignIn,
]);
const retried = new WeakSet<InternalAxiosRequestConfig>();

apiClient.interceptors.request.use(async (request) => {
  const token = await freshToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

// A bearer token refused all the same (the clock of this device is off, or it was revoked):
// renew once and repeat the call; a refused renewal ends the session (renew-session.ts).
apiClient.interceptors.response.use(undefined, async (error: unknown) => {
  const request = isAxiosError(error) ? error.config : undefined;
  const renewable =
    isAxiosError(error) &&
    error.response?.status === 401 &&
    request !== undefined &&
    !retried.has(request) &&
    request.headers.has('Authorization') &&
    !NOT_RENEWED.has(request.url ?? '') &&
    readRefreshToken() !== null;
  if (!renewable) throw error;
  retried.add(request);
  const token = await renewSession().catch(() => null);
  if (!token) throw error;
  request.headers.set('Authorization', `Bearer ${token}`);
  return apiClient(request);
});

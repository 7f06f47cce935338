import axios from 'axios';
import { readToken } from './token-store';

/** Spec section 7: the default timeout of every call. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The one HTTP client of the app: configured base (VITE_API_BASE, default same origin),
 * 30 s timeout, and the bearer token once signed in. Feature code imports this lazily
 * (through its own small api module) so that axios is not part of the first download.
 */
export const apiClient = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '',
  timeout: DEFAULT_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((request) => {
  const token = readToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

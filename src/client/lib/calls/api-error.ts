import type { AxiosError } from 'axios';

/**
 * The module holding axios could not be loaded: the device is offline and this version of the
 * app was never stored by the service worker. describeFailure() counts it as a network failure,
 * as the call it was for would have been one.
 */
export class ApiClientUnavailable extends Error {
  constructor(cause: unknown) {
    super('The app could not load what it needs to reach the server.', { cause });
    this.name = 'ApiClientUnavailable';
  }
}

/** What went wrong with a call, in the terms the spec's error catalogue uses (section 8). */
export type CallFailure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | {
      kind: 'server';
      status: number;
      /** The server's message, in the page's language (the API client asks for it: decision 070). */
      error?: string;
      /** The answer's stable code (shared/api/error-codes.ts), when it sent one. */
      code?: string;
      /** The values its text names (`tax.amount_not_due`'s `due`, say). */
      values?: Record<string, string | number>;
      /** A message per field, in the page's language like `error`. */
      fields?: Record<string, string>;
      /** A `*.changed` 409's record as it is now (decision 064). */
      current?: unknown;
      statusText: string;
    }
  | { kind: 'other'; message: string };

export function describeFailure(err: unknown): CallFailure {
  if (err instanceof ApiClientUnavailable) return { kind: 'network' };
  if (isAxiosError(err)) {
    if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') return { kind: 'timeout' };
    if (err.response) {
      const data: unknown = err.response.data;
      const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
      const error = typeof body.error === 'string' ? body.error : undefined;
      const fields = isStringRecord(body.fields) ? body.fields : undefined;
      return {
        kind: 'server',
        status: err.response.status,
        error,
        code: typeof body.code === 'string' ? body.code : undefined,
        ...(isValueRecord(body.values) ? { values: body.values } : {}),
        fields,
        ...(body.current === undefined ? {} : { current: body.current }),
        statusText: err.response.statusText,
      };
    }
    if (err.request) return { kind: 'network' };
  }
  return { kind: 'other', message: err instanceof Error ? err.message : String(err) };
}

/** The server's `error` text when it sent one (in the page's language), else the fallback the spec names. */
export function serverErrorOr(err: unknown, fallback: string): string {
  const failure = describeFailure(err);
  return failure.kind === 'server' && failure.error ? failure.error : fallback;
}

/** axios's own test (`isAxiosError`), without importing axios into every page that reports a failure. */
function isAxiosError(err: unknown): err is AxiosError {
  return typeof err === 'object' && err !== null && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string')
  );
}

function isValueRecord(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

import type { FastifyInstance } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import type { ApiErrorBody } from '../../../src/shared/api/auth-types';
import { ERROR_CODES, FIELD_CODES } from '../../../src/shared/api/error-codes';

export interface JsonResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  body: unknown;
  text: string;
}

export async function request(
  app: FastifyInstance,
  options: {
    method: 'GET' | 'POST' | 'HEAD' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: string | Buffer;
    headers?: Record<string, string>;
    /** The client's IP as the server sees it (default 127.0.0.1). */
    remoteAddress?: string;
  },
): Promise<JsonResponse> {
  const response = await app.inject({
    method: options.method,
    url: options.url,
    payload: options.payload,
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
  let body: unknown = null;
  try {
    body = response.body === '' ? null : JSON.parse(response.body);
  } catch {
    body = null;
  }
  return { status: response.statusCode, headers: response.headers, body, text: response.body };
}

/** POST with a JSON body, like the client's axios instance. */
export function postJson(app: FastifyInstance, url: string, body: unknown, headers: Record<string, string> = {}) {
  return request(app, {
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function getWithToken(app: FastifyInstance, url: string, token?: string) {
  return request(app, { method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
}

/**
 * Every error answer: JSON `{ error: string, code, values?, fields?: { name: string }, fieldCodes? }`
 * (decision 036) and nothing internal. `code` is one of the shared codes, every field of `fields`
 * has its code and no other. Returns the English part, `{ error, fields? }`, which the spec words;
 * `expectCodedError` returns the whole body.
 */
export function expectErrorBody(response: JsonResponse, status?: number): { error: string; fields?: Record<string, string> } {
  const { error, fields } = expectCodedError(response, status);
  return fields === undefined ? { error } : { error, fields };
}

/** expectErrorBody's checks; the whole body, with its code, values and field codes. */
export function expectCodedError(response: JsonResponse, status?: number): ApiErrorBody {
  if (status !== undefined) expect(response.status, response.text).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.body as Record<string, unknown>;
  expect(typeof body?.error, response.text).toBe('string');
  expect(ERROR_CODES, response.text).toContain(body.code);
  expect(
    Object.keys(body).every((key) => ['error', 'code', 'values', 'fields', 'fieldCodes', 'current'].includes(key)),
    response.text,
  ).toBe(true);
  // Only a record changed since the clerk read it comes back as it is now (decision 064).
  if (body.current !== undefined) expect(String(body.code)).toMatch(/\.changed$/);
  if (body.values !== undefined) {
    for (const value of Object.values(body.values as object)) expect(['string', 'number']).toContain(typeof value);
  }
  if (body.fields !== undefined) {
    expect(typeof body.fields).toBe('object');
    for (const value of Object.values(body.fields as object)) expect(typeof value).toBe('string');
    expect(Object.keys(body.fieldCodes as object).sort(), response.text).toEqual(Object.keys(body.fields as object).sort());
    for (const value of Object.values(body.fieldCodes as object)) expect(FIELD_CODES, response.text).toContain(value);
  } else {
    expect(body.fieldCodes).toBeUndefined();
  }
  expectNoInternals(response.text);
  return body as unknown as ApiErrorBody;
}

/**
 * What is wrong with an error answer's code (for the fuzz tests, which collect rather than
 * assert): null when its `code` is a shared code and every field has a shared field code.
 */
export function codeProblem(response: JsonResponse): string | null {
  const body = response.body as Partial<ApiErrorBody> | null;
  if (!(ERROR_CODES as readonly unknown[]).includes(body?.code)) return `no known code: ${response.text}`;
  const fields = Object.keys(body?.fields ?? {});
  const codes = body?.fieldCodes ?? {};
  if (fields.some((field) => !(FIELD_CODES as readonly unknown[]).includes(codes[field])))
    return `a field without a known code: ${response.text}`;
  return null;
}

/** No stack frames, file paths or driver messages in what a client receives. */
export function expectNoInternals(text: string) {
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|src\/server|Failed query|DrizzleQueryError|\n\s+at /);
}

/**
 * Whether an answer is an Open311 refusal (decision 086): the standard's `[{ code, description }]`,
 * each code the HTTP status; with `naming`, one description names that parameter (`name: …`).
 */
export function isOpen311Refusal(response: JsonResponse, naming?: string): boolean {
  const errors = response.body;
  return (
    Array.isArray(errors) &&
    errors.length > 0 &&
    errors.every(
      (error: unknown) =>
        typeof error === 'object' &&
        error !== null &&
        Object.keys(error).sort().join() === 'code,description' &&
        (error as { code: unknown }).code === response.status &&
        typeof (error as { description: unknown }).description === 'string',
    ) &&
    (naming === undefined || errors.some((error: { description: string }) => error.description.startsWith(`${naming}: `)))
  );
}

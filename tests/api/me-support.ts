import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MyRequestsPage } from '../../src/shared/api/my-requests-types';
import type { DatabaseHandle } from '../../src/server/db/database';
import { expectCodedError, getWithToken } from './helpers/http';
import type { JsonResponse } from './helpers/http';

/** Helpers of the tests of the citizen's own requests (GET /api/me/…, decision 043). */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One page of a list as the citizen (200 expected). */
export async function myPage<T>(
  app: FastifyInstance,
  path: string,
  token: string,
  query: Record<string, string> = {},
): Promise<MyRequestsPage<T>> {
  const search = new URLSearchParams(query).toString();
  const response = await getWithToken(app, search ? `${path}?${search}` : path, token);
  expect(response.status, response.text).toBe(200);
  return response.body as MyRequestsPage<T>;
}

/** Every page of a list, following nextCursor: the items in order and how many pages it took. */
export async function allPages<T>(
  app: FastifyInstance,
  path: string,
  token: string,
  limit: number,
  between?: () => Promise<void>,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: MyRequestsPage<T> = await myPage<T>(app, path, token, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    if (between) await between();
  } while (cursor !== null && pages < 100);
  return { items, pages };
}

/** The ids of a table's rows owned by this account, newest first as the lists promise (created_at, then id). */
export async function ownedIdsNewestFirst(
  database: DatabaseHandle,
  table: 'applications' | 'tax_payments' | 'grievances',
  ownerId: string,
): Promise<string[]> {
  const result: unknown = await database.db.execute(
    sql`select id from ${sql.identifier(table)} where owner_id = ${ownerId} order by created_at desc, id desc`,
  );
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('A raw query gave no rows array');
  return (rows as { id: string }[]).map((row) => row.id);
}

/** Gives rows one creation time (to test the id tiebreak) or moves one to a chosen moment. */
export async function setCreatedAt(
  database: DatabaseHandle,
  table: 'applications' | 'tax_payments' | 'grievances',
  ids: readonly string[],
  at: string,
) {
  for (const id of ids)
    await database.db.execute(sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}::uuid`);
}

/** The refusals every list shares: a cursor this server did not make, a bad page size, a parameter it does not know. */
export async function expectListRefusals(app: FastifyInstance, path: string, token: string) {
  const refused = async (query: string, field: string, fieldCode: string) => {
    const response: JsonResponse = await getWithToken(app, `${path}?${query}`, token);
    const body = expectCodedError(response, 400);
    expect(body.code).toBe('me.list_invalid');
    expect(body.fieldCodes?.[field], query).toBe(fieldCode);
  };
  await refused('cursor=not-a-cursor', 'cursor', 'cursor');
  await refused(`cursor=${Buffer.from('123.not-a-uuid').toString('base64url')}`, 'cursor', 'cursor');
  await refused('limit=0', 'limit', 'limit');
  await refused('limit=101', 'limit', 'limit');
  await refused('limit=ten', 'limit', 'limit');
  // A repeated parameter is refused before any list reads it, as on every route (repeated-query.test.ts).
  const repeated = expectCodedError(await getWithToken(app, `${path}?limit=2&limit=3`, token), 400);
  expect(repeated.fieldCodes).toEqual({ limit: 'repeated' });
  await refused('page=2', 'page', 'unknown');
}

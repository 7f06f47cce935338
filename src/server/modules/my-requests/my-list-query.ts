import type { FastifyRequest } from 'fastify';
import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import type { MyRequestsPage } from '../../../shared/api/my-requests-types';
import type { FieldErrors } from '../../../shared/validation/validate';
import type { Executor } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset';
import type { Keyset } from '../../db/keyset';
import { badRequest } from '../../http/http-error';
import { currentUserOf } from '../auth/guards';
import type { OwnPage } from './my-requests-repository';

/** Rows per page unless `limit` says otherwise, and the most it may say. */
const MY_PAGE_SIZE = 20;
const MY_PAGE_MAX = 100;

const myListMessages = {
  unknown: (name: string) => `${name} is not a parameter of this list.`,
  limit: `Choose a page size from 1 to ${MY_PAGE_MAX}.`,
  cursor: 'That page link is not valid any more: load the list again.',
} as const;

/**
 * `?cursor=…&limit=…` of the citizen's lists: the cursor a previous page gave (`nextCursor`) and a
 * page size. Anything else, or a cursor this server did not make, is a 400 naming each parameter.
 */
function parseMyListQuery(query: unknown): { after?: Keyset; limit: number } {
  const raw = (query ?? {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  const refuse = (name: string, code: FieldCode, message: string) => {
    fields[name] = message;
    fieldCodes[name] = code;
  };
  for (const name of Object.keys(raw)) {
    if (name !== 'cursor' && name !== 'limit') refuse(name, 'unknown', myListMessages.unknown(name));
  }
  const { cursor, limit: limitText } = raw;
  const after = typeof cursor === 'string' ? decodeCursor(cursor) : undefined;
  if (after === null) refuse('cursor', 'cursor', myListMessages.cursor);
  const limit = typeof limitText === 'string' ? (/^\d{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN) : MY_PAGE_SIZE;
  if (!(limit >= 1 && limit <= MY_PAGE_MAX)) refuse('limit', 'limit', myListMessages.limit);
  if (Object.keys(fields).length > 0) throw badRequest('me.list_invalid', { fields, fieldCodes });
  return after ? { after, limit } : { limit };
}

/** The signed-in citizen's page of a list, as asked in the request's query, made into the answer's items. */
export async function ownPage<Row extends { id: string; cursorMicros: string }, Item>(
  request: FastifyRequest,
  read: (executor: Executor, page: OwnPage) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<MyRequestsPage<Item>> {
  const query = parseMyListQuery(request.query);
  const page = toPage(await read(request.server.db, { ownerId: currentUserOf(request).id, ...query }), query.limit);
  return { items: page.rows.map(toItem), nextCursor: page.next };
}

/** The query's description in the OpenAPI document; parseMyListQuery checks it. */
export const myListQuerystring = {
  type: 'object',
  properties: {
    cursor: { type: 'string', description: 'The `nextCursor` of the page before; none for the first page' },
    limit: { type: 'string', description: `Items per page, 1 to ${MY_PAGE_MAX} (${MY_PAGE_SIZE} by default)` },
  },
  additionalProperties: false,
} as const;

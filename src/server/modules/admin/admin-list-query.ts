import {
  ADMIN_CATEGORIES,
  ADMIN_LISTS,
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  ADMIN_SEARCH_MIN,
  categoryStatuses,
} from '../../../shared/api/admin-types';
import type { AdminCategory, AdminList } from '../../../shared/api/admin-types';
import { decodeAppealCursor } from '../appeals/appeal-cursor';
import type { AppealKeyset } from '../appeals/appeal-cursor';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { overdueBefore } from '../../../shared/domain/certificates/service-time';
import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import type { FieldErrors } from '../../../shared/validation/validate';
import { decodeCursor } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { badRequest } from '../../http/http-error';

/** What GET /api/admin/list was asked: the lists to answer and each one's page, and the appeals' page unless `only` leaves them out. */
export interface AdminListRequest {
  pages: Partial<Record<AdminCategory, PageQuery>>;
  appeals?: AppealPageQuery;
}

/** The appeals' page (decision 084): a status, where it starts (open appeals first) and how long it is; not searched. */
export interface AppealPageQuery {
  status?: string;
  after?: AppealKeyset;
  limit: number;
}

export const adminListMessages = {
  unknown: (name: string) => `${name} is not a parameter of the admin list.`,
  limit: `Choose a page size from 1 to ${ADMIN_PAGE_MAX}.`,
  searchLength: `Type at least ${ADMIN_SEARCH_MIN} and at most ${ADMIN_SEARCH_MAX} characters to search.`,
  only: `Name lists from: ${ADMIN_LISTS.join(', ')}.`,
  status: (statuses: readonly string[]) => `Filter by one of: ${statuses.join(', ')}.`,
  cursor: 'That page link is not valid any more: reload the list.',
  overdue: 'Only a certificate list has late applications: give overdue=1.',
} as const;

const PER_LIST = /^([A-Za-z]+)\.(status|after|limit|overdue)$/;
const slugOfList = new Map(certificateDefinitions.map((definition) => [definition.listKey as string, definition.slug]));
const isCategory = (value: string): value is AdminCategory => (ADMIN_CATEGORIES as readonly string[]).includes(value);
const isList = (value: string): value is AdminList => value === 'appeals' || isCategory(value);

/**
 * Reads the query of GET /api/admin/list (see AdminListQuery in shared/api/admin-types): every
 * parameter checked, unknown ones refused, and every problem named in one 400.
 */
export function parseAdminListQuery(query: unknown, serviceTimes: Readonly<Record<string, number>>, now = new Date()): AdminListRequest {
  const raw = (query ?? {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  const refuse = (name: string, code: FieldCode, message: string) => {
    fields[name] = message;
    fieldCodes[name] = code;
  };
  // Each parameter is one string: a repeated one never reaches a route (single-valued-query.ts).
  const text = (name: string): string | undefined => {
    const value = raw[name];
    return typeof value === 'string' ? value : undefined;
  };
  const limitOf = (name: string, fallback: number): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
    if (!(limit >= 1 && limit <= ADMIN_PAGE_MAX)) refuse(name, 'limit', adminListMessages.limit);
    return limit;
  };

  for (const name of Object.keys(raw)) {
    const perList = PER_LIST.exec(name);
    const known =
      ['q', 'limit', 'only'].includes(name) ||
      (perList !== null && (isCategory(perList[1] as string) || (perList[1] === 'appeals' && perList[2] !== 'overdue')));
    if (!known) refuse(name, 'unknown', adminListMessages.unknown(name));
  }

  const search = text('q')?.trim() || undefined;
  if (search !== undefined && (search.length < ADMIN_SEARCH_MIN || search.length > ADMIN_SEARCH_MAX))
    refuse('q', 'searchLength', adminListMessages.searchLength);
  const limit = limitOf('limit', ADMIN_PAGE_SIZE);

  const onlyText = text('only');
  const only = onlyText === undefined ? [...ADMIN_LISTS] : onlyText.split(',').map((part) => part.trim());
  if (only.length === 0 || !only.every(isList)) refuse('only', 'only', adminListMessages.only);

  const pages: Partial<Record<AdminCategory, PageQuery>> = {};
  for (const category of ADMIN_CATEGORIES) {
    const statuses = categoryStatuses(category);
    const status = text(`${category}.status`);
    if (status !== undefined && !statuses.includes(status)) refuse(`${category}.status`, 'status', adminListMessages.status(statuses));
    const cursor = text(`${category}.after`);
    const after = cursor === undefined ? undefined : decodeCursor(cursor);
    if (after === null) refuse(`${category}.after`, 'cursor', adminListMessages.cursor);
    const pageLimit = limitOf(`${category}.limit`, limit);
    const overdue = text(`${category}.overdue`);
    const slug = slugOfList.get(category);
    const serviceTime = slug === undefined ? undefined : serviceTimes[slug];
    if (overdue !== undefined && (overdue !== '1' || serviceTime === undefined))
      refuse(`${category}.overdue`, 'overdue', adminListMessages.overdue);
    if (!(only as string[]).includes(category)) continue;
    // Late: still pending, and submitted before the first day that is not yet past its due date.
    const late = overdue === '1' && serviceTime !== undefined;
    pages[category] = {
      limit: pageLimit,
      ...(late ? { status: 'pending', createdBefore: overdueBefore(serviceTime, now) } : status ? { status } : {}),
      ...(search ? { search } : {}),
      ...(after ? { after } : {}),
    };
  }

  const appeals = appealPageOf(text, limitOf, limit, refuse);

  if (Object.keys(fields).length > 0) throw badRequest('admin.list_invalid', { fields, fieldCodes });
  return { pages, ...((only as string[]).includes('appeals') ? { appeals } : {}) };
}

/** `appeals.status`, `appeals.after` (an appeals cursor) and `appeals.limit`, each checked. */
function appealPageOf(
  text: (name: string) => string | undefined,
  limitOf: (name: string, fallback: number) => number,
  limit: number,
  refuse: (name: string, code: FieldCode, message: string) => void,
): AppealPageQuery {
  const statuses = categoryStatuses('appeals');
  const status = text('appeals.status');
  if (status !== undefined && !statuses.includes(status)) refuse('appeals.status', 'status', adminListMessages.status(statuses));
  const cursor = text('appeals.after');
  const after = cursor === undefined ? undefined : decodeAppealCursor(cursor);
  if (after === null) refuse('appeals.after', 'cursor', adminListMessages.cursor);
  return { limit: limitOf('appeals.limit', limit), ...(status ? { status } : {}), ...(after ? { after } : {}) };
}

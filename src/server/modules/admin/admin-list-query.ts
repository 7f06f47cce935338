import {
  ADMIN_CATEGORIES,
  ADMIN_PAGE_MAX,
  ADMIN_PAGE_SIZE,
  ADMIN_SEARCH_MAX,
  ADMIN_SEARCH_MIN,
  categoryStatuses,
} from '../../../shared/api/admin-types';
import type { AdminCategory } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { overdueBefore } from '../../../shared/domain/certificates/service-time';
import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import type { FieldErrors } from '../../../shared/validation/validate';
import { decodeCursor } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { badRequest } from '../../http/http-error';

/** What GET /api/admin/list was asked: the lists to answer and each one's page. */
export interface AdminListRequest {
  pages: Partial<Record<AdminCategory, PageQuery>>;
}

export const adminListMessages = {
  unknown: (name: string) => `${name} is not a parameter of the admin list.`,
  limit: `Choose a page size from 1 to ${ADMIN_PAGE_MAX}.`,
  searchLength: `Type at least ${ADMIN_SEARCH_MIN} and at most ${ADMIN_SEARCH_MAX} characters to search.`,
  only: `Name lists from: ${ADMIN_CATEGORIES.join(', ')}.`,
  status: (statuses: readonly string[]) => `Filter by one of: ${statuses.join(', ')}.`,
  cursor: 'That page link is not valid any more: reload the list.',
  overdue: 'Only a certificate list has late applications: give overdue=1.',
} as const;

const PER_LIST = /^([A-Za-z]+)\.(status|after|limit|overdue)$/;
const slugOfList = new Map(certificateDefinitions.map((definition) => [definition.listKey as string, definition.slug]));
const isCategory = (value: string): value is AdminCategory => (ADMIN_CATEGORIES as readonly string[]).includes(value);

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
    const known = ['q', 'limit', 'only'].includes(name) || (perList !== null && isCategory(perList[1] as string));
    if (!known) refuse(name, 'unknown', adminListMessages.unknown(name));
  }

  const search = text('q')?.trim() || undefined;
  if (search !== undefined && (search.length < ADMIN_SEARCH_MIN || search.length > ADMIN_SEARCH_MAX))
    refuse('q', 'searchLength', adminListMessages.searchLength);
  const limit = limitOf('limit', ADMIN_PAGE_SIZE);

  const onlyText = text('only');
  const only = onlyText === undefined ? [...ADMIN_CATEGORIES] : onlyText.split(',').map((part) => part.trim());
  if (only.length === 0 || !only.every(isCategory)) refuse('only', 'only', adminListMessages.only);

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

  if (Object.keys(fields).length > 0) throw badRequest('admin.list_invalid', { fields, fieldCodes });
  return { pages };
}

import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import type { FieldErrors } from '../../../shared/validation/validate';
import { badRequest } from '../../http/http-error';

/** The standard's default and most: 90 days of requests, the newest 1000 of them. */
export const OPEN311_SPAN_DAYS = 90;
export const OPEN311_LIST_MAX = 1000;
const DAY_MS = 86_400_000;

/** Open311's two statuses: a grievance is open until Resolved or Declined. */
export const OPEN311_STATUSES = ['open', 'closed'] as const;
export type Open311Status = (typeof OPEN311_STATUSES)[number];

/** What GET requests.json asks for: these complaint IDs, or requests of these services, statuses and days. */
export type ServiceRequestFilter =
  { complaintIds: string[] } | { subjects: GrievanceSubject[] | null; statuses: Open311Status[] | null; from: Date; to: Date };

export const queryMessages = {
  date: (name: string) => `${name} must be a date and time in ISO 8601 with its zone, such as 2026-11-05T08:15:30+05:30.`,
  order: 'end_date must be after start_date.',
  span: `start_date and end_date may span at most ${OPEN311_SPAN_DAYS} days.`,
  serviceCode: `service_code must be one or more of ${GRIEVANCE_SUBJECTS.join(', ')}, separated by commas.`,
  status: 'status must be open, closed, or both separated by commas.',
  ids: `service_request_id may name at most ${OPEN311_LIST_MAX} requests.`,
} as const;

/** W3C's profile of ISO 8601 that GeoReport v2 requires: a date, or a date and time with its zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The filters of GET requests.json (GeoReport v2): service_request_id (complaint IDs separated by
 * commas; when given, every other filter is ignored, as the standard says), service_code and
 * status (lists separated by commas), start_date and end_date. Without dates, the last 90 days; a
 * date alone is India's midnight. Parameters the standard or its extensions add (jurisdiction_id,
 * page, page_size) are ignored. Every problem is named in one 400.
 */
export function parseServiceRequestQuery(query: unknown, now = new Date()): ServiceRequestFilter {
  const raw = (query ?? {}) as Record<string, unknown>;
  const text = (name: string) => {
    const value = raw[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  const refuse = (name: string, code: FieldCode, message: string) => {
    fields[name] = message;
    fieldCodes[name] = code;
  };
  const done = <T extends ServiceRequestFilter>(filter: T): T => {
    if (Object.keys(fields).length > 0) throw badRequest('open311.query_invalid', { fields, fieldCodes });
    return filter;
  };

  const ids = text('service_request_id');
  if (ids !== undefined) {
    const complaintIds = [...new Set(listOf(ids).map((id) => id.toUpperCase()))];
    if (complaintIds.length > OPEN311_LIST_MAX) refuse('service_request_id', 'tooMany', queryMessages.ids);
    return done({ complaintIds });
  }

  const subjects = choices(text('service_code'), GRIEVANCE_SUBJECTS, () => refuse('service_code', 'option', queryMessages.serviceCode));
  const statuses = choices(text('status'), OPEN311_STATUSES, () => refuse('status', 'option', queryMessages.status));
  const momentOf = (name: 'start_date' | 'end_date') => {
    const value = text(name);
    if (value === undefined) return undefined;
    const moment = new Date(value.length === 10 ? `${value}T00:00:00+05:30` : value);
    if (DATE_TIME.test(value) && Number.isFinite(moment.getTime())) return moment;
    refuse(name, 'date', queryMessages.date(name));
    return undefined;
  };
  const start = momentOf('start_date');
  const end = momentOf('end_date');
  const to = end ?? (start ? new Date(start.getTime() + OPEN311_SPAN_DAYS * DAY_MS) : now);
  const from = start ?? new Date(to.getTime() - OPEN311_SPAN_DAYS * DAY_MS);
  if (start && end && end <= start) refuse('end_date', 'min', queryMessages.order);
  else if (to.getTime() - from.getTime() > OPEN311_SPAN_DAYS * DAY_MS) refuse('end_date', 'max', queryMessages.span);
  return done({ subjects, statuses, from, to });
}

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The listed values, each one of `allowed`; null when the filter is not given (all of them). */
function choices<T extends string>(value: string | undefined, allowed: readonly T[], refuse: () => void): T[] | null {
  if (value === undefined) return null;
  const items = listOf(value);
  const known = items.filter((item): item is T => (allowed as readonly string[]).includes(item));
  if (known.length !== items.length || known.length === 0) refuse();
  return [...new Set(known)];
}

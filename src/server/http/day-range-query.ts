import type { ErrorCode, FieldCode, FieldCodes } from '../../shared/api/error-codes';
import { isCalendarDate } from '../../shared/domain/common/dates';
import type { DayRange } from '../../shared/domain/taxes/financial-year';
import type { FieldErrors } from '../../shared/validation/validate';
import { badRequest } from './http-error';

export const dayRangeMessages = {
  date: (name: string) => `${name} must be a date, YYYY-MM-DD.`,
  order: 'to must be on or after from.',
  unknown: (name: string, report: string) => `${name} is not a parameter of the ${report}.`,
} as const;

/**
 * The days a report covers, from `?from=&to=` (both YYYY-MM-DD, both included); what is left out
 * comes from `defaults`, given what was. Every problem is named in one 400 with `code`.
 */
export function parseDayRangeQuery(
  query: unknown,
  report: { name: string; code: ErrorCode; defaults: (given: { from?: string; to?: string }) => DayRange },
): DayRange {
  const raw = (query ?? {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  const refuse = (name: string, code: FieldCode, message: string) => {
    fields[name] = message;
    fieldCodes[name] = code;
  };
  for (const name of Object.keys(raw))
    if (name !== 'from' && name !== 'to') refuse(name, 'unknown', dayRangeMessages.unknown(name, report.name));
  const dayOf = (name: 'from' | 'to'): string | undefined => {
    const value = raw[name];
    if (value === undefined) return undefined;
    if (typeof value === 'string' && isCalendarDate(value)) return value;
    refuse(name, 'date', dayRangeMessages.date(name));
    return undefined;
  };
  const from = dayOf('from');
  const to = dayOf('to');
  const defaults = report.defaults({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  if (from !== undefined && to !== undefined && from > to) refuse('to', 'min', dayRangeMessages.order);
  if (Object.keys(fields).length > 0) throw badRequest(report.code, { fields, fieldCodes });
  return { from: from ?? defaults.from, to: to ?? defaults.to };
}

/** The moments India's calendar days of `range` begin and end. */
export function momentsOf(range: DayRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${range.to}T00:00:00+05:30`).getTime() + 86_400_000);
  return { start, end };
}

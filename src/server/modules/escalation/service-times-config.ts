import { parse } from 'tinyduration';
import type { Duration } from 'tinyduration';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { SERVICE_DAYS_MAX, daysAsServiceTime } from '../../../shared/domain/certificates/service-time';
import { raw } from '../../env-values';
import type { Env } from '../../env-values';
import { APPEAL_DAYS_DEFAULT } from '../../../shared/domain/appeals/appeal-rules';

/** What besides the certificate types has a service time: grievances, and a citizen's appeal. */
export const GRIEVANCES_SERVICE = 'grievances';
export const APPEAL_SERVICE = 'appeal';

/** Each certificate type's (by slug), the grievances' and the appeals' service time, in milliseconds. */
export type ServiceTimes = Readonly<Record<string, number>>;

const GRIEVANCE_DAYS_DEFAULT = 7;
const MINUTE_MS = 60_000;
/** Lengths that do not depend on the calendar; months and years do, and are refused. */
const UNIT_MS: Readonly<Record<keyof Omit<Duration, 'negative' | 'years' | 'months'>, number>> = {
  weeks: 7 * 86_400_000,
  days: 86_400_000,
  hours: 3_600_000,
  minutes: MINUTE_MS,
  seconds: 1000,
};

/**
 * An ISO 8601 duration in weeks, days, hours, minutes or seconds (P7D, P2W, PT36H, P1DT12H), as
 * milliseconds: from one minute to a year. Null when it is none of these.
 */
export function serviceTimeMs(text: string): number | null {
  let duration: Duration;
  try {
    duration = parse(text);
  } catch {
    return null;
  }
  if (duration.negative || duration.years || duration.months) return null;
  const ms = Object.entries(UNIT_MS).reduce((sum, [unit, each]) => sum + (duration[unit as keyof typeof UNIT_MS] ?? 0) * each, 0);
  return ms >= MINUTE_MS && ms <= daysAsServiceTime(SERVICE_DAYS_MAX) ? Math.round(ms) : null;
}

/**
 * SERVICE_TIMES, such as `birth=P7D,income=P15D,grievances=P3D,appeal=P30D`: this municipality's
 * service times (decision 083). A key left out keeps its default: the definition's days, or the
 * older CERTIFICATE_SERVICE_DAYS and GRIEVANCE_SERVICE_DAYS where set, each with a warning
 * naming SERVICE_TIMES.
 */
export function serviceTimesOf(env: Env, warnings: string[]): ServiceTimes {
  const times: Record<string, number> = Object.fromEntries(
    certificateDefinitions.map((definition) => [definition.slug, daysAsServiceTime(definition.serviceDays)]),
  );
  times[GRIEVANCES_SERVICE] = daysAsServiceTime(GRIEVANCE_DAYS_DEFAULT);
  times[APPEAL_SERVICE] = daysAsServiceTime(APPEAL_DAYS_DEFAULT);
  for (const [key, days] of Object.entries(olderServiceDays(env, warnings))) times[key] = daysAsServiceTime(days);

  const value = raw(env, 'SERVICE_TIMES');
  if (value === undefined) return Object.freeze(times);
  const named = new Set<string>();
  const wrong: string[] = [];
  for (const entry of value.split(',')) {
    const [, key = '', text = ''] = /^\s*([a-z0-9-]+)\s*=\s*(-?P[0-9YMWDTHS.]+)\s*$/.exec(entry) ?? [];
    const ms = serviceTimeMs(text);
    if (!Object.hasOwn(times, key) || named.has(key) || ms === null) {
      wrong.push(`"${entry.trim()}"`);
      continue;
    }
    named.add(key);
    times[key] = ms;
  }
  if (wrong.length > 0) {
    throw new Error(
      `SERVICE_TIMES must be key=ISO 8601 duration pairs separated by commas, such as birth=P7D,grievances=P3D,appeal=P30D: each key once (${Object.keys(times).join(', ')}), one minute to ${SERVICE_DAYS_MAX} days in weeks, days, hours or minutes (wrong: ${wrong.join(', ')})`,
    );
  }
  return Object.freeze(times);
}

/** CERTIFICATE_SERVICE_DAYS (`birth=7,income=21`) and GRIEVANCE_SERVICE_DAYS (`7`): still read, as days. */
function olderServiceDays(env: Env, warnings: string[]): Record<string, number> {
  const days: Record<string, number> = {};
  const certificates = raw(env, 'CERTIFICATE_SERVICE_DAYS');
  if (certificates !== undefined) {
    warnings.push('CERTIFICATE_SERVICE_DAYS is read as days for now: set SERVICE_TIMES instead, such as birth=P7D,income=P15D');
    const wrong: string[] = [];
    for (const entry of certificates.split(',')) {
      const [, slug = '', count = ''] = /^\s*([a-z0-9-]+)\s*=\s*(\d{1,4})\s*$/.exec(entry) ?? [];
      const known = certificateDefinitions.some((definition) => definition.slug === slug);
      if (!known || Object.hasOwn(days, slug) || Number(count) < 1 || Number(count) > SERVICE_DAYS_MAX) wrong.push(`"${entry.trim()}"`);
      else days[slug] = Number(count);
    }
    if (wrong.length > 0) {
      const types = certificateDefinitions.map((definition) => definition.slug).join(', ');
      throw new Error(
        `CERTIFICATE_SERVICE_DAYS must be type=days pairs separated by commas, such as birth=7,income=15: each type once (${types}), 1 to ${SERVICE_DAYS_MAX} days (wrong: ${wrong.join(', ')}); SERVICE_TIMES replaces it`,
      );
    }
  }
  const grievances = raw(env, 'GRIEVANCE_SERVICE_DAYS');
  if (grievances !== undefined) {
    warnings.push('GRIEVANCE_SERVICE_DAYS is read as days for now: set SERVICE_TIMES instead, such as grievances=P7D');
    const count = /^\d{1,4}$/.test(grievances) ? Number(grievances) : Number.NaN;
    if (!(count >= 1 && count <= SERVICE_DAYS_MAX))
      throw new Error(
        `GRIEVANCE_SERVICE_DAYS must be a whole number from 1 to ${SERVICE_DAYS_MAX} (got "${grievances}"); SERVICE_TIMES replaces it`,
      );
    days[GRIEVANCES_SERVICE] = count;
  }
  return days;
}

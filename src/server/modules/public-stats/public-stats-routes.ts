import type { FastifyInstance } from 'fastify';
import type { FieldCodes } from '../../../shared/api/error-codes';
import { apiPaths } from '../../../shared/api/paths';
import type { PublicStats } from '../../../shared/api/public-stats-types';
import { isCalendarMonth, todayInIndia } from '../../../shared/domain/common/dates';
import type { DayRange } from '../../../shared/domain/taxes/financial-year';
import type { FieldErrors } from '../../../shared/validation/validate';
import { badRequest } from '../../http/http-error';
import { publicFigures } from './public-figures';
import { publicStatsSchema } from './public-stats-schema';

/** The figures are at most this old, on the server and in any cache the answer passes. */
const PUBLIC_STATS_MAX_AGE_MS = 3_600_000;
/** The last 90 days, today included, when no month is asked for. */
const DEFAULT_DAYS = 90;
const DAY_MS = 86_400_000;
/** Answers kept: the last 90 days and the months people look at; the oldest kept goes first. */
const MAX_KEPT = 48;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
const lastDayOf = (month: string) => shiftDay(`${nextMonth(month)}-01`, -1);

/**
 * `?month=YYYY-MM` (this month or one before it), or nothing: the last 90 days. Every problem is
 * named in one 400 `public.stats_invalid`.
 */
function parseStatsQuery(query: unknown, today: string): { month: string | null; range: DayRange } {
  const raw = (query ?? {}) as Record<string, unknown>;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const name of Object.keys(raw))
    if (name !== 'month') {
      fields[name] = `${name} is not a parameter of the figures.`;
      fieldCodes[name] = 'unknown';
    }
  const month = raw.month;
  if (month !== undefined && (typeof month !== 'string' || !isCalendarMonth(month))) {
    fields.month = 'month must be a month, YYYY-MM.';
    fieldCodes.month = 'month';
  } else if (typeof month === 'string' && month > today.slice(0, 7)) {
    fields.month = 'month must be this month or one before it.';
    fieldCodes.month = 'not-future';
  }
  if (Object.keys(fields).length > 0) throw badRequest('public.stats_invalid', { fields, fieldCodes });
  if (typeof month !== 'string') return { month: null, range: { from: shiftDay(today, 1 - DEFAULT_DAYS), to: today } };
  const last = lastDayOf(month);
  return { month, range: { from: `${month}-01`, to: last < today ? last : today } };
}

interface Kept {
  builtAt: number;
  answer: PublicStats;
}

/**
 * GET /api/public/stats (anyone, decision 087): the figures of the last 90 days or of `?month=`.
 * Counted once an hour at most per range in each server process, a burst of the same request
 * counting once; the answer's Cache-Control gives the rest of that hour, so no copy anywhere is
 * older than an hour.
 */
export async function publicStatsRoutes(app: FastifyInstance) {
  const kept = new Map<string, Kept>();
  const building = new Map<string, Promise<Kept>>();

  async function keptFor(key: string, month: string | null, range: DayRange): Promise<Kept> {
    const found = kept.get(key);
    if (found && Date.now() - found.builtAt < PUBLIC_STATS_MAX_AGE_MS) return found;
    const running = building.get(key);
    if (running) return running;
    const build = (async () => {
      const builtAt = Date.now();
      const figures = await publicFigures(app.db, range, { serviceTimes: app.config.serviceTimes, wards: app.config.wards });
      const entry = { builtAt, answer: { generatedAt: new Date(builtAt).toISOString(), ...range, month, ...figures } };
      kept.delete(key);
      kept.set(key, entry);
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
      return entry;
    })().finally(() => building.delete(key));
    building.set(key, build);
    return build;
  }

  app.get(apiPaths.publicStats, { config: { access: 'public' }, schema: publicStatsSchema }, async (request, reply) => {
    const today = todayInIndia();
    const { month, range } = parseStatsQuery(request.query, today);
    const entry = await keptFor(month ?? `last-${today}`, month, range);
    const left = Math.max(0, Math.floor((entry.builtAt + PUBLIC_STATS_MAX_AGE_MS - Date.now()) / 1000));
    void reply.header('cache-control', `public, max-age=${left}`);
    return entry.answer;
  });
}

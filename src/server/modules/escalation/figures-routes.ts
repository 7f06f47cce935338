import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import type { ServiceFigure, ServiceFigures } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { todayInIndia } from '../../../shared/domain/common/dates';
import { DEPARTMENTS, GRIEVANCE_DEPARTMENT } from '../../../shared/domain/staff/departments';
import type { DayRange } from '../../../shared/domain/taxes/financial-year';
import type { Executor } from '../../db/database';
import { momentsOf, parseDayRangeQuery } from '../../http/day-range-query';
import { GRIEVANCES_SERVICE } from './service-times-config';
import type { ServiceTimes } from './service-times-config';

/** The figures' default range: the last 90 days, today included. */
const DEFAULT_DAYS = 90;
const DAY_MS = 86_400_000;

const count = { type: 'integer', minimum: 0 } as const;
const figuresSchema = {
  querystring: {
    type: 'object',
    properties: {
      from: { type: 'string', description: 'YYYY-MM-DD: the first day an item came (by default 89 days before `to`)' },
      to: { type: 'string', description: 'YYYY-MM-DD: the last day an item came, on or after `from` (by default today in India)' },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      description: 'Per certificate type and for grievances, of the items received in the range',
      type: 'object',
      required: ['from', 'to', 'figures'],
      properties: {
        from: { type: 'string', format: 'date' },
        to: { type: 'string', format: 'date' },
        figures: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type', 'department', 'received', 'decidedOnTime', 'decidedLate', 'escalated', 'medianDays'],
            properties: {
              type: { type: 'string', description: 'A certificate type’s slug, or grievances' },
              department: { type: 'string', enum: [...DEPARTMENTS] },
              received: count,
              decidedOnTime: { ...count, description: 'Decided by its due time' },
              decidedLate: { ...count, description: 'Decided after its due time' },
              escalated: count,
              medianDays: { type: ['number', 'null'], description: 'Median days from receipt to decision; null when none was decided' },
            },
          },
        },
      },
    },
  },
} as const;

/** `defaults` of the range: 90 days ending on `to` or today, or starting on `from`. */
function lastDays({ from, to }: { from?: string; to?: string }, today: string): DayRange {
  const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  if (from !== undefined && to === undefined) return { from, to: shift(from, DEFAULT_DAYS - 1) };
  const end = to ?? today;
  return { from: shift(end, 1 - DEFAULT_DAYS), to: end };
}

interface FigureRow extends Record<string, unknown> {
  type: string;
  received: number | string;
  on_time: number | string;
  late: number | string;
  escalated: number | string;
  median_days: number | string | null;
}

/**
 * Counted in SQL over the items received in the range: each type's service time joined in as a
 * VALUES list, a grievance decided when its first Resolved or Declined status was set.
 */
export async function serviceFigures(executor: Executor, range: DayRange, serviceTimes: ServiceTimes): Promise<ServiceFigure[]> {
  const { start, end } = momentsOf(range);
  const times = sql.join(
    certificateDefinitions.map((definition) => sql`(${definition.slug}, ${serviceTimes[definition.slug] ?? 0}::bigint)`),
    sql`, `,
  );
  const grievanceTime = serviceTimes[GRIEVANCES_SERVICE] ?? 0;
  const figuresOf = (decidedAt: ReturnType<typeof sql>, dueAt: ReturnType<typeof sql>) => sql`
    count(*) as received,
    count(*) filter (where ${decidedAt} <= ${dueAt}) as on_time,
    count(*) filter (where ${decidedAt} > ${dueAt}) as late,
    count(escalated_at) as escalated,
    percentile_cont(0.5) within group (order by extract(epoch from ${decidedAt} - created_at) / 86400) as median_days`;
  const result = await executor.execute<FigureRow>(sql`
    with times(type, service_ms) as (values ${times}),
    decided_grievances as (
      select g.id, g.created_at, g.escalated_at,
        (select min(e.at) from grievance_events e
          where e.grievance_id = g.id and e.kind = 'status' and e.status in ('Resolved', 'Declined')) as decided_at
      from grievances g where g.created_at >= ${start} and g.created_at < ${end}
    )
    select a.type, ${figuresOf(sql`a.decided_at`, sql`a.created_at + t.service_ms * interval '1 millisecond'`)}
      from applications a join times t on t.type = a.type
      where a.created_at >= ${start} and a.created_at < ${end}
      group by a.type
    union all
    select 'grievances', ${figuresOf(sql`decided_at`, sql`created_at + ${grievanceTime}::bigint * interval '1 millisecond'`)}
      from decided_grievances`);
  const rows = Array.isArray(result) ? (result as FigureRow[]) : (result as { rows: FigureRow[] }).rows;
  const byType = new Map(rows.map((row) => [row.type, row]));
  const figure = (type: string, department: ServiceFigure['department']): ServiceFigure => {
    const row = byType.get(type);
    const median = row?.median_days ?? null;
    return {
      type,
      department,
      received: Number(row?.received ?? 0),
      decidedOnTime: Number(row?.on_time ?? 0),
      decidedLate: Number(row?.late ?? 0),
      escalated: Number(row?.escalated ?? 0),
      medianDays: median === null ? null : Math.round(Number(median) * 10) / 10,
    };
  };
  return [
    ...certificateDefinitions.map((definition) => figure(definition.slug, definition.department)),
    figure(GRIEVANCES_SERVICE, GRIEVANCE_DEPARTMENT),
  ];
}

/**
 * GET /api/admin/figures (admin only, decision 083): per certificate type and department, and for
 * grievances, of the items received in the range: received, decided on time and late, escalated,
 * and the median days to decide. The dashboard's and the public figures' source.
 */
export async function figuresRoutes(app: FastifyInstance) {
  app.get(adminApiPaths.figures, { config: { access: 'admin' }, schema: figuresSchema }, async (request): Promise<ServiceFigures> => {
    const today = todayInIndia();
    const range = parseDayRangeQuery(request.query, {
      name: 'figures',
      code: 'admin.figures_invalid',
      defaults: (given) => lastDays(given, today),
    });
    return { ...range, figures: await serviceFigures(app.db, range, app.config.serviceTimes) };
  });
}

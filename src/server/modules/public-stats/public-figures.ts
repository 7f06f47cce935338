import { sql } from 'drizzle-orm';
import type {
  PublicCollectionFigure,
  PublicCollectionWardFigure,
  PublicGrievanceFigure,
  PublicGrievanceWardFigure,
  PublicServiceFigure,
  PublicStats,
} from '../../../shared/api/public-stats-types';
import { PUBLIC_STATS_MIN_GROUP } from '../../../shared/api/public-stats-types';
import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import { paiseToRupees } from '../../../shared/domain/common/money';
import type { DayRange } from '../../../shared/domain/taxes/financial-year';
import type { Executor } from '../../db/database';
import { momentsOf } from '../../http/day-range-query';
import { serviceFigures } from '../escalation/figures-routes';
import { GRIEVANCES_SERVICE } from '../escalation/service-times-config';
import type { ServiceTimes } from '../escalation/service-times-config';
import { byTypeAndWard } from '../taxes/collection-report';
import { demandSums } from '../taxes/collection-repository';

type Figures = Pick<PublicStats, 'services' | 'grievances' | 'collection'>;

const rounded = (value: number | string | null | undefined, places: number): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10 ** places) / 10 ** places;
const share = (part: number, whole: number): number | null => (whole === 0 ? null : rounded(part / whole, 3));

/** The admin's figures per certificate type (decision 083), as shares the public reads. */
async function serviceFiguresOf(executor: Executor, range: DayRange, serviceTimes: ServiceTimes): Promise<PublicServiceFigure[]> {
  const figures = await serviceFigures(executor, range, serviceTimes);
  return figures
    .filter((figure) => figure.type !== GRIEVANCES_SERVICE)
    .map((figure) => {
      const decided = figure.decidedOnTime + figure.decidedLate;
      return {
        type: figure.type,
        received: figure.received,
        decided,
        onTimeShare: share(figure.decidedOnTime, decided),
        medianDays: figure.medianDays,
      };
    });
}

interface GrievanceRow extends Record<string, unknown> {
  by_ward: number | string;
  subject: string | null;
  ward: string | null;
  received: number | string;
  resolved: number | string;
  median_days: number | string | null;
  reopened: number | string;
  average_rating: number | string | null;
}

/**
 * The grievances received in the days, by subject and by ward, in one pass (grouping sets): days to
 * resolve are those of the grievances Resolved now, from receipt to their last resolution.
 */
async function grievanceRows(executor: Executor, range: DayRange): Promise<GrievanceRow[]> {
  const { start, end } = momentsOf(range);
  const result = await executor.execute<GrievanceRow>(sql`
    select grouping(ward) = 0 as by_ward, subject, ward,
      count(*) as received,
      count(*) filter (where status = 'Resolved' and resolved_at is not null) as resolved,
      percentile_cont(0.5) within group (order by extract(epoch from resolved_at - created_at) / 86400)
        filter (where status = 'Resolved' and resolved_at is not null) as median_days,
      count(*) filter (where reopen_count > 0) as reopened,
      avg(rating) as average_rating
    from grievances
    where created_at >= ${start} and created_at < ${end}
    group by grouping sets ((subject), (ward))`);
  return Array.isArray(result) ? (result as GrievanceRow[]) : (result as { rows: GrievanceRow[] }).rows;
}

function grievanceFigure(row: GrievanceRow | undefined): Omit<PublicGrievanceFigure, 'subject'> {
  const received = Number(row?.received ?? 0);
  return {
    received,
    resolved: Number(row?.resolved ?? 0),
    medianDaysToResolve: rounded(row?.median_days, 1),
    reopenedShare: share(Number(row?.reopened ?? 0), received),
    averageRating: rounded(row?.average_rating, 1),
  };
}

const hiddenGrievances = {
  suppressed: true,
  received: null,
  resolved: null,
  medianDaysToResolve: null,
  reopenedShare: null,
  averageRating: null,
} as const;

async function grievanceFiguresOf(executor: Executor, range: DayRange, wards: readonly string[]): Promise<Figures['grievances']> {
  const rows = await grievanceRows(executor, range);
  const bySubjectRow = new Map(rows.filter((row) => !isTrue(row.by_ward)).map((row) => [row.subject, row]));
  const wardRows = rows.filter((row) => isTrue(row.by_ward));
  // The municipality's order of its wards; a ward it no longer names after them, no ward last.
  const place = (ward: string | null) => (ward === null ? Infinity : wards.indexOf(ward) === -1 ? wards.length : wards.indexOf(ward));
  wardRows.sort((a, b) => place(a.ward) - place(b.ward) || String(a.ward).localeCompare(String(b.ward)));
  return {
    bySubject: GRIEVANCE_SUBJECTS.map((subject) => ({ subject, ...grievanceFigure(bySubjectRow.get(subject)) })),
    byWard: wardRows.map((row): PublicGrievanceWardFigure => {
      const figure = grievanceFigure(row);
      return figure.received < PUBLIC_STATS_MIN_GROUP
        ? { ward: row.ward, ...hiddenGrievances }
        : { ward: row.ward, suppressed: false, ...figure };
    }),
  };
}

// PGlite gives a boolean; node-postgres too, but a text protocol would give 't'.
const isTrue = (value: unknown) => value === true || value === 't';

const hiddenMoney = { suppressed: true, demand: null, collected: null, collectedShare: null } as const;

const money = (demandPaise: number, collectedPaise: number) => ({
  suppressed: false as const,
  demand: paiseToRupees(demandPaise),
  collected: paiseToRupees(collectedPaise),
  collectedShare: share(collectedPaise, demandPaise),
});

/**
 * The collection report's demand and collected demand (decision 078) per tax and ward, without the
 * self-assessed money (no demand, no ward). A ward of fewer than 5 demands is suppressed, and its
 * type's total with it when the suppressed wards hold fewer than 5 together.
 */
async function collectionFiguresOf(executor: Executor, range: DayRange): Promise<Figures['collection']> {
  const sums = (await demandSums(executor, range)).sort(byTypeAndWard);
  const byWard: PublicCollectionWardFigure[] = sums.map((sum) => ({
    type: sum.type,
    ward: sum.ward,
    ...(sum.demands < PUBLIC_STATS_MIN_GROUP ? hiddenMoney : money(sum.demandPaise, sum.collectedPaise)),
  }));
  const types = [...new Set(sums.map((sum) => sum.type))];
  const byTax = types.map((type): PublicCollectionFigure => {
    const ofType = sums.filter((sum) => sum.type === type);
    const hidden = ofType.filter((sum) => sum.demands < PUBLIC_STATS_MIN_GROUP).reduce((total, sum) => total + sum.demands, 0);
    if (hidden > 0 && hidden < PUBLIC_STATS_MIN_GROUP) return { type, ...hiddenMoney };
    const total = (pick: (sum: (typeof ofType)[number]) => number) => ofType.reduce((sum, row) => sum + pick(row), 0);
    return {
      type,
      ...money(
        total((sum) => sum.demandPaise),
        total((sum) => sum.collectedPaise),
      ),
    };
  });
  return { byTax, byWard };
}

/**
 * The public figures of the days (decision 087): each counted by the database, a few rows back (a
 * row per type, subject, ward or tax), never the records.
 */
export async function publicFigures(
  executor: Executor,
  range: DayRange,
  settings: { serviceTimes: ServiceTimes; wards: readonly string[] },
): Promise<Figures> {
  const [services, grievances, collection] = await Promise.all([
    serviceFiguresOf(executor, range, settings.serviceTimes),
    grievanceFiguresOf(executor, range, settings.wards),
    collectionFiguresOf(executor, range),
  ]);
  return { services, grievances, collection };
}

import type { CollectionReport } from '../../../shared/api/submissions/tax-types';
import { paiseToRupees } from '../../../shared/domain/common/money';
import { financialYearOf } from '../../../shared/domain/taxes/financial-year';
import type { DayRange } from '../../../shared/domain/taxes/financial-year';
import { taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxSlug } from '../../../shared/domain/taxes/tax-definitions';
import type { Executor } from '../../db/database';
import { momentsOf, parseDayRangeQuery } from '../../http/day-range-query';
import { demandSums, selfAssessedSums } from './collection-repository';

/**
 * The days the report covers, from `?from=&to=` (both YYYY-MM-DD, both included): without either,
 * the financial year of the one given, and without both, this financial year in India's calendar.
 * Every problem is named in one 400.
 */
export function parseCollectionQuery(query: unknown, today: string): DayRange {
  return parseDayRangeQuery(query, {
    name: 'collection report',
    code: 'admin.collection_invalid',
    defaults: ({ from, to }) => ({ from: financialYearOf(to ?? today).from, to: financialYearOf(from ?? today).to }),
  });
}

const typeOrder = new Map<string, number>(taxDefinitions.map((definition, index) => [definition.slug, index]));
const wardOrder = new Intl.Collator('en', { numeric: true });

/** The definitions' order of types; within a type its wards as numbers read (2 before 10), no ward last. */
export function byTypeAndWard(a: { type: string; ward: string | null }, b: { type: string; ward: string | null }): number {
  const type = (typeOrder.get(a.type) ?? 0) - (typeOrder.get(b.type) ?? 0);
  if (type !== 0 || a.ward === b.ward) return type;
  if (a.ward === null) return 1;
  if (b.ward === null) return -1;
  return wardOrder.compare(a.ward, b.ward);
}

/**
 * GET /api/admin/collection's answer: per tax type and ward, the register's demand of the period,
 * what of it was collected and what is outstanding, in rupees. A type's self-assessed money (bills
 * the register does not hold, so of no ward it knows) is on its no-ward row, made for it when the
 * register has none.
 */
export async function collectionReport(executor: Executor, range: DayRange): Promise<CollectionReport> {
  const [sums, selfAssessed] = await Promise.all([demandSums(executor, range), selfAssessedSums(executor, momentsOf(range))]);
  const groups = sums.map((sum) => ({ ...sum, type: sum.type as TaxSlug, selfAssessedPaise: null as number | null }));
  for (const { type, paise } of selfAssessed) {
    const noWard = groups.find((group) => group.type === type && group.ward === null);
    if (noWard) noWard.selfAssessedPaise = paise;
    else groups.push({ type: type as TaxSlug, ward: null, demandPaise: 0, collectedPaise: 0, demands: 0, selfAssessedPaise: paise });
  }
  groups.sort(byTypeAndWard);
  const demand = groups.reduce((total, group) => total + group.demandPaise, 0);
  const collected = groups.reduce((total, group) => total + group.collectedPaise, 0);
  return {
    from: range.from,
    to: range.to,
    rows: groups.map((group) => ({
      type: group.type,
      ward: group.ward,
      demand: paiseToRupees(group.demandPaise),
      collected: paiseToRupees(group.collectedPaise),
      outstanding: paiseToRupees(group.demandPaise - group.collectedPaise),
      ...(group.selfAssessedPaise === null ? {} : { selfAssessed: paiseToRupees(group.selfAssessedPaise) }),
    })),
    totals: { demand: paiseToRupees(demand), collected: paiseToRupees(collected), outstanding: paiseToRupees(demand - collected) },
  };
}

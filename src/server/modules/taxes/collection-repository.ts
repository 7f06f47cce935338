import { and, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { registerAccounts, registerDemands, taxPayments } from '../../db/schema';

/** The register's demand and what of it was paid, for one tax type and ward, in paise. */
export interface DemandSums {
  type: string;
  ward: string | null;
  demandPaise: number;
  collectedPaise: number;
  /** How many demands: the public figures show no group of fewer than 5 (decision 087). */
  demands: number;
}

/** A blank ward is no ward: the report groups the two together. */
const wardOf = sql<string | null>`nullif(btrim(${registerAccounts.ward}), '')`;

/** A demand is collected once a payment of it is paid (refunded or declined money is owed again). */
const demandPaid = sql`exists (select 1 from ${taxPayments} where ${taxPayments.demandId} = ${registerDemands.id} and ${taxPayments.status} = 'paid')`;

/**
 * The demand and the collected demand per tax type and ward, of the demands whose period starts
 * between `from` and `to` (both included). Summed by the database: one row per group. A demand's
 * collected figure is its own amount: a late fee or a rebate is not part of the demand.
 */
export async function demandSums(executor: Executor, range: { from: string; to: string }): Promise<DemandSums[]> {
  return executor
    .select({
      type: registerAccounts.type,
      ward: wardOf,
      demandPaise: sql<number>`sum(${registerDemands.amountPaise})`.mapWith(Number),
      collectedPaise: sql<number>`coalesce(sum(${registerDemands.amountPaise}) filter (where ${demandPaid}), 0)`.mapWith(Number),
      demands: sql<number>`count(*)`.mapWith(Number),
    })
    .from(registerDemands)
    .innerJoin(registerAccounts, eq(registerAccounts.id, registerDemands.accountId))
    .where(and(gte(registerDemands.periodStart, range.from), lte(registerDemands.periodStart, range.to)))
    .groupBy(registerAccounts.type, wardOf);
}

/**
 * The self-assessed money per tax type: the amounts of paid payments of bills the register does
 * not hold (no demand), paid from `start` up to, not including, `end`. The late fee is left out,
 * as it is from the demand.
 */
export async function selfAssessedSums(executor: Executor, paid: { start: Date; end: Date }): Promise<{ type: string; paise: number }[]> {
  return executor
    .select({ type: taxPayments.type, paise: sql<number>`sum(${taxPayments.amountPaise})`.mapWith(Number) })
    .from(taxPayments)
    .where(
      and(
        isNull(taxPayments.demandId),
        eq(taxPayments.status, 'paid'),
        gte(taxPayments.paidAt, paid.start),
        lt(taxPayments.paidAt, paid.end),
      ),
    )
    .groupBy(taxPayments.type);
}

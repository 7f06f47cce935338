import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { newReference } from '../../src/server/modules/certificates/reference';
import { newComplaintId } from '../../src/server/modules/grievances/complaint-id';
import { newTaxReference } from '../../src/server/modules/taxes/tax-reference';
import { gatewayId } from '../../src/server/payments/gateway-ids';
import { applicationsInsert, documentsInsert } from './certificate-seed';
import { grievancesInsert } from './grievance-seed';
import { checkSeedAgainstSchemas } from './seed-check';
import { taxPaymentsInsert } from './tax-seed';

/** The same calls on PostgreSQL (node-postgres) and PGlite: SQL with $n parameters, rows back. */
export interface SqlRunner {
  rows(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

export interface SeedCounts {
  applications: number;
  grievances: number;
  taxPayments: number;
}

/** The dashboard at municipal scale. */
export const MUNICIPAL_SCALE: SeedCounts = { applications: 100_000, grievances: 20_000, taxPayments: 20_000 };

/** Share of applications per type, in percent (births and incomes are the busiest counters). */
const APPLICATION_SHARE: Readonly<Record<string, number>> = {
  birth: 30,
  death: 15,
  community: 15,
  income: 20,
  nativity: 10,
  'first-graduate': 10,
};
/**
 * Document rows for birth applications only (two each): the dashboard reads documents the same way
 * for every type, and rows for all 100,000 applications would triple the seeding time.
 */
const TYPES_WITH_DOCUMENTS: ReadonlySet<string> = new Set(['birth']);
const TAX_SHARE: Readonly<Record<string, number>> = { property: 30, water: 25, electricity: 25, gas: 10, land: 10 };

export interface SeedSummary {
  /** A birth application's reference from the middle of the list: the exact-reference search. */
  sampleReference: string;
  applications: number;
  documents: number;
  grievances: number;
  taxPayments: number;
  seconds: number;
}

/**
 * Fills an empty, migrated database by SQL (INSERT … SELECT, one statement per type), then
 * ANALYZE, as autovacuum would have done long before a clerk opened the dashboard. Identifiers
 * come from the server's own generators, so they have exactly the format it writes.
 */
export async function seedDatabase(runner: SqlRunner, counts: SeedCounts = MUNICIPAL_SCALE): Promise<SeedSummary> {
  const started = Date.now();
  let offset = 0;
  const applicationCounts = split(
    counts.applications,
    certificateDefinitions.map((definition) => APPLICATION_SHARE[definition.slug] ?? 10),
  );
  for (const [index, definition] of certificateDefinitions.entries()) {
    const references = uniqueIds(applicationCounts[index] ?? 0, () => newReference(definition.slug));
    for (const batch of batches([references])) {
      await runner.rows(applicationsInsert(definition, offset), batch);
      offset += batch[0]?.length ?? 0;
    }
    const documents = TYPES_WITH_DOCUMENTS.has(definition.slug) ? documentsInsert(definition) : null;
    if (documents !== null) await runner.rows(documents);
  }

  for (const batch of batches([uniqueIds(counts.grievances, newComplaintId)])) {
    await runner.rows(grievancesInsert(offset), batch);
    offset += batch[0]?.length ?? 0;
  }

  const taxCounts = split(
    counts.taxPayments,
    taxDefinitions.map((definition) => TAX_SHARE[definition.slug] ?? 10),
  );
  for (const [index, definition] of taxDefinitions.entries()) {
    const count = taxCounts[index] ?? 0;
    const ids = [newTaxReference, () => gatewayId('order'), () => gatewayId('pay'), () => gatewayId('rfnd')].map((make) =>
      uniqueIds(count, make),
    );
    for (const batch of batches(ids)) {
      await runner.rows(taxPaymentsInsert(definition, offset), batch);
      offset += batch[0]?.length ?? 0;
    }
  }

  await checkSeedAgainstSchemas(runner);
  // As after any bulk load: the counters' old row versions and the trigram indexes' pending
  // lists cleaned up, statistics taken. Unvacuumed, the planner walks the fresh GIN pending list
  // and dead tuples on every list query, which the figures would count. PostgreSQL's autovacuum
  // does this in production; on PGlite the server's own maintenance does (db/pglite-maintenance).
  await runner.rows('vacuum analyze');
  const [row] = await runner.rows(`
    select (select count(*) from applications)::int as applications,
           (select count(*) from application_documents)::int as documents,
           (select count(*) from grievances)::int as grievances,
           (select count(*) from tax_payments)::int as tax_payments`);
  const [sample] = await runner.rows(
    `select reference from applications where type = 'birth' order by created_at desc offset 1000 limit 1`,
  );
  return {
    sampleReference: String(sample?.reference ?? ''),
    applications: Number(row?.applications ?? 0),
    documents: Number(row?.documents ?? 0),
    grievances: Number(row?.grievances ?? 0),
    taxPayments: Number(row?.tax_payments ?? 0),
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Parallel id arrays cut into statements of BATCH_ROWS rows. Row triggers (the dashboard's status
 * counts) update the same few rows once per inserted row; within one statement every update's
 * old version must be kept and walked past, so one statement of 30,000 rows takes minutes where
 * fifteen of 2,000 take seconds.
 */
const BATCH_ROWS = 2_000;

function batches(columns: readonly string[][]): string[][][] {
  const length = columns[0]?.length ?? 0;
  const result: string[][][] = [];
  for (let start = 0; start < length; start += BATCH_ROWS) result.push(columns.map((column) => column.slice(start, start + BATCH_ROWS)));
  return result;
}

/** `total` split by the weights; rounding leftovers go to the last part. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** Random ids are unique in the database by a unique index; here a Set keeps a batch free of repeats. */
function uniqueIds(count: number, make: () => string): string[] {
  const ids = new Set<string>();
  while (ids.size < count) ids.add(make());
  return [...ids];
}

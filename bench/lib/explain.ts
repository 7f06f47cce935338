import type { CapturedQuery } from './query-capture';
import type { SqlRunner } from '../seed/seed-database';

/** The tables that grow with the municipality: reading any of them whole does not scale. */
export const LARGE_TABLES: ReadonlySet<string> = new Set(['applications', 'grievances', 'tax_payments']);

export interface SeqScanReport {
  /** Distinct SELECTs planned. */
  queries: number;
  /** Seq Scan nodes on the large tables, over all of those plans. */
  seqScans: number;
  /** "applications ×2, grievances": where they were. */
  where: string;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * Asks the database how it plans each captured SELECT (EXPLAIN, not EXPLAIN ANALYZE: plans, not
 * timings) with the parameters the server sent, and counts full scans of the large tables.
 */
export async function countSeqScans(runner: SqlRunner, queries: readonly CapturedQuery[]): Promise<SeqScanReport> {
  const distinct = new Map<string, CapturedQuery>();
  for (const query of queries) {
    if (/^\s*(select|with)\b/i.test(query.text) && !distinct.has(query.text)) distinct.set(query.text, query);
  }
  const found = new Map<string, number>();
  for (const query of distinct.values()) {
    const [row] = await runner.rows(`explain (format json) ${query.text}`, query.values);
    const plan = row?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[] | undefined;
    for (const entry of parsed ?? []) visit(entry.Plan, found);
  }
  const seqScans = [...found.values()].reduce((a, b) => a + b, 0);
  const where = [...found.entries()].map(([table, count]) => (count > 1 ? `${table} ×${count}` : table)).join(', ');
  return { queries: distinct.size, seqScans, where };
}

function visit(node: PlanNode, found: Map<string, number>): void {
  const relation = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && relation !== undefined && LARGE_TABLES.has(relation)) {
    found.set(relation, (found.get(relation) ?? 0) + 1);
  }
  for (const child of node.Plans ?? []) visit(child, found);
}

import type { TaxAdminRow } from '../../../shared/api/admin-types';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { pageTaxPayments } from './tax-repository';
import { toTaxAdminRow } from './tax-view';

/** One page of the `taxes` list of GET /api/admin/list, newest first. */
export async function taxPage(executor: Executor, query: PageQuery): Promise<{ rows: TaxAdminRow[]; next: string | null }> {
  const page = toPage(await pageTaxPayments(executor, query), query.limit);
  return { rows: page.rows.map(toTaxAdminRow), next: page.next };
}

import type { Executor } from '../../db/database';
import { listTaxPayments } from './tax-repository';
import { toTaxAdminRow } from './tax-view';
import type { TaxAdminRow } from '../../../shared/api/admin-types';

/** The `taxes` array of GET /api/admin/list: every payment, newest first. */
export async function taxList(executor: Executor): Promise<TaxAdminRow[]> {
  return (await listTaxPayments(executor)).map(toTaxAdminRow);
}

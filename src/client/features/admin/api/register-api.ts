import { adminApiPaths } from '../../../../shared/api/admin-paths';
import type { RegisterImportResult } from '../../../../shared/api/submissions/tax-types';
import type { TaxSlug } from '../../../../shared/domain/taxes/tax-definitions';
import { apiClient } from '../../../lib/api-client';

/** A whole register is written in one transaction: longer than an ordinary call may take. */
const IMPORT_TIMEOUT_MS = 300_000;

/** What the server said of a file: its counts, and its errors (a 422 carries them with its own words in `error`). */
export type RegisterFileReport = RegisterImportResult & { error?: string };

/**
 * POST /api/admin/register/{type}/import with the file as it is (decision 077): `dryRun` only
 * checks it. A file with errors is answered, not thrown: its report lists them.
 */
export async function importRegisterFile(type: TaxSlug, file: Blob, dryRun: boolean): Promise<RegisterFileReport> {
  try {
    const { data } = await apiClient.post<RegisterImportResult>(adminApiPaths.registerImport(type), file, {
      params: dryRun ? { dryRun: 'true' } : {},
      headers: { 'Content-Type': 'text/csv' },
      timeout: IMPORT_TIMEOUT_MS,
    });
    return data;
  } catch (err) {
    const answer = (err as { response?: { status?: number; data?: { code?: unknown } } } | null)?.response;
    if (answer?.status === 422 && answer.data?.code === 'register.rows_invalid') return answer.data as RegisterFileReport;
    throw err;
  }
}

import type { GrievanceAdminRow } from '../../../shared/api/admin-types';
import type { GrievanceRow } from '../../db/schema';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import type { Language } from '../../../shared/i18n/languages';
import { messageLanguagesOf } from '../auth/user-repository';
import { pageGrievances } from './grievance-repository';

/** A grievance as the admin dashboard lists it (the shared contract of GET /api/admin/list), with the language its messages go in. */
export function toGrievanceListRow(row: GrievanceRow, citizenLanguage?: Language): GrievanceAdminRow {
  return {
    _id: row.id,
    complaintId: row.complaintId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(citizenLanguage ? { citizenLanguage } : {}),
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    ward: row.ward,
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    hasPhoto: row.photoPath !== null,
  };
}

/** One page of the `grievances` list of GET /api/admin/list, newest first. */
export async function grievancePage(executor: Executor, query: PageQuery): Promise<{ rows: GrievanceAdminRow[]; next: string | null }> {
  const page = toPage(await pageGrievances(executor, query), query.limit);
  const languageOf = await messageLanguagesOf(
    executor,
    page.rows.map((row) => row.ownerId),
  );
  return { rows: page.rows.map((row) => toGrievanceListRow(row, languageOf(row.ownerId))), next: page.next };
}

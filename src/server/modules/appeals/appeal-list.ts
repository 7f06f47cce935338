import type { AppealAdminRow } from '../../../shared/api/admin-types';
import { APPEAL_STATUSES } from '../../../shared/domain/appeals/appeal-rules';
import type { Executor } from '../../db/database';
import type { AppealRow, ApplicationRow } from '../../db/schema';
import { encodeAppealCursor } from './appeal-cursor';
import type { AppealKeyset } from './appeal-cursor';
import { pageAppeals } from './appeal-repository';

/** An appeal in the admin list and in a decision's answer (AppealAdminRow). */
export const appealAdminRowJsonSchema = {
  type: 'object',
  required: ['_id', 'applicationId', 'type', 'reference', 'reason', 'status', 'dueBy', 'createdAt', 'decidedAt', 'note'],
  properties: {
    _id: { type: 'string' },
    applicationId: { type: 'string' },
    type: { type: 'string', description: 'The application’s certificate type' },
    reference: { type: 'string', description: 'The application’s reference' },
    reason: { type: 'string', description: 'The citizen’s words, as written' },
    status: { type: 'string', enum: APPEAL_STATUSES },
    dueBy: { type: 'string', format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
    decidedAt: { type: ['string', 'null'], format: 'date-time' },
    note: { type: ['string', 'null'], description: 'The officer’s note on the decision, which the citizen reads' },
  },
} as const;

export function toAppealAdminRow(row: AppealRow & Pick<ApplicationRow, 'type' | 'reference'>): AppealAdminRow {
  return {
    _id: row.id,
    applicationId: row.applicationId,
    type: row.type,
    reference: row.reference,
    reason: row.reason,
    status: row.status,
    dueBy: row.dueBy.toISOString(),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
  };
}

/** The admin list's page of appeals: open first, newest first within each, and the next page's cursor. */
export async function appealPage(
  executor: Executor,
  query: { status?: string; after?: AppealKeyset; limit: number },
): Promise<{ rows: AppealAdminRow[]; next: string | null }> {
  const rows = await pageAppeals(executor, query);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const next =
    rows.length > query.limit && last
      ? encodeAppealCursor({ rank: last.status === 'open' ? 0 : 1, micros: last.cursorMicros, id: last.id })
      : null;
  return { rows: page.map(toAppealAdminRow), next };
}

import type { WorkQueueAnswer } from '../../../../shared/api/admin-queue-types';
import { adminListSearchParams } from '../../../../shared/api/admin-types';
import type {
  AdminActionDone,
  AdminCategory,
  AdminListAnswer,
  AdminListQuery,
  AuditLogAnswer,
  ApplicationDetail,
  CertificateDecision,
  ClerkGrievanceStatus,
  ClerkTaxStatus,
} from '../../../../shared/api/admin-types';
import { apiPaths } from '../../../../shared/api/paths';
import { apiClient } from '../../../lib/api-client';

/** The dashboard's filter value for "late pending applications" (`<list>.overdue=1` on the server). */
export const OVERDUE_FILTER = 'overdue';

/** A list filter set to "Overdue" asks for `<list>.overdue`, not for a status of that name. */
function withOverdue(query: AdminListQuery): AdminListQuery {
  const entries = Object.entries(query.status ?? {}) as [AdminCategory, string | undefined][];
  const status = Object.fromEntries(entries.filter(([, value]) => value !== OVERDUE_FILTER));
  const overdue = Object.fromEntries(entries.filter(([, value]) => value === OVERDUE_FILTER).map(([category]) => [category, true]));
  return { ...query, status, overdue };
}

/** GET /api/admin/list with its paging, filters and search (issue 6). */
export async function fetchAdminLists(query: AdminListQuery = {}): Promise<AdminListAnswer> {
  const { data } = await apiClient.get<AdminListAnswer>(apiPaths.admin.list, { params: adminListSearchParams(withOverdue(query)) });
  return data;
}

export async function fetchAuditLog(after?: string): Promise<AuditLogAnswer> {
  const { data } = await apiClient.get<AuditLogAnswer>(apiPaths.admin.audit, { params: after ? { after } : {} });
  return data;
}

export async function fetchApplication(slug: string, id: string): Promise<ApplicationDetail> {
  const { data } = await apiClient.get<ApplicationDetail>(apiPaths.admin.certificate(slug, id));
  return data;
}

export async function decideApplication(slug: string, id: string, decision: CertificateDecision): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(apiPaths.admin.certificateDecision(slug, id, decision));
  return data;
}

export async function setGrievanceStatus(id: string, status: ClerkGrievanceStatus): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(apiPaths.admin.grievanceStatus(id), { status });
  return data;
}

export async function setTaxStatus(id: string, status: ClerkTaxStatus): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(apiPaths.admin.taxStatus(id), { status });
  return data;
}

/** A document's signed link on the API's host (spec section 7: {host}/uploads/{filename}). */
export function documentHref(url: string): string {
  return url.startsWith('/') ? `${apiClient.defaults.baseURL ?? ''}${url}` : url;
}

/** GET /api/admin/queue: "To review", due soonest first; `after` an item's or a page's cursor. */
export async function fetchWorkQueue(query: { after?: string; limit?: number } = {}): Promise<WorkQueueAnswer> {
  const params: Record<string, string> = {};
  if (query.after) params.after = query.after;
  if (query.limit !== undefined) params.limit = String(query.limit);
  const { data } = await apiClient.get<WorkQueueAnswer>(apiPaths.admin.queue, { params });
  return data;
}

/**
 * Downloads a list as CSV with the dashboard's filters (GET /api/admin/export/{list}.csv): the
 * clerk's token goes in the header, so the file comes as a blob and is saved through a link.
 */
export async function downloadListCsv(category: AdminCategory, query: AdminListQuery): Promise<void> {
  const response = await apiClient.get<Blob>(apiPaths.admin.exportCsv(category), { params: adminListSearchParams(withOverdue(query)), responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${category}.csv`;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

import type { WorkQueueAnswer } from '../../../../shared/api/admin-queue-types';
import { adminListSearchParams } from '../../../../shared/api/admin-types';
import type {
  AdminActionDone,
  AdminCategory,
  AdminListAnswer,
  AdminListQuery,
  AppealAdminRow,
  AppealDecision,
  AuditLogAnswer,
  ApplicationDetail,
  CertificateDecision,
  ClerkGrievanceStatus,
  ClerkSaid,
  ClerkTaxStatus,
  GrievanceDetail,
  MessagesAnswer,
  OutboundMessage,
  ReturnForCorrection,
} from '../../../../shared/api/admin-types';
import type { KioskLinkCreated } from '../../../../shared/api/kiosk-types';
import type { CollectionReport } from '../../../../shared/api/submissions/tax-types';
import type { DayRange } from '../../../../shared/domain/taxes/financial-year';
import { adminApiPaths } from '../../../../shared/api/admin-paths';
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

/** GET /api/admin/list with its paging, filters and search (decision 010). */
export async function fetchAdminLists(query: AdminListQuery = {}): Promise<AdminListAnswer> {
  const { data } = await apiClient.get<AdminListAnswer>(adminApiPaths.list, { params: adminListSearchParams(withOverdue(query)) });
  return data;
}

/** The appeals, open first: a page of `only=appeals` (decision 084). */
export async function fetchAppeals(after?: string): Promise<{ rows: AppealAdminRow[]; next: string | null }> {
  const answer = await fetchAdminLists({ only: ['appeals'], ...(after ? { after: { appeals: after } } : {}) });
  return { rows: answer.appeals ?? [], next: answer.pages.appeals?.next ?? null };
}

/** Upholds (the application pending again) or dismisses (with the note the citizen reads) an open appeal. */
export async function decideAppeal(id: string, decision: AppealDecision): Promise<AppealAdminRow> {
  const { data } = await apiClient.post<AppealAdminRow>(adminApiPaths.appealDecision(id), decision);
  return data;
}

export async function fetchAuditLog(after?: string): Promise<AuditLogAnswer> {
  const { data } = await apiClient.get<AuditLogAnswer>(adminApiPaths.audit, { params: after ? { after } : {} });
  return data;
}

export async function fetchApplication(slug: string, id: string): Promise<ApplicationDetail> {
  const { data } = await apiClient.get<ApplicationDetail>(adminApiPaths.certificate(slug, id));
  return data;
}

/**
 * Accept with an optional note, decline with an optional reason (decision 048), chosen by code and
 * written (decision 073). `version`: the application's `updatedAt` as the clerk read it; the server
 * refuses a decision on one changed since (409 `certificate.changed`, decision 064). Every
 * decision of the dashboard sends it.
 */
export async function decideApplication(
  slug: string,
  id: string,
  decision: CertificateDecision,
  version: string,
  said?: ClerkSaid,
): Promise<AdminActionDone> {
  const body = { version, ...saidAs(decision === 'accept' ? 'note' : 'reason', said) };
  const { data } = await apiClient.post<AdminActionDone>(adminApiPaths.certificateDecision(slug, id, decision), body);
  return data;
}

/** Revokes an accepted application's certificate; its verify page then says revoked (decision 050). */
export async function revokeCertificate(slug: string, id: string, reason: string): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(adminApiPaths.certificateRevoke(slug, id), { reason });
  return data;
}

export async function returnApplication(
  slug: string,
  id: string,
  correction: ReturnForCorrection,
  version: string,
): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(adminApiPaths.certificateReturn(slug, id), { ...correction, version });
  return data;
}

export async function fetchGrievance(id: string): Promise<GrievanceDetail> {
  const { data } = await apiClient.get<GrievanceDetail>(adminApiPaths.grievance(id));
  return data;
}

/**
 * A grievance's photo (decision 085), fetched with the clerk's token: an <img> would send none.
 * The caller shows the blob through an object URL.
 */
export async function fetchGrievancePhoto(photoPath: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/uploads/${encodeURIComponent(photoPath)}`, { responseType: 'blob' });
  return data;
}

/** Marks the grievance a duplicate of another, named by its complaint ID, or (null) unmarks it: setting a value, so a retry does no harm. */
export async function markGrievanceDuplicate(id: string, of: string | null): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(adminApiPaths.grievanceDuplicate(id), { of });
  return data;
}

/** `version`: the grievance's `updatedAt` as the clerk read it (decision 064). */
export async function setGrievanceStatus(
  id: string,
  status: ClerkGrievanceStatus,
  version: string,
  said?: ClerkSaid,
): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(adminApiPaths.grievanceStatus(id), { status, version, ...saidAs('note', said) });
  return data;
}

/** `version`: the payment's `updatedAt` as the clerk read it (decision 064). */
export async function setTaxStatus(id: string, status: ClerkTaxStatus, version: string, said?: ClerkSaid): Promise<AdminActionDone> {
  const { data } = await apiClient.post<AdminActionDone>(adminApiPaths.taxStatus(id), { status, version, ...saidAs('reason', said) });
  return data;
}

/** A clerk's words under the body's name for them (`note` or `reason`), and the chosen reasons' codes: each only when there is one. */
function saidAs(key: 'note' | 'reason', said: ClerkSaid | undefined): Record<string, string | string[]> {
  return {
    ...(said?.words === undefined ? {} : { [key]: said.words }),
    ...(said && said.reasonCodes.length > 0 ? { reasonCodes: said.reasonCodes } : {}),
  };
}

/** A document's signed link on the API's host (spec section 7: {host}/uploads/{filename}). */
export function documentHref(url: string): string {
  return url.startsWith('/') ? `${apiClient.defaults.baseURL ?? ''}${url}` : url;
}

/** POST /api/admin/kiosk-links: a one-time link that makes a tablet a kiosk (decision 047). */
export async function createKioskLink(): Promise<KioskLinkCreated> {
  const { data } = await apiClient.post<KioskLinkCreated>(adminApiPaths.kioskLinks);
  return data;
}
/** GET /api/admin/queue: "To review", due soonest first; `after` an item's or a page's cursor. */
export async function fetchWorkQueue(query: { after?: string; limit?: number } = {}): Promise<WorkQueueAnswer> {
  const params: Record<string, string> = {};
  if (query.after) params.after = query.after;
  if (query.limit !== undefined) params.limit = String(query.limit);
  const { data } = await apiClient.get<WorkQueueAnswer>(adminApiPaths.queue, { params });
  return data;
}

/**
 * Downloads a list as CSV with the dashboard's filters (GET /api/admin/export/{list}.csv): the
 * clerk's token goes in the header, so the file comes as a blob and is saved through a link.
 */
export async function downloadListCsv(category: AdminCategory, query: AdminListQuery): Promise<void> {
  await downloadExport(adminApiPaths.exportCsv(category), `${category}.csv`, query);
}

/** Every list's CSV in one ZIP, each with the dashboard's filters (GET /api/admin/export/all.zip). */
export async function downloadEveryList(query: AdminListQuery): Promise<void> {
  await downloadExport(adminApiPaths.exportAll, 'all-lists.zip', query);
}

async function downloadExport(path: string, fallbackName: string, query: AdminListQuery): Promise<void> {
  const response = await apiClient.get<Blob>(path, { params: adminListSearchParams(withOverdue(query)), responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The 100 newest messages to citizens (decision 051): of one state or all, about one request or all. */
export async function fetchMessages(query: { state?: OutboundMessage['state']; record?: string }): Promise<MessagesAnswer> {
  const { data } = await apiClient.get<MessagesAnswer>(adminApiPaths.messages, { params: query });
  return data;
}

/** Queues a failed or sent message again, tried afresh. */
export async function resendMessage(id: string): Promise<OutboundMessage> {
  const { data } = await apiClient.post<OutboundMessage>(adminApiPaths.messageResend(id));
  return data;
}

/** GET /api/admin/collection: the register's demand, collected and outstanding per tax type and ward, for the demands whose period starts in `range`. */
export async function fetchCollection(range: DayRange): Promise<CollectionReport> {
  const { data } = await apiClient.get<CollectionReport>(adminApiPaths.collection, { params: { from: range.from, to: range.to } });
  return data;
}

/** The same report as CSV (GET /api/admin/collection.csv), for a download button. */
export const collectionCsvPath = (range: DayRange): string =>
  `${adminApiPaths.collectionCsv}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

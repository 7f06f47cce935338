import { APPLICATION_STATUSES } from '../domain/certificates/application-status';
import { certificatesInAdminOrder } from '../domain/certificates/certificate-definitions';
import type { CertificateListKey } from '../domain/certificates/certificate-definitions';
import { GRIEVANCE_STATUSES } from '../domain/grievances/grievance-rules';
import { TAX_PAYMENT_STATUSES } from '../domain/taxes/payment-status';
import { APPEAL_STATUSES } from '../domain/appeals/appeal-rules';
import type { Department } from '../domain/staff/departments';
import type { Language } from '../i18n/languages';

/** An uploaded document as the admin list carries it: `url` is a signed, expiring /uploads/ link. */
export interface AdminDocument {
  field: string;
  label: string;
  /** The name the file had on the citizen's device. */
  name: string;
  /** Bytes; absent or not a number when the server does not know it. */
  size?: number | null;
  type: string;
  url: string;
}

/**
 * One certificate application in GET /api/admin/list: every field of its definition (read them
 * through the definition's field names), the `…Path` fields, and these.
 */
export type CertificateAdminRow = Record<string, unknown> & {
  _id: string;
  reference: string;
  status: string;
  createdAt: string;
  /** When it last changed: the version a clerk's decision names (decision 064). */
  updatedAt: string;
  /** In the lists: the day the answer is due (India's calendar), submitted on plus the type's service days. */
  dueBy?: string;
  /** In the lists: days from today to `dueBy`, negative when late. */
  daysLeft?: number;
  /** When it was escalated, its due time passed undecided (decision 083); null: not; absent from an older server. */
  escalatedAt?: string | null;
  documents: AdminDocument[];
  /** The language the applicant reads the office's messages in (decision 073); absent from an older server. */
  citizenLanguage?: Language;
};

export interface GrievanceAdminRow {
  _id: string;
  complaintId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
  /** When it last changed: the version a clerk's status change names (decision 064). */
  updatedAt: string;
  /** The language the submitter reads the office's messages in (decision 073); absent from an older server. */
  citizenLanguage?: Language;
  /** When it was escalated, its service time passed undecided (decision 083); null: not escalated. */
  escalatedAt?: string | null;
  /** Its ward (decision 085), when the submitter named one. */
  ward?: string | null;
  /** When its submitter last reopened it; null: never. */
  reopenedAt?: string | null;
  /** Whether a photo came with it. */
  hasPhoto?: boolean;
}

/** A grievance's place as its submitter gave it (decision 085): any part may be missing. */
export interface GrievancePlace {
  latitude: number | null;
  longitude: number | null;
  ward: string | null;
  landmark: string | null;
}

/** An open grievance that may be about the same problem: of one subject within 100 m, or of one ward and landmark, in the last 14 days. */
export interface PossibleDuplicate {
  _id: string;
  complaintId: string;
  status: string;
  createdAt: string;
  /** Metres away, when both have a point; null when matched by ward and landmark. */
  metres: number | null;
  landmark: string | null;
}

/** A tax payment in the admin list; amounts in rupees. */
export interface TaxAdminRow {
  _id: string;
  reference: string;
  type: string;
  identifiers: Record<string, string>;
  period: string | null;
  billMonth: string | null;
  dueDate: string;
  amount: number;
  lateFee: number;
  /** The early-payment rebate the server took off a register bill, in rupees; 0 for none (decision 075). */
  rebate: number;
  total: number;
  paymentMethod: string;
  status: string;
  createdAt: string;
  /** When it last changed: the version a clerk's decline or refund names (decision 064). */
  updatedAt: string;
  paidAt: string | null;
  /** A bill the register does not hold: the amount is the citizen's own, not the municipality's. */
  selfAssessed: boolean;
  /** The register's bill this payment pays (its demand's number); null when self-assessed. */
  billNumber: string | null;
}

/**
 * `data` of GET /api/admin/list (spec section 7): an array per certificate type (under its
 * definition's listKey), grievances and taxes, newest first.
 */
export type AdminLists = Record<CertificateListKey, CertificateAdminRow[]> & {
  grievances: GrievanceAdminRow[];
  taxes: TaxAdminRow[];
};

/** Some of the lists (a certificate list's key may be absent, as any key of a record may). */
export type SomeAdminLists = Record<CertificateListKey, CertificateAdminRow[]> & Partial<Pick<AdminLists, 'grievances' | 'taxes'>>;

/** A list of the dashboard: a certificate definition's listKey, 'grievances' or 'taxes'. */
export type AdminCategory = CertificateListKey | 'grievances' | 'taxes';

/** Every list of GET /api/admin/list: the dashboard's categories and the appeals (decision 084), which spec clients ignore. */
export type AdminList = AdminCategory | 'appeals';

/** One value per list. */
export type PerList<T> = Record<CertificateListKey, T> & Record<'grievances' | 'taxes', T>;

/** The dashboard's lists in the order it shows them (spec section 2). */
export const ADMIN_CATEGORIES: readonly AdminCategory[] = [
  ...certificatesInAdminOrder().map((definition) => definition.listKey),
  'grievances',
  'taxes',
];

export const ADMIN_LISTS: readonly AdminList[] = [...ADMIN_CATEGORIES, 'appeals'];

/** What a list can be filtered by. */
export function categoryStatuses(category: AdminList): readonly string[] {
  if (category === 'appeals') return APPEAL_STATUSES;
  if (category === 'grievances') return GRIEVANCE_STATUSES;
  if (category === 'taxes') return TAX_PAYMENT_STATUSES;
  return APPLICATION_STATUSES;
}

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 200;
/** Names are matched by fragments of three characters and more (a trigram index serves them). */
export const ADMIN_SEARCH_MIN = 3;
export const ADMIN_SEARCH_MAX = 100;

/**
 * The query of GET /api/admin/list. Without any, the first page of all eight lists. `q` finds
 * an applicant's or complainant's name by a fragment, or a reference / complaint ID exactly;
 * `only` limits the answer to some lists (a 'Load more' asks for one); `status`, `after` and
 * `limits` are per list: its filter, the cursor of its next page, and its page size.
 */
export interface AdminListQuery {
  q?: string;
  limit?: number;
  only?: readonly AdminList[];
  status?: Partial<Record<AdminList, string>>;
  after?: Partial<Record<AdminList, string>>;
  limits?: Partial<Record<AdminList, number>>;
  /** Certificate lists: only pending applications whose due date has passed (`<list>.overdue=1`). */
  overdue?: Partial<Record<AdminCategory, boolean>>;
}

/** The query string of an AdminListQuery: `q`, `limit`, `only=a,b`, `<list>.status`, `<list>.after`, `<list>.limit`. */
export function adminListSearchParams(query: AdminListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== undefined && query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.only && query.only.length > 0) params.set('only', query.only.join(','));
  for (const category of ADMIN_LISTS) {
    const status = query.status?.[category];
    const after = query.after?.[category];
    const limit = query.limits?.[category];
    if (status) params.set(`${category}.status`, status);
    if (after) params.set(`${category}.after`, after);
    if (limit !== undefined) params.set(`${category}.limit`, String(limit));
    if (category !== 'appeals' && query.overdue?.[category]) params.set(`${category}.overdue`, '1');
  }
  return params;
}

/** How many items a list holds in each status, whatever the filters. */
export interface CategoryCounts {
  total: number;
  byStatus: Record<string, number>;
}

/** Where a list goes on: the cursor for `<list>.after`, null on its last page. */
export interface CategoryPage {
  next: string | null;
}

/**
 * GET /api/admin/list: `data` holds the requested lists (all eight unless `only` says otherwise),
 * `pages` their cursors, `counts` every list's figures.
 */
export interface AdminListAnswer {
  data: SomeAdminLists;
  pages: Partial<Record<AdminList, CategoryPage>>;
  counts: PerList<CategoryCounts>;
  /** The citizens' appeals, open first (decision 084), unless `only` leaves them out: beside `data`, whose lists are the spec's. */
  appeals?: AppealAdminRow[];
}

/** One line of the audit log: an admin's action on an application, grievance or payment. */
export interface AuditEntry {
  _id: string;
  at: string;
  actor: string | null;
  action: string;
  /** `list`: a CSV export (its reference names the list and filters). */
  targetType: 'application' | 'grievance' | 'tax_payment' | 'kiosk_link' | 'list' | 'register' | 'staff';
  targetId: string;
  targetReference: string;
  before: string | null;
  after: string;
}

/** GET /api/admin/audit: newest first, `next` the cursor for `?after=`. */
export interface AuditLogAnswer {
  entries: AuditEntry[];
  next: string | null;
}

/** Who did what to an application, and when; `actor` is null for the citizen's submission. */
export interface ApplicationHistoryEntry {
  action: string;
  at: string;
  actor: string | null;
  /** The clerk's reason, note or request for correction (decision 048). */
  message?: string;
  /** `returned`: the fields and documents to correct; `resubmitted`: the ones the citizen changed. */
  fields?: string[];
}

/** GET /api/admin/certificates/{type}/{id}. */
export type ApplicationDetail = CertificateAdminRow & {
  history: ApplicationHistoryEntry[];
  /** Once accepted, its certificate (decision 050); revoked since `certificateRevokedAt`, if it was. */
  certificateNumber?: string;
  verifyUrl?: string;
  certificateRevokedAt?: string;
};

export type CertificateDecision = 'accept' | 'decline';

/**
 * What a clerk tells the citizen with a decision (decision 073): the reasons chosen from the list,
 * by code (sent as `reasonCodes`, worded in the citizen's language), and the clerk's own words.
 */
export interface ClerkSaid {
  reasonCodes: string[];
  words?: string;
}

/** POST /api/admin/certificates/{type}/{id}/return: the message may be empty when a reason is chosen (decision 073). */
export interface ReturnForCorrection {
  message: string;
  fields: string[];
  reasonCodes: string[];
}
export type ClerkGrievanceStatus = 'In Progress' | 'Resolved' | 'Declined';
export type ClerkTaxStatus = 'declined' | 'refunded';

/** GET /api/admin/grievances/{id}: the grievance with its history and the clerks' notes (decision 048). */
export type GrievanceDetail = GrievanceAdminRow & {
  /** `kind`: a status set, an escalation or the submitter reopening it (their reason in `note`); absent from an older server. */
  history: { status: string; at: string; actor: string | null; note?: string; kind?: 'status' | 'escalated' | 'reopened' }[];
  /** The photo's stored name: served at /uploads/{photoPath} to staff, as documents are (decision 085). */
  photoPath?: string | null;
  place?: GrievancePlace | null;
  /** 'open311' when another service filed it (decision 086). */
  source?: 'portal' | 'open311';
  /** The submitter's rating after Resolved, once. */
  feedback?: { rating: number; comment: string | null; at: string } | null;
  /** The grievance a clerk marked this one a duplicate of. */
  duplicateOf?: { _id: string; complaintId: string } | null;
  /** Open grievances that may be the same problem (decision 085), nearest first. */
  possibleDuplicates?: PossibleDuplicate[];
};

/** Answer of every admin action. */
export interface AdminActionDone {
  _id: string;
  status: string;
}

/** A message to a citizen (GET /api/admin/messages, decision 051): what was sent, to whom, and how it went. */
export interface OutboundMessage {
  _id: string;
  /** application.received, application.returned, grievance.status_changed, password.reset… */
  event: string;
  channel: 'email' | 'sms';
  recipient: string;
  language: string;
  subject: string | null;
  body: string;
  recordType: string;
  recordId: string;
  state: 'queued' | 'sent' | 'failed';
  attempts: number;
  /** smtp, msg91, or log (nothing left the server). */
  sentBy: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MessagesAnswer {
  messages: OutboundMessage[];
}

/** An officer as the staff page lists them (decision 081). */
export interface StaffMember {
  _id: string;
  username: string;
  email: string;
  role: 'admin' | 'officer';
  departments: Department[];
  /** Null: every ward of their departments. */
  wards: string[] | null;
  active: boolean;
  createdAt: string;
}

/** POST /api/admin/staff. */
export interface NewStaffMember {
  username: string;
  email: string;
  password: string;
  departments: Department[];
  wards?: string[];
}

/** PATCH /api/admin/staff/{id}: any of these. */
export interface StaffChange {
  departments?: Department[];
  wards?: string[] | null;
  active?: boolean;
}

/** An appeal in the admin list's `appeals` (decision 081). */
export interface AppealAdminRow {
  _id: string;
  applicationId: string;
  type: string;
  reference: string;
  reason: string;
  status: 'open' | 'upheld' | 'dismissed';
  dueBy: string;
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
}

/** POST /api/admin/appeals/{id}/decide. */
export interface AppealDecision {
  outcome: 'upheld' | 'dismissed';
  note: string;
}

/** One row of GET /api/admin/figures: a certificate type, or `grievances`, over the range (decision 083). */
export interface ServiceFigure {
  /** A certificate type's slug, or `grievances`. */
  type: string;
  department: Department;
  received: number;
  /** Of those received in the range: decided by their due time, and after it. */
  decidedOnTime: number;
  decidedLate: number;
  escalated: number;
  /** The median of the days from receipt to decision of those decided; null when none was. */
  medianDays: number | null;
}

/** GET /api/admin/figures?from=&to= (YYYY-MM-DD, India's calendar, by the day each item came; the last 90 days by default). */
export interface ServiceFigures {
  from: string;
  to: string;
  figures: ServiceFigure[];
}

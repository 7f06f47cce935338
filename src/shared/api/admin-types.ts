import type { CertificateListKey } from '../domain/certificates/certificate-definitions';

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
  documents: AdminDocument[];
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
  total: number;
  paymentMethod: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
}

/** `data` of GET /api/admin/list (spec section 7): eight arrays, newest first. */
export type AdminLists = Record<CertificateListKey, CertificateAdminRow[]> & {
  grievances: GrievanceAdminRow[];
  taxes: TaxAdminRow[];
};

export interface AdminListAnswer {
  data: AdminLists;
}

/** Who did what to an application, and when; `actor` is null for the citizen's submission. */
export interface ApplicationHistoryEntry {
  action: string;
  at: string;
  actor: string | null;
}

/** GET /api/admin/certificates/{type}/{id}. */
export type ApplicationDetail = CertificateAdminRow & { history: ApplicationHistoryEntry[] };

export type CertificateDecision = 'accept' | 'decline';
export type ClerkGrievanceStatus = 'In Progress' | 'Resolved' | 'Declined';
export type ClerkTaxStatus = 'declined' | 'refunded';

/** Answer of every admin action. */
export interface AdminActionDone {
  _id: string;
  status: string;
}

import type { TaxReceipt } from './submissions/tax-types';

/*
 * The signed-in citizen's own requests (decision 043): GET /api/me/… Dates and times are
 * ISO 8601 (`createdAt` with its time, `dueBy` a calendar date in India, YYYY-MM-DD).
 */

/** One page of a list, newest first. `nextCursor` asks for the next page (`?cursor=`); null on the last. */
export interface MyRequestsPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** One change of a request's status: when, the status it took, and the clerk's message when there is one. */
export interface TimelineEntry {
  at: string;
  status: string;
  message?: string;
  /** An entry that changed no status: `escalated`, its service time passed undecided (decision 083). */
  event?: 'escalated';
}

/** GET /api/me/applications: one application of any type. */
export interface MyApplicationItem {
  /** The certificate definition's slug. */
  type: string;
  id: string;
  reference: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** The date the answer is due: the day it came plus its type's service time (India's calendar). */
  dueBy: string;
  /** When its certificate was revoked, if it was (decision 064). */
  certificateRevokedAt?: string;
}

/** What GET /api/me/applications/{type}/{id} says of an application besides the answers given in it. */
export interface MyApplicationRecord {
  _id: string;
  type: string;
  reference: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  dueBy: string;
  /** Their names and sizes only: no stored name, no link. */
  documents: { field: string; name: string; size: number }[];
  timeline: TimelineEntry[];
  /** Once accepted: the certificate issued (decision 050) and its public verify page (its QR code's URL). */
  certificateNumber?: string;
  verifyUrl?: string;
  /**
   * When its certificate was revoked and why (decision 064): it no longer stands and its PDF is
   * no longer given; the timeline ends with the revocation (`status: 'revoked'`).
   */
  certificateRevokedAt?: string;
  certificateRevokeReason?: string;
  /** While `returned`: the form and file fields the clerk asked to correct (decision 048). */
  returnedFields?: string[];
}

/**
 * GET /api/me/applications/{type}/{id}: every text field of its definition (read them through the
 * definition's field names; Aadhaar numbers masked to their last four digits, `XXXX XXXX 1234`),
 * and the record.
 */
export type MyApplicationDetail = Record<string, unknown> & MyApplicationRecord;

/** GET /api/me/payments: one payment. Amounts in rupees, as create-order takes them. */
export interface MyPaymentItem {
  id: string;
  reference: string;
  /** The tax definition's slug. */
  type: string;
  amount: number;
  lateFee: number;
  total: number;
  status: string;
  createdAt: string;
}

/**
 * GET /api/me/payments/{id}: the payment with what identifies it (the form's identifiers, the
 * gateway's order, payment and refund ids) and its history. `receipt` is what POST
 * /api/taxes/verify answered (amounts in paise, as there), for a payment that was paid.
 */
export interface MyPaymentDetail extends MyPaymentItem {
  identifiers: Record<string, string>;
  period: string | null;
  billMonth: string | null;
  dueDate: string;
  paymentMethod: string;
  updatedAt: string;
  paidAt: string | null;
  orderId: string;
  paymentId: string | null;
  refundId: string | null;
  receipt: TaxReceipt | null;
  timeline: TimelineEntry[];
}

/** GET /api/me/grievances: one grievance. */
export interface MyGrievanceItem {
  complaintId: string;
  subject: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  /** The clerk's latest note, when there is one: the submitter's to read, never the public tracker's. */
  message?: string;
}

/** GET /api/applications/track?reference=…&mobile=…: the status and dates, nothing else. */
export interface ApplicationTracked {
  reference: string;
  type: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  dueBy: string;
}

/**
 * GET /api/verify/{number}?t={token}, for anyone: what the verify page shows of an issued
 * certificate, and nothing else (decision 050). `type` is the certificate definition's slug.
 */
export interface CertificateVerification {
  valid: boolean;
  status: 'valid' | 'revoked';
  kind: 'certificate';
  type: string;
  number: string;
  /** The person's name as the certificate prints it. */
  name: string;
  issuedAt: string;
  /** The issuing office, in English. */
  office: string;
  revokedAt?: string;
}

/**
 * The same check of a payment's receipt (decision 053): paid, or refunded since a date. `type` is
 * the tax definition's slug, `name` the payer as the bill names them ('' when the bill names
 * nobody), `billNumber` the property, consumer, connection or patta number, `total` in rupees.
 */
export interface ReceiptVerification {
  valid: boolean;
  status: 'paid' | 'refunded';
  kind: 'receipt';
  type: string;
  number: string;
  name: string;
  billNumber: string;
  total: number;
  issuedAt: string;
  office: string;
  refundedAt?: string;
}

/** What GET /api/verify/{number}?t={token} answers. */
export type Verification = CertificateVerification | ReceiptVerification;

/** POST /api/me/applications/{type}/{id}/appeal (decision 081). */
export interface AppealRequest {
  reason: string;
}

export interface AppealCreated {
  appealId: string;
  status: 'open';
  /** When the appeal is to be decided (ISO date-time). */
  dueBy: string;
}

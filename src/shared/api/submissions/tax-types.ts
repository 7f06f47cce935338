import type { PaymentMethod, TaxSlug } from '../../domain/taxes/tax-definitions';

/** POST /api/taxes/create-order (spec section 3, tax payment order). */
export interface TaxOrderRequest {
  type: TaxSlug;
  identifiers: Record<string, string>;
  period?: string;
  billMonth?: string;
  dueDate: string;
  /** Rupees, at most two decimals. */
  amount: number;
  /** Sent for compatibility; the server computes its own. */
  lateFee?: number;
  paymentMethod: PaymentMethod;
  /** The register's bill being paid, from GET /api/bills (decision 075); without it the identifier and period find it. */
  billNumber?: string;
}

/**
 * Its answer: the gateway order, the total in paise, and our payment record's id. POST
 * /api/me/payments/{id}/checkout answers the same for an order made before (decision 074).
 */
export interface TaxOrderCreated {
  orderId: string;
  amount: number;
  id: string;
  currency: 'INR';
  /** Which checkout the client opens, and (for Razorpay) the public key id. */
  provider: 'sandbox' | 'razorpay';
  keyId?: string;
  lateFee: number;
  /** The early-payment rebate taken off a register bill, in paise (decision 075). */
  rebate?: number;
  reference: string;
}

/** POST /api/me/payments/{id}/cancel: the order, now cancelled (decision 074). */
export interface TaxOrderCancelled {
  id: string;
  status: 'cancelled';
}

/** POST /api/taxes/verify. */
export interface PaymentVerificationRequest {
  paymentId: string;
  orderId: string;
  signature: string;
  id: string;
}

export interface PaymentVerified {
  verified: boolean;
  receipt?: TaxReceipt;
}

/** What a citizen keeps after paying. Amounts in paise. */
export interface TaxReceipt {
  reference: string;
  type: TaxSlug;
  identifiers: Record<string, string>;
  period?: string;
  billMonth?: string;
  amount: number;
  lateFee: number;
  /** The early-payment rebate of a register bill, when one was taken off (decision 075). */
  rebate?: number;
  total: number;
  paymentMethod: PaymentMethod;
  paidAt: string;
  paymentId: string;
  /** The signed receipt's number (MUN/RCT/2026/000001) and its public verify page (decision 053). */
  receiptNumber?: string;
  verifyUrl?: string;
}

/** The sandbox gateway (DESIGN section 7). */
export interface SandboxCheckoutRequest {
  orderId: string;
  outcome: 'success' | 'failure';
}
export interface SandboxCheckoutResult {
  paymentId: string;
  orderId: string;
  signature: string;
}

/** One demand of a bill from the register (GET /api/bills, decision 075). Amounts in rupees. */
export interface BillDue {
  billNumber: string;
  /** Property and land: the spec's period (`Apr-Jun`, `2025-2026`); the bills: `billMonth` (YYYY-MM). */
  period?: string;
  billMonth?: string;
  /** The period's first day (YYYY-MM-DD): tells the same quarter of two years apart. */
  periodStart: string;
  dueDate: string;
  amount: number;
  lateFee: number;
  rebate: number;
  total: number;
  status: 'due' | 'paid';
  /** A paid demand's receipt: its number and public verify page, when one was issued. */
  receiptNumber?: string;
  verifyUrl?: string;
}

/** GET /api/bills: the register's account and its demands, oldest first; `name` masked (`R***a K***r`). */
export interface Bill {
  type: TaxSlug;
  number: string;
  name: string | null;
  /** The account's other identifiers the form may show (ward, zone, door number), never a mobile number or address. */
  identifiers: Record<string, string>;
  dues: BillDue[];
  /** The sum of every due demand's total, in rupees. */
  totalDue: number;
}

/**
 * POST /api/admin/register/{type}/import: what was (or, with `?dryRun=true`, would be) written
 * (decision 077). A file with errors is a 422 `register.rows_invalid` carrying these fields, its
 * counts 0: nothing is written.
 */
export interface RegisterImportResult {
  dryRun: boolean;
  /** The file's rows (demands), with or without errors. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** The first 100 errors, by line: the file's line the row starts on, the column's header name (null: the whole line). */
  errors: { line: number; column: string | null; message: string }[];
  /** Every error found, listed or not. */
  errorCount: number;
}

/** GET /api/admin/collection: one row per tax type and ward. Amounts in rupees. */
export interface CollectionRow {
  type: TaxSlug;
  ward: string | null;
  demand: number;
  collected: number;
  outstanding: number;
  /** Payments of bills the register does not hold (self-assessed), for the same type and period. */
  selfAssessed?: number;
}

export interface CollectionReport {
  /** The period's first and last day (YYYY-MM-DD) the demands' period starts fall in. */
  from: string;
  to: string;
  rows: CollectionRow[];
  totals: { demand: number; collected: number; outstanding: number };
}

import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { municipality } from '../../../shared/domain/municipality';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { receipts, taxPayments } from '../../db/schema';
import type { ReceiptRow, TaxPaymentRow } from '../../db/schema';
import { newVerifyToken, nextDocumentNumber, verifyPathOf } from '../../documents/verifiable';

/** The receipts' series among the certificates' (`MUN/RCT/2026/000001`); no certificate type may use it. */
export const RECEIPT_SERIES = 'RCT';

/** What a paid payment's views and the verify answer say about its receipt. */
export interface ReceiptLink {
  receiptNumber: string;
  verifyUrl: string;
}

/** A receipt's row without its PDF (which only a download reads). */
export type ReceiptFacts = Omit<ReceiptRow, 'pdf'>;
const { pdf: _pdf, ...factColumns } = getTableColumns(receipts);

/**
 * Gives a payment being recorded as paid its receipt, inside that transaction (decision 053): the
 * next receipt number and a random verify token. The PDF is made at the first download, off the
 * payment's path. A payment paid again after a refund keeps the receipt it had.
 */
export async function issueReceipt(tx: Executor, payment: TaxPaymentRow, config: Pick<Config, 'municipalityCode'>): Promise<void> {
  const paidAt = payment.paidAt ?? new Date();
  const number = await nextDocumentNumber(tx, config.municipalityCode, RECEIPT_SERIES, paidAt);
  await tx
    .insert(receipts)
    .values({ number, paymentId: payment.id, issuedAt: paidAt, verifyToken: newVerifyToken() })
    .onConflictDoNothing({ target: receipts.paymentId });
}

/** The receipt of a payment, when it was paid. */
export async function findReceiptOf(executor: Executor, paymentId: string): Promise<ReceiptFacts | null> {
  const [row] = await executor.select(factColumns).from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return row ?? null;
}

/** The receipt with this number and its payment, or null (the unique index answers either way alike). */
export async function findReceiptByNumber(
  executor: Executor,
  number: string,
): Promise<{ receipt: ReceiptFacts; payment: TaxPaymentRow } | null> {
  const [row] = await executor
    .select({ receipt: factColumns, payment: getTableColumns(taxPayments) })
    .from(receipts)
    .innerJoin(taxPayments, eq(taxPayments.id, receipts.paymentId))
    .where(eq(receipts.number, number))
    .limit(1);
  return row ?? null;
}

/** What a payment's views add once it has a receipt: nothing before. */
export function receiptLinkOf(config: Pick<Config, 'publicUrl'>, receipt: ReceiptFacts | null): ReceiptLink | Record<string, never> {
  if (!receipt) return {};
  return { receiptNumber: receipt.number, verifyUrl: `${config.publicUrl}${verifyPathOf(receipt.number, receipt.verifyToken)}` };
}

/**
 * The signed PDF of a payment's receipt (null: the payment has none). Made and signed at its
 * first download and kept; when two first downloads meet, the one stored first is what both
 * (and every later one) get, so a receipt is one file.
 */
export async function receiptPdfOf(
  db: Database,
  payment: TaxPaymentRow,
  config: Pick<Config, 'publicUrl' | 'signingKey'>,
): Promise<{ number: string; pdf: Buffer } | null> {
  const [stored] = await db.select().from(receipts).where(eq(receipts.paymentId, payment.id)).limit(1);
  if (!stored) return null;
  if (stored.pdf) return { number: stored.number, pdf: stored.pdf };
  // Loaded with the first receipt, not at start: most requests never need pdfkit and its fonts.
  const [{ receiptPdf }, { signPdf }] = await Promise.all([import('./receipt-pdf'), import('../../documents/sign-pdf')]);
  const verifyUrl = `${config.publicUrl}${verifyPathOf(stored.number, stored.verifyToken)}`;
  const unsigned = await receiptPdf({ payment, number: stored.number, verifyUrl });
  const signed = await signPdf(unsigned, config.signingKey(), {
    reason: `Payment receipt ${stored.number}`,
    name: municipality.name,
    location: 'Tamil Nadu, India',
  });
  const [kept] = await db
    .update(receipts)
    .set({ pdf: signed })
    .where(and(eq(receipts.id, stored.id), isNull(receipts.pdf)))
    .returning({ pdf: receipts.pdf });
  if (kept?.pdf) return { number: stored.number, pdf: kept.pdf };
  const [first] = await db.select({ pdf: receipts.pdf }).from(receipts).where(eq(receipts.id, stored.id)).limit(1);
  return first?.pdf ? { number: stored.number, pdf: first.pdf } : null;
}

import { formatDate } from '../../../shared/i18n/formats';
import { formatPaise } from '../../../shared/domain/common/money';
import { municipality } from '../../../shared/domain/municipality';
import { PAYMENT_METHODS, taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import taxWordsInTamil from '../../../shared/domain/taxes/tax-names-texts.ta';
import { wordFor } from '../../../shared/i18n/word-for';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { bytesOf, newPdf, write, writeFacts, writeVerificationFoot } from '../../documents/bilingual-pdf';
import type { FactRow } from '../../documents/bilingual-pdf';
import { issuingOffice } from '../../../shared/domain/issuing-office';
import type { TaxPaymentRow } from '../../db/schema';
import en from './receipt-pdf-texts.en';
import ta from './receipt-pdf-texts.ta';

export interface ReceiptContent {
  payment: TaxPaymentRow;
  number: string;
  /** What the QR code holds: the public verify page with this receipt's token. */
  verifyUrl: string;
}

/** What a tax definition names, in Tamil (tax-names-texts.ta.po): a tax without period options has none. */
interface TaxWordsInTamil {
  title: string;
  identifiers: Readonly<Record<string, string>>;
  periodOptions?: Readonly<Record<string, string>>;
}

/** The receipt of a paid payment in Tamil and English, unsigned: one A4 page (decision 053). */
export function receiptPdf({ payment, number, verifyUrl }: ReceiptContent): Promise<Buffer> {
  const definition = taxBySlug(payment.type);
  if (!definition) throw new Error(`No tax definition for type ${payment.type}`);
  const tamil: TaxWordsInTamil = taxWordsInTamil[definition.slug];
  const doc = newPdf({ title: `${en.heading} ${number}`, subject: `${tamil.title} / ${definition.checkoutDescription}` });

  write(doc, municipality.nameTa, { size: 16, bold: true, align: 'center' });
  write(doc, municipality.name, { size: 14, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, ta.heading, { size: 20, bold: true, align: 'center' });
  write(doc, en.heading, { size: 18, bold: true, align: 'center' });
  // One script a line: pdfkit cannot centre a line set in two fonts.
  write(doc, tamil.title, { size: 12, align: 'center' });
  write(doc, definition.checkoutDescription, { size: 12, align: 'center' });
  doc.moveDown(0.8);
  write(doc, `${ta.receiptNumber} / ${en.receiptNumber}: ${number}`, { size: 11, bold: true });
  write(doc, `${ta.dateOfPayment} / ${en.dateOfPayment}: ${formatDate(payment.paidAt ?? payment.updatedAt)}`, { size: 11 });
  write(doc, `${ta.paymentReference} / ${en.paymentReference}: ${payment.reference}`, { size: 11 });
  doc.moveDown(0.8);
  writeFacts(doc, factsOf(payment, definition, tamil));
  doc.moveDown(1);
  write(doc, ta.receivedBy({ office: issuingOffice.ta }), { size: 10 });
  write(doc, en.receivedBy({ office: issuingOffice.en }), { size: 10 });
  writeVerificationFoot(doc, verifyUrl, { ta: ta.signed, en: en.signed });
  return bytesOf(doc);
}

/**
 * What the receipt states (decision 053): the payer, when the bill names one, and the bill's own
 * number, its period or month, the money and how it was paid. Not the bill's other identifiers
 * (a mobile number, an address): the receipt proves a payment, and it is shown to others.
 */
function factsOf(payment: TaxPaymentRow, definition: TaxDefinition, tamil: TaxWordsInTamil): FactRow[] {
  const identifiers = definition.identifiers
    .filter((field) => field.name === definition.payerField || field.name === definition.numberField)
    .map((field) => ({
      ta: wordFor(tamil.identifiers, field.name) ?? field.label,
      en: field.label,
      value: payment.identifiers[field.name] ?? '',
    }));
  const period =
    payment.period !== null
      ? { ta: ta.period, en: definition.period.label, value: bothWays(wordFor(tamil.periodOptions ?? {}, payment.period), payment.period) }
      : { ta: ta.billMonth, en: en.billMonth, value: payment.billMonth ?? '' };
  const method = PAYMENT_METHODS.find((candidate) => candidate.value === payment.paymentMethod)?.label ?? payment.paymentMethod;
  const both = (pick: (texts: typeof en) => string) => ({ ta: pick(ta), en: pick(en) });
  return [
    ...identifiers,
    period,
    { ...both((texts) => texts.amount), value: formatPaise(payment.amountPaise) },
    { ...both((texts) => texts.lateFee), value: formatPaise(payment.lateFeePaise) },
    ...(payment.rebatePaise > 0 ? [{ ...both((texts) => texts.rebate), value: `-${formatPaise(payment.rebatePaise)}` }] : []),
    { ...both((texts) => texts.totalPaid), value: formatPaise(payment.totalPaise) },
    { ...both((texts) => texts.paymentMethod), value: method },
    { ...both((texts) => texts.paymentId), value: payment.gatewayPaymentId ?? '' },
  ];
}

/** "ஏப்ரல்–ஜூன் / Apr-Jun", or the value alone when its Tamil is the same ("2024-2025"). */
const bothWays = (tamil: string | undefined, value: string) => (tamil && tamil !== value ? `${tamil} / ${value}` : value);

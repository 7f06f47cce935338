import { formatDate } from '../../../shared/i18n/formats';
import { formatPaise } from '../../../shared/domain/common/money';
import { municipality } from '../../../shared/domain/municipality';
import { PAYMENT_METHODS, taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import { taxWordsInTamil } from '../../../shared/domain/taxes/tax-names-texts.ta';
import type { TaxWordsInTamil } from '../../../shared/domain/taxes/tax-names-texts.ta';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { bytesOf, newPdf, write, writeFacts, writeVerificationFoot } from '../../documents/bilingual-pdf';
import type { FactRow } from '../../documents/bilingual-pdf';
import { issuingOffice } from '../../../shared/domain/issuing-office';
import type { TaxPaymentRow } from '../../db/schema';

export interface ReceiptContent {
  payment: TaxPaymentRow;
  number: string;
  /** What the QR code holds: the public verify page with this receipt's token. */
  verifyUrl: string;
}

/** The receipt of a paid payment in Tamil and English, unsigned: one A4 page (decision 053). */
export function receiptPdf({ payment, number, verifyUrl }: ReceiptContent): Promise<Buffer> {
  const definition = taxBySlug(payment.type);
  if (!definition) throw new Error(`No tax definition for type ${payment.type}`);
  const tamil = taxWordsInTamil[definition.slug];
  const doc = newPdf({ title: `Payment receipt ${number}`, subject: `${tamil.title} / ${definition.checkoutDescription}` });

  write(doc, municipality.nameTa, { size: 16, bold: true, align: 'center' });
  write(doc, municipality.name, { size: 14, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, 'கட்டண ரசீது', { size: 20, bold: true, align: 'center' });
  write(doc, 'Payment receipt', { size: 18, bold: true, align: 'center' });
  // One script a line: pdfkit cannot centre a line set in two fonts.
  write(doc, tamil.title, { size: 12, align: 'center' });
  write(doc, definition.checkoutDescription, { size: 12, align: 'center' });
  doc.moveDown(0.8);
  write(doc, `ரசீது எண் / Receipt number: ${number}`, { size: 11, bold: true });
  write(doc, `செலுத்திய நாள் / Date of payment: ${formatDate(payment.paidAt ?? payment.updatedAt)}`, { size: 11 });
  write(doc, `கட்டணக் குறிப்பு எண் / Payment reference: ${payment.reference}`, { size: 11 });
  doc.moveDown(0.8);
  writeFacts(doc, factsOf(payment, definition, tamil));
  doc.moveDown(1);
  write(doc, `பெற்ற அலுவலகம்: ${issuingOffice.ta}`, { size: 10 });
  write(doc, `Received by: ${issuingOffice.en}`, { size: 10 });
  writeVerificationFoot(doc, verifyUrl, {
    ta: 'இந்த ரசீது மின்னணு முறையில் கையொப்பமிடப்பட்டது. QR குறியீட்டை வருடி அல்லது கீழ்க்கண்ட முகவரியில் சரிபார்க்கவும்.',
    en: 'This receipt is digitally signed. Scan the QR code, or check it at:',
  });
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
    .map((field) => ({ ta: tamil.identifiers[field.name] ?? field.label, en: field.label, value: payment.identifiers[field.name] ?? '' }));
  const period =
    payment.period !== null
      ? { ta: 'காலம்', en: definition.period.label, value: bothWays(tamil.periodOptions[payment.period], payment.period) }
      : { ta: 'கட்டண மாதம்', en: 'Bill month', value: payment.billMonth ?? '' };
  const method = PAYMENT_METHODS.find((candidate) => candidate.value === payment.paymentMethod)?.label ?? payment.paymentMethod;
  return [
    ...identifiers,
    period,
    { ta: 'தொகை', en: 'Amount', value: formatPaise(payment.amountPaise) },
    { ta: 'தாமதக் கட்டணம்', en: 'Late fee', value: formatPaise(payment.lateFeePaise) },
    { ta: 'மொத்தம் செலுத்தியது', en: 'Total paid', value: formatPaise(payment.totalPaise) },
    { ta: 'செலுத்தும் முறை', en: 'Payment method', value: method },
    { ta: 'கட்டண அடையாள எண்', en: 'Payment ID', value: payment.gatewayPaymentId ?? '' },
  ];
}

/** "ஏப்ரல்–ஜூன் / Apr-Jun", or the value alone when its Tamil is the same ("2024-2025"). */
const bothWays = (tamil: string | undefined, value: string) => (tamil && tamil !== value ? `${tamil} / ${value}` : value);

import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { municipality } from '../../../shared/domain/municipality';
import { formatDate } from '../../../shared/i18n/formats';
import { bytesOf, drawQrCode, newPdf, pageWidth, write } from '../../documents/bilingual-pdf';
import type { Pdf } from '../../documents/bilingual-pdf';
import { issuingOffice } from './issuing-office';

export interface CertificateContent {
  definition: CertificateDefinition;
  /** The application's fields as stored. */
  data: Readonly<Record<string, string>>;
  reference: string;
  number: string;
  issuedAt: Date;
  /** What the QR code holds: the public verify page with this certificate's token. */
  verifyUrl: string;
}

const QR_SIZE = 110;

/** The certificate in Tamil and English, unsigned: one A4 page. */
export function certificatePdf(content: CertificateContent): Promise<Buffer> {
  const { definition, number } = content;
  const { title } = definition.certificate;
  const doc = newPdf({ title: `${title.en} ${number}`, subject: `${title.ta} / ${title.en}` });
  const width = pageWidth(doc);

  write(doc, municipality.nameTa, { size: 16, bold: true, align: 'center' });
  write(doc, municipality.name, { size: 14, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, title.ta, { size: 20, bold: true, align: 'center' });
  write(doc, title.en, { size: 18, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, `சான்றிதழ் எண் / Certificate number: ${number}`, { size: 11, bold: true });
  write(doc, `வழங்கிய நாள் / Date of issue: ${formatDate(content.issuedAt)}`, { size: 11 });
  write(doc, `விண்ணப்ப எண் / Application reference: ${content.reference}`, { size: 11 });
  doc.moveDown(0.8);
  write(doc, 'இச்சான்றிதழ் கீழ்க்கண்ட விவரங்களை உறுதி செய்கிறது.', { size: 11 });
  write(doc, 'This is to certify the following particulars.', { size: 11 });
  doc.moveDown(0.6);
  writeFacts(doc, content, width);

  doc.moveDown(1);
  write(doc, `வழங்கும் அலுவலகம்: ${issuingOffice.ta}`, { size: 10 });
  write(doc, `Issuing office: ${issuingOffice.en}`, { size: 10 });
  writeVerification(doc, content, width);
  return bytesOf(doc);
}

/** Each fact: its Tamil and English labels on the left, the value as the applicant gave it. */
function writeFacts(doc: Pdf, { definition, data }: CertificateContent, width: number): void {
  const labelWidth = width * 0.45;
  const left = doc.page.margins.left;
  for (const fact of definition.certificate.facts) {
    const field = definition.fields.find((candidate) => candidate.name === fact.field);
    const given = data[fact.field] ?? '';
    const value = (field?.kind === 'date' && given !== '' ? formatDate(given) : given) || '—';
    const top = doc.y;
    write(doc, fact.ta, { size: 10, color: '#333333', width: labelWidth }, { x: left, y: top });
    write(doc, field?.label ?? fact.field, { size: 10, color: '#333333', width: labelWidth });
    const labelBottom = doc.y;
    write(doc, value, { size: 12, bold: true, width: width - labelWidth - 12 }, { x: left + labelWidth + 12, y: top });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y) + 6;
  }
}

/** The QR code and the words under it, at the foot of the page. */
function writeVerification(doc: Pdf, content: CertificateContent, width: number): void {
  const left = doc.page.margins.left;
  const top = doc.page.height - doc.page.margins.bottom - QR_SIZE - 10;
  drawQrCode(doc, content.verifyUrl, { x: left + width - QR_SIZE, y: top, size: QR_SIZE });
  const textWidth = width - QR_SIZE - 16;
  write(doc, 'இச்சான்றிதழ் மின்னணு முறையில் கையொப்பமிடப்பட்டது. QR குறியீட்டை வருடி அல்லது கீழ்க்கண்ட முகவரியில் சரிபார்க்கவும்.', { size: 9, width: textWidth }, { x: left, y: top });
  write(doc, 'This certificate is digitally signed. Scan the QR code, or check it at:', { size: 9, width: textWidth });
  write(doc, content.verifyUrl, { size: 8, width: textWidth, color: '#1a4d8f' });
}

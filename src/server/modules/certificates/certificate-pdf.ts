import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { municipality } from '../../../shared/domain/municipality';
import { formatDate } from '../../../shared/i18n/formats';
import { bytesOf, newPdf, write, writeFacts, writeVerificationFoot } from '../../documents/bilingual-pdf';
import { issuingOffice } from '../../../shared/domain/issuing-office';

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

/** The certificate in Tamil and English, unsigned: one A4 page. */
export function certificatePdf(content: CertificateContent): Promise<Buffer> {
  const { definition, number } = content;
  const { title } = definition.certificate;
  const doc = newPdf({ title: `${title.en} ${number}`, subject: `${title.ta} / ${title.en}` });

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
  writeFacts(doc, factsOf(content));

  doc.moveDown(1);
  write(doc, `வழங்கும் அலுவலகம்: ${issuingOffice.ta}`, { size: 10 });
  write(doc, `Issuing office: ${issuingOffice.en}`, { size: 10 });
  writeVerificationFoot(doc, content.verifyUrl, {
    ta: 'இச்சான்றிதழ் மின்னணு முறையில் கையொப்பமிடப்பட்டது. QR குறியீட்டை வருடி அல்லது கீழ்க்கண்ட முகவரியில் சரிபார்க்கவும்.',
    en: 'This certificate is digitally signed. Scan the QR code, or check it at:',
  });
  return bytesOf(doc);
}

/** Each fact the definition states: its Tamil label, the field's English label, the value as the applicant gave it. */
function factsOf({ definition, data }: CertificateContent) {
  return definition.certificate.facts.map((fact) => {
    const field = definition.fields.find((candidate) => candidate.name === fact.field);
    const given = data[fact.field] ?? '';
    return { ta: fact.ta, en: field?.label ?? fact.field, value: field?.kind === 'date' && given !== '' ? formatDate(given) : given };
  });
}

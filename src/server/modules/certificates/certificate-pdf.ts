import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { municipality } from '../../../shared/domain/municipality';
import { formatDate } from '../../../shared/i18n/formats';
import { bytesOf, newPdf, write, writeFacts, writeVerificationFoot } from '../../documents/bilingual-pdf';
import { issuingOffice } from '../../../shared/domain/issuing-office';
import { certificateTitleOf, fieldLabelOf, pdfTexts } from './certificate-pdf-texts';

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
  const { ta, en } = pdfTexts;
  const title = certificateTitleOf(definition);
  const doc = newPdf({ title: `${title.en} ${number}`, subject: `${title.ta} / ${title.en}` });

  write(doc, municipality.nameTa, { size: 16, bold: true, align: 'center' });
  write(doc, municipality.name, { size: 14, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, title.ta, { size: 20, bold: true, align: 'center' });
  write(doc, title.en, { size: 18, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, `${ta.certificate.number} / ${en.certificate.number}: ${number}`, { size: 11, bold: true });
  write(doc, `${ta.certificate.dateOfIssue} / ${en.certificate.dateOfIssue}: ${formatDate(content.issuedAt)}`, { size: 11 });
  write(doc, `${ta.applicationReference} / ${en.applicationReference}: ${content.reference}`, { size: 11 });
  doc.moveDown(0.8);
  write(doc, ta.certificate.certifies, { size: 11 });
  write(doc, en.certificate.certifies, { size: 11 });
  doc.moveDown(0.6);
  writeFacts(doc, factsOf(content));

  doc.moveDown(1);
  write(doc, ta.issuingOffice({ office: issuingOffice.ta }), { size: 10 });
  write(doc, en.issuingOffice({ office: issuingOffice.en }), { size: 10 });
  writeVerificationFoot(doc, content.verifyUrl, { ta: ta.certificate.signed, en: en.certificate.signed });
  return bytesOf(doc);
}

/** Each fact the definition states: the field's label in both languages, the value as the applicant gave it. */
function factsOf({ definition, data }: CertificateContent) {
  return definition.certificate.facts.map((name) => {
    const field = definition.fields.find((candidate) => candidate.name === name);
    const given = data[name] ?? '';
    const label = fieldLabelOf(definition, name) ?? { ta: name, en: name };
    return { ...label, value: field?.kind === 'date' && given !== '' ? formatDate(given) : given };
  });
}

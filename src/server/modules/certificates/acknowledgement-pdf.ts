import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { ApplicationStatus } from '../../../shared/domain/certificates/application-status';
import { municipality } from '../../../shared/domain/municipality';
import { formatDate } from '../../../shared/i18n/formats';
import { bytesOf, newPdf, write, writeFacts } from '../../documents/bilingual-pdf';
import { issuingOffice } from '../../../shared/domain/issuing-office';
import { certificateTitleOf, fieldLabelOf, fileLabelOf, pdfTexts } from './certificate-pdf-texts';

export interface AcknowledgementContent {
  definition: CertificateDefinition;
  reference: string;
  /** The person the application is about, as given (the definition's applicant field). */
  name: string;
  receivedAt: Date;
  /** The latest resubmission after a return for correction, if any. */
  correctedAt: Date | null;
  /** YYYY-MM-DD: when the answer is due (the type's service time from the submission). */
  dueBy: string;
  status: ApplicationStatus;
  /** The documents held now, in the form's order: each one's upload (its name in the definition) and its file name. */
  documents: readonly { field: string; name: string }[];
  madeAt: Date;
}

/**
 * The acknowledgement of a submitted application in Tamil and English (decision 054): one A4
 * page saying what the office received and when, by when it answers, and where it is now. Made
 * from the application as it is on each download; neither signed nor stored.
 */
export function acknowledgementPdf(content: AcknowledgementContent): Promise<Buffer> {
  const { definition, reference } = content;
  const { ta, en } = pdfTexts;
  const title = certificateTitleOf(definition);
  const doc = newPdf({
    title: en.acknowledgement.documentTitle({ reference }),
    subject: `${ta.acknowledgement.heading} / ${en.acknowledgement.heading}: ${title.en}`,
  });

  write(doc, municipality.nameTa, { size: 16, bold: true, align: 'center' });
  write(doc, municipality.name, { size: 14, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, ta.acknowledgement.heading, { size: 20, bold: true, align: 'center' });
  write(doc, en.acknowledgement.heading, { size: 18, bold: true, align: 'center' });
  doc.moveDown(0.4);
  // One script per centred line: pdfkit cannot centre a line whose runs change font.
  write(doc, title.ta, { size: 13, align: 'center' });
  write(doc, title.en, { size: 13, align: 'center' });
  doc.moveDown(1);

  const both = (pick: (texts: typeof en) => string) => ({ ta: pick(ta), en: pick(en) });
  const status = both((texts) => texts.acknowledgement.statuses[content.status]);
  const name = fieldLabelOf(definition, definition.applicantField) ?? both((texts) => texts.acknowledgement.name);
  writeFacts(doc, [
    { ...both((texts) => texts.applicationReference), value: reference },
    { ...name, value: content.name },
    { ...both((texts) => texts.acknowledgement.dateReceived), value: formatDate(content.receivedAt) },
    ...(content.correctedAt
      ? [{ ...both((texts) => texts.acknowledgement.correctionsReceived), value: formatDate(content.correctedAt) }]
      : []),
    { ...both((texts) => texts.acknowledgement.answerDueBy), value: formatDate(content.dueBy) },
    { ...both((texts) => texts.acknowledgement.statusNow), value: `${status.ta} / ${status.en}` },
  ]);

  doc.moveDown(0.6);
  write(doc, `${ta.acknowledgement.documentsReceived} / ${en.acknowledgement.documentsReceived}`, { size: 12, bold: true });
  doc.moveDown(0.3);
  if (content.documents.length === 0) write(doc, `${ta.acknowledgement.none} / ${en.acknowledgement.none}`, { size: 11 });
  for (const document of content.documents) {
    // Each upload's label as the Tamil and English forms show it.
    const label = fileLabelOf(definition, document.field) ?? { ta: document.field, en: document.field };
    write(doc, `•  ${label.ta} / ${label.en}: ${document.name}`, { size: 11 });
  }

  doc.moveDown(1.2);
  write(doc, ta.acknowledgement.notACertificate, { size: 10, bold: true });
  write(doc, en.acknowledgement.notACertificate, { size: 10, bold: true });
  doc.moveDown(0.6);
  write(doc, ta.issuingOffice({ office: issuingOffice.ta }), { size: 10 });
  write(doc, en.issuingOffice({ office: issuingOffice.en }), { size: 10 });
  doc.moveDown(0.6);
  write(doc, `${ta.acknowledgement.printedOn} / ${en.acknowledgement.printedOn}: ${formatDate(content.madeAt)}`, {
    size: 9,
    color: '#333333',
  });
  return bytesOf(doc);
}

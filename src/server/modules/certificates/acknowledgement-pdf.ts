import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { ApplicationStatus } from '../../../shared/domain/certificates/application-status';
import { municipality } from '../../../shared/domain/municipality';
import { formatDate } from '../../../shared/i18n/formats';
import { bytesOf, newPdf, write, writeFacts } from '../../documents/bilingual-pdf';
import { issuingOffice } from '../../../shared/domain/issuing-office';

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
  /** The documents held now, in the form's order: each one's upload label in both languages and its file name. */
  documents: readonly { label: { ta: string; en: string }; name: string }[];
  madeAt: Date;
}

/** Each status as the citizen's pages word it (src/client/ui/requests/request-texts.pot and .ta.po). */
const STATUS_WORDS: Readonly<Record<ApplicationStatus, { ta: string; en: string }>> = {
  pending: { ta: 'நிலுவையில்', en: 'Pending' },
  accepted: { ta: 'ஏற்கப்பட்டது', en: 'Accepted' },
  declined: { ta: 'நிராகரிக்கப்பட்டது', en: 'Declined' },
  returned: { ta: 'திருத்தத்திற்குத் திருப்பி அனுப்பப்பட்டது', en: 'Returned for correction' },
};

/**
 * The acknowledgement of a submitted application in Tamil and English (decision 054): one A4
 * page saying what the office received and when, by when it answers, and where it is now. Made
 * from the application as it is on each download; neither signed nor stored.
 */
export function acknowledgementPdf(content: AcknowledgementContent): Promise<Buffer> {
  const { definition, reference } = content;
  const { title } = definition.certificate;
  const doc = newPdf({
    title: `Acknowledgement ${reference}`,
    subject: `விண்ணப்ப ஒப்புகைச் சீட்டு / Acknowledgement of your application: ${title.en}`,
  });

  write(doc, municipality.nameTa, { size: 16, bold: true, align: 'center' });
  write(doc, municipality.name, { size: 14, bold: true, align: 'center' });
  doc.moveDown(0.8);
  write(doc, 'விண்ணப்ப ஒப்புகைச் சீட்டு', { size: 20, bold: true, align: 'center' });
  write(doc, 'Acknowledgement of your application', { size: 18, bold: true, align: 'center' });
  doc.moveDown(0.4);
  // One script per centred line: pdfkit cannot centre a line whose runs change font.
  write(doc, title.ta, { size: 13, align: 'center' });
  write(doc, title.en, { size: 13, align: 'center' });
  doc.moveDown(1);

  const status = STATUS_WORDS[content.status];
  writeFacts(doc, [
    { ta: 'விண்ணப்ப எண்', en: 'Application reference', value: reference },
    { ...labelsOf(definition, definition.applicantField), value: content.name },
    { ta: 'பெறப்பட்ட நாள்', en: 'Date received', value: formatDate(content.receivedAt) },
    ...(content.correctedAt ? [{ ta: 'திருத்தங்கள் பெறப்பட்ட நாள்', en: 'Corrections received', value: formatDate(content.correctedAt) }] : []),
    { ta: 'பதில் தர வேண்டிய நாள்', en: 'Answer due by', value: formatDate(content.dueBy) },
    { ta: 'தற்போதைய நிலை', en: 'Status now', value: `${status.ta} / ${status.en}` },
  ]);

  doc.moveDown(0.6);
  write(doc, 'பெறப்பட்ட ஆவணங்கள் / Documents received', { size: 12, bold: true });
  doc.moveDown(0.3);
  if (content.documents.length === 0) write(doc, 'இல்லை / None', { size: 11 });
  for (const document of content.documents) write(doc, `•  ${document.label.ta} / ${document.label.en}: ${document.name}`, { size: 11 });

  doc.moveDown(1.2);
  write(doc, 'இது உங்கள் விண்ணப்பம் பெறப்பட்டதற்கான ஒப்புகைச் சீட்டு மட்டுமே; இது சான்றிதழ் அல்ல.', { size: 10, bold: true });
  write(doc, 'This acknowledges that your application was received. It is not a certificate.', { size: 10, bold: true });
  doc.moveDown(0.6);
  write(doc, `வழங்கும் அலுவலகம்: ${issuingOffice.ta}`, { size: 10 });
  write(doc, `Issuing office: ${issuingOffice.en}`, { size: 10 });
  doc.moveDown(0.6);
  write(doc, `அச்சிட்ட நாள் / Printed on: ${formatDate(content.madeAt)}`, { size: 9, color: '#333333' });
  return bytesOf(doc);
}

/** A field's label in both languages: the Tamil from the certificate's facts, when it states that field. */
function labelsOf(definition: CertificateDefinition, field: string): { ta: string; en: string } {
  const en = definition.fields.find((candidate) => candidate.name === field)?.label ?? 'Name';
  const ta = definition.certificate.facts.find((fact) => fact.field === field)?.ta ?? 'பெயர்';
  return { ta, en };
}

import { eq, getTableColumns } from 'drizzle-orm';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { municipality } from '../../../shared/domain/municipality';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { certificates } from '../../db/schema';
import type { ApplicationRow, CertificateRow } from '../../db/schema';
import { newVerifyToken, nextDocumentNumber, verifyPathOf } from '../../documents/verifiable';

export type IssuingConfig = Pick<Config, 'publicUrl' | 'municipalityCode' | 'signingKey'>;

/** What the accept answer and the citizen's application say about the certificate. */
export interface IssuedCertificateLink {
  certificateNumber: string;
  verifyUrl: string;
}

/**
 * Issues the certificate of an application being accepted, inside the acceptance's transaction
 * (decision 050): the next number of its type and year, a random verify token, the PDF in Tamil and English with the QR code of its verify page, signed, and the
 * row that holds them. If anything fails, the acceptance rolls back with it.
 */
export async function issueCertificate(
  tx: Executor,
  application: ApplicationRow,
  config: IssuingConfig,
): Promise<IssuedCertificateLink & { verifyPath: string }> {
  const definition = certificateBySlug(application.type);
  if (!definition) throw new Error(`No certificate definition for type ${application.type}`);
  const issuedAt = new Date();
  const number = await nextDocumentNumber(tx, config.municipalityCode, definition.referencePrefix, issuedAt);
  const token = newVerifyToken();
  const verifyPath = verifyPathOf(number, token);
  const verifyUrl = `${config.publicUrl}${verifyPath}`;
  // Loaded with the first certificate, not at start: most requests never need pdfkit and its fonts.
  const [{ certificatePdf }, { signPdf }] = await Promise.all([import('./certificate-pdf'), import('../../documents/sign-pdf')]);
  const pdf = await certificatePdf({ definition, data: application.data, reference: application.reference, number, issuedAt, verifyUrl });
  const signed = await signPdf(pdf, config.signingKey(), {
    reason: `${definition.certificate.title} ${number}`,
    name: municipality.name,
    location: 'Tamil Nadu, India',
  });
  await tx.insert(certificates).values({
    number,
    applicationId: application.id,
    type: application.type,
    name: application.data[definition.applicantField] ?? '',
    issuedAt,
    verifyToken: token,
    pdf: signed,
  });
  return { certificateNumber: number, verifyUrl, verifyPath };
}

/** What an application's views add once its certificate is issued: nothing before. */
export function issuedLinkOf(
  config: Pick<Config, 'publicUrl'>,
  certificate: CertificateFacts | null,
): IssuedCertificateLink | Record<string, never> {
  if (!certificate) return {};
  return {
    certificateNumber: certificate.number,
    verifyUrl: `${config.publicUrl}${verifyPathOf(certificate.number, certificate.verifyToken)}`,
  };
}

/** A certificate's row without its PDF (which only a download reads). */
export type CertificateFacts = Omit<CertificateRow, 'pdf'>;
const { pdf: _pdf, ...factColumns } = getTableColumns(certificates);

/** The certificate of an application, when one was issued. */
export async function findCertificateOf(executor: Executor, applicationId: string): Promise<CertificateFacts | null> {
  const [row] = await executor.select(factColumns).from(certificates).where(eq(certificates.applicationId, applicationId)).limit(1);
  return row ?? null;
}

/** The certificate with this number, or null (its unique index answers either way alike). */
export async function findCertificateByNumber(executor: Executor, number: string): Promise<CertificateFacts | null> {
  const [row] = await executor.select(factColumns).from(certificates).where(eq(certificates.number, number)).limit(1);
  return row ?? null;
}

/** The signed PDF of an application's certificate, when one was issued, and when it was revoked (null: it stands). */
export async function certificatePdfOf(
  executor: Executor,
  applicationId: string,
): Promise<{ number: string; pdf: Buffer; revokedAt: Date | null } | null> {
  const [row] = await executor
    .select({ number: certificates.number, pdf: certificates.pdf, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(eq(certificates.applicationId, applicationId))
    .limit(1);
  return row ?? null;
}

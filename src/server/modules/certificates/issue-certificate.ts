import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { todayInIndia } from '../../../shared/domain/common/dates';
import { municipality } from '../../../shared/domain/municipality';
import type { Config } from '../../config';
import type { Executor } from '../../db/database';
import { certificateCounters, certificates } from '../../db/schema';
import type { ApplicationRow, CertificateRow } from '../../db/schema';

export type IssuingConfig = Pick<Config, 'publicUrl' | 'municipalityCode' | 'signingKey'>;

/** What the accept answer and the citizen's application say about the certificate. */
export interface IssuedCertificateLink {
  certificateNumber: string;
  verifyUrl: string;
}

/**
 * A certificate number as issueCertificate writes it: `<MUNICIPALITY_CODE>/<type's prefix>/<year>/<sequence>`,
 * the sequence at least six digits. The verify route answers anything else as not found, unread.
 */
export const CERTIFICATE_NUMBER_PATTERN = '^[A-Z0-9]{2,10}/[A-Z0-9]{1,10}/[0-9]{4}/[0-9]{6,10}$';

/** 128 random bits: the token that, with the number, opens a certificate's verify page. */
const TOKEN_BYTES = 16;

/**
 * Issues the certificate of an application being accepted, inside the acceptance's transaction
 * (decision 050): the next number of its type and year, a random verify token, the PDF in Tamil and English with the QR code of its verify page, signed, and the
 * row that holds them. If anything fails, the acceptance rolls back with it.
 */
export async function issueCertificate(tx: Executor, application: ApplicationRow, config: IssuingConfig): Promise<IssuedCertificateLink & { verifyPath: string }> {
  const definition = certificateBySlug(application.type);
  if (!definition) throw new Error(`No certificate definition for type ${application.type}`);
  const issuedAt = new Date();
  const year = Number(todayInIndia(issuedAt).slice(0, 4));
  const sequence = await nextNumber(tx, definition.referencePrefix, year);
  const number = `${config.municipalityCode}/${definition.referencePrefix}/${year}/${String(sequence).padStart(6, '0')}`;
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const verifyPath = verifyPathOf(number, token);
  const verifyUrl = `${config.publicUrl}${verifyPath}`;
  // Loaded with the first certificate, not at start: most requests never need pdfkit and its fonts.
  const [{ certificatePdf }, { signPdf }] = await Promise.all([import('./certificate-pdf'), import('../../documents/sign-pdf')]);
  const pdf = await certificatePdf({ definition, data: application.data, reference: application.reference, number, issuedAt, verifyUrl });
  const signed = await signPdf(pdf, config.signingKey(), { reason: `${definition.certificate.title.en} ${number}`, name: municipality.name, location: 'Tamil Nadu, India' });
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

/** The public page a certificate's QR code opens, on the portal (the messages make it a link on PUBLIC_URL). */
function verifyPathOf(number: string, token: string): string {
  return `/verify/${encodeURIComponent(number)}?t=${token}`;
}

/** What an application's views add once its certificate is issued: nothing before. */
export function issuedLinkOf(config: Pick<Config, 'publicUrl'>, certificate: CertificateFacts | null): IssuedCertificateLink | Record<string, never> {
  if (!certificate) return {};
  return { certificateNumber: certificate.number, verifyUrl: `${config.publicUrl}${verifyPathOf(certificate.number, certificate.verifyToken)}` };
}

/**
 * The next number of a series and year, under the counter row's lock until the transaction ends:
 * a concurrent acceptance of the same type waits for it, and a rolled-back one gives its number
 * back unused, so the numbers committed have no gaps and none repeats.
 */
async function nextNumber(tx: Executor, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(certificateCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [certificateCounters.series, certificateCounters.year], set: { last: sql`${certificateCounters.last} + 1` } })
    .returning({ last: certificateCounters.last });
  if (!row) throw new Error('The certificate counter returned no row');
  return row.last;
}

/**
 * Whether `token` is the certificate's (`null`: no certificate has the number), compared as
 * digests in constant time, so that an unknown number, a wrong token and a token of another
 * length all take the same path.
 */
export function tokenMatches(certificate: Pick<CertificateRow, 'verifyToken'> | null, token: string): boolean {
  const stored = createHash('sha256').update(certificate?.verifyToken ?? '').digest();
  const given = createHash('sha256').update(token).digest();
  return timingSafeEqual(stored, given) && certificate !== null && token !== '';
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

/** The signed PDF of an application's certificate, when one was issued. */
export async function certificatePdfOf(executor: Executor, applicationId: string): Promise<{ number: string; pdf: Buffer } | null> {
  const [row] = await executor.select({ number: certificates.number, pdf: certificates.pdf }).from(certificates).where(eq(certificates.applicationId, applicationId)).limit(1);
  return row ?? null;
}

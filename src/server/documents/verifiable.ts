import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayInIndia } from '../../shared/domain/common/dates';
import type { Executor } from '../db/database';
import { certificateCounters } from '../db/schema';

/*
 * What certificates and receipts share (decisions 050 and 053): a number anyone can read out,
 * `<MUNICIPALITY_CODE>/<series>/<year>/<sequence>`, and a random token that, with the number,
 * opens its public verify page. The series of a certificate is its type's reference prefix
 * (BIR, DEA…); receipts have RCT.
 */

/** A number as `nextDocumentNumber` writes it; the verify route answers anything else as not found, unread. */
export const DOCUMENT_NUMBER_PATTERN = '^[A-Z0-9]{2,10}/[A-Z0-9]{1,10}/[0-9]{4}/[0-9]{6,10}$';

/** 128 random bits: the token that, with the number, opens a verify page. */
const TOKEN_BYTES = 16;

export const newVerifyToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** The series part of a number (`RCT` in `MUN/RCT/2026/000001`). */
export const seriesOf = (number: string): string => number.split('/')[1] ?? '';

/**
 * The next number of a series in the year of `at` (in India), under the counter row's lock until
 * the transaction ends: a concurrent issue of the same series waits for it, and a rolled-back one
 * gives its number back unused, so the numbers committed have no gaps and none repeats.
 */
export async function nextDocumentNumber(tx: Executor, municipalityCode: string, series: string, at: Date): Promise<string> {
  const year = Number(todayInIndia(at).slice(0, 4));
  const [row] = await tx
    .insert(certificateCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [certificateCounters.series, certificateCounters.year],
      set: { last: sql`${certificateCounters.last} + 1` },
    })
    .returning({ last: certificateCounters.last });
  if (!row) throw new Error('The document counter returned no row');
  return `${municipalityCode}/${series}/${year}/${String(row.last).padStart(6, '0')}`;
}

/** The public page a QR code opens, on the portal (the messages make it a link on PUBLIC_URL). */
export function verifyPathOf(number: string, token: string): string {
  return `/verify/${encodeURIComponent(number)}?t=${token}`;
}

/**
 * Whether `token` is the document's (`null`: no document has the number), compared as digests in
 * constant time, so that an unknown number, a wrong token and a token of another length all take
 * the same path.
 */
export function tokenMatches(document: { verifyToken: string } | null, token: string): boolean {
  const stored = createHash('sha256')
    .update(document?.verifyToken ?? '')
    .digest();
  const given = createHash('sha256').update(token).digest();
  return timingSafeEqual(stored, given) && document !== null && token !== '';
}

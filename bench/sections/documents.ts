import { performance } from 'node:perf_hooks';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { deathCertificate } from '../../src/shared/domain/certificates/definitions/death';
import { adminToken } from '../lib/admin-session';
import { median } from '../lib/median';
import { call, deathApplication, postExpecting } from '../lib/portal-calls';
import type { PortalServer } from '../lib/portal-server';
import { atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';
import { measureOnEachTarget } from '../lib/targets';
import type { Target } from '../lib/targets';

const SECTION = 'documents';
/** A signed certificate or receipt is at most 150 KB. */
const PDF_MAX_KB = 150;
/** Measured one after another, as a clerk accepts: each acceptance makes, signs and stores its PDF. */
const ROUNDS = 30;
/** The first acceptance also loads pdfkit and the fonts, and outside production makes the signing key. */
const WARMUP = 3;

export const documentsSection: Section = {
  name: SECTION,
  description:
    'issuing a certificate (accept: PDF, signature, row) and a receipt’s first download, against a decline and a stored download in the same run; PDF sizes',
  run: (context) =>
    measureOnEachTarget(context, {
      section: SECTION,
      measure: (target, server) => {
        context.log(`documents: ${ROUNDS} acceptances and declines, ${ROUNDS} receipts, on ${target.label}`);
        return measureDocuments(target, server);
      },
      skippedRows: (reason) => [skipped(SECTION, 'PostgreSQL: issuing a certificate p50', 'ms', null, reason)],
    }),
};

async function measureDocuments(target: Target, server: PortalServer): Promise<Result[]> {
  const token = await adminToken(server.url);
  const admin = { authorization: `Bearer ${token}` };
  const submit = async (index: number) =>
    (await postExpecting(server.url, deathCertificate.apiPath, deathApplication(index), {}, 201)) as { id: string };
  const decide = async (id: string, decision: 'accept' | 'decline') => {
    const started = performance.now();
    const answer = await call(server.url, 'POST', adminApiPaths.certificateDecision('death', id, decision), {}, admin);
    if (answer.status !== 200) throw new Error(`${decision} answered ${answer.status}: ${answer.text}`);
    return performance.now() - started;
  };

  const ids = [];
  for (let index = 0; index < WARMUP + 2 * ROUNDS; index += 1) ids.push((await submit(index)).id);
  for (const id of ids.slice(0, WARMUP)) await decide(id, 'accept');
  // Interleaved, so a change in the machine's load touches both alike.
  const accepts: number[] = [];
  const declines: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    accepts.push(await decide(ids[WARMUP + 2 * round] ?? '', 'accept'));
    declines.push(await decide(ids[WARMUP + 2 * round + 1] ?? '', 'decline'));
  }
  let certificateKb = 0;
  for (const id of ids.slice(WARMUP, WARMUP + 3)) {
    const pdf = await call(server.url, 'GET', adminApiPaths.certificatePdf('death', id), undefined, admin);
    certificateKb = Math.max(certificateKb, pdf.bytes / 1024);
  }

  const firstDownloads: number[] = [];
  const storedDownloads: number[] = [];
  let receiptKb = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const id = await paidPayment(server.url);
    const timed = async () => {
      const started = performance.now();
      const answer = await call(server.url, 'GET', adminApiPaths.taxReceiptPdf(id), undefined, admin);
      if (answer.status !== 200) throw new Error(`the receipt answered ${answer.status}`);
      receiptKb = Math.max(receiptKb, answer.bytes / 1024);
      return performance.now() - started;
    };
    firstDownloads.push(await timed());
    storedDownloads.push(await timed());
  }

  const label = target.label;
  const acceptP50 = median(accepts);
  const declineP50 = median(declines);
  return [
    measured(
      SECTION,
      `${label}: issuing a certificate p50`,
      acceptP50,
      'ms',
      null,
      `the whole accept request; a decline (same transaction, no PDF) p50 ${declineP50.toFixed(1)} ms in the same run: ×${(acceptP50 / declineP50).toFixed(1)}`,
    ),
    measured(
      SECTION,
      `${label}: issuing a certificate p99`,
      percentile(accepts, 0.99),
      'ms',
      null,
      `decline p99 ${percentile(declines, 0.99).toFixed(1)} ms; ${ROUNDS} each after ${WARMUP} warm-up acceptances`,
    ),
    measured(
      SECTION,
      `${label}: a receipt's first download p50`,
      median(firstDownloads),
      'ms',
      null,
      `made, signed and kept; a stored one's download p50 ${median(storedDownloads).toFixed(1)} ms in the same run`,
    ),
    measured(SECTION, `${label}: largest signed certificate`, certificateKb, 'KB', atMost(PDF_MAX_KB)),
    measured(SECTION, `${label}: largest signed receipt`, receiptKb, 'KB', atMost(PDF_MAX_KB)),
  ];
}

/** A property tax order paid through the sandbox checkout: its payment id. */
async function paidPayment(url: string): Promise<string> {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const order = (
    await call(url, 'POST', apiPaths.taxes.createOrder, {
      type: 'property',
      identifiers: {
        ownerName: 'Bench Owner',
        mobile: '9876543210',
        propertyId: 'PROP-0042',
        wardNo: '12',
        doorNo: '7A',
        address: '7A Temple Street',
      },
      period: 'Jul-Sep',
      dueDate: today,
      amount: 1250.5,
      lateFee: 0,
      paymentMethod: 'upi',
    })
  ).json as { id: string; orderId: string };
  const checkout = (await call(url, 'POST', apiPaths.payments.sandboxCheckout, { orderId: order.orderId, outcome: 'success' }))
    .json as Record<string, string>;
  const verified = await call(url, 'POST', apiPaths.taxes.verify, { ...checkout, id: order.id });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return order.id;
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

import { performance } from 'node:perf_hooks';
import type { AdminListAnswer } from '../../src/shared/api/admin-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { apiPaths } from '../../src/shared/api/paths';
import { startTestSmtp } from '../../tests/api/helpers/test-smtp';
import { adminToken } from '../lib/admin-session';
import { postExpecting, signedInCitizen } from '../lib/portal-calls';
import type { PortalServer } from '../lib/portal-server';
import { atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';
import { measureOnEachTarget } from '../lib/targets';
import type { Target } from '../lib/targets';

const SECTION = 'messages';
/** 1,000 status changes, each one email to the citizen. */
const CHANGES = 1_000;
/** Clerks (and citizens submitting) at once. */
const CONCURRENCY = 10;
const PAGE = 100;
/** Long enough for the worker's slowest pace (a poll a second, ten at a time) to send them all. */
const DELIVERY_TIMEOUT_MS = 180_000;

export const messagesSection: Section = {
  name: SECTION,
  description:
    '1,000 grievance status changes by clerks: every email sent once through a real SMTP server, the send rate against the changes’ own',
  async run(context) {
    // One SMTP server for both targets: each counts only what arrived after its own changes.
    const smtp = await startTestSmtp();
    try {
      return await measureOnEachTarget(context, {
        section: SECTION,
        env: { SMTP_URL: smtp.url, MAIL_FROM: 'Bench <bench@portal.bench.example>' },
        measure: (target, server) => {
          context.log(`messages: ${CHANGES} status changes on ${target.label}`);
          return measureMessages(target, server, smtp);
        },
        skippedRows: (reason) => [skipped(SECTION, 'PostgreSQL: messages sent twice', '', atMost(0), reason)],
      });
    } finally {
      await smtp.close();
    }
  },
};

async function measureMessages(target: Target, server: PortalServer, smtp: Awaited<ReturnType<typeof startTestSmtp>>): Promise<Result[]> {
  const citizen = await signedInCitizen(server.url);
  await inBatches(CHANGES, (index) =>
    postExpecting(
      server.url,
      apiPaths.grievances,
      { name: 'Bench Citizen', email: citizen.email, subject: 'water', message: `Bench grievance ${index}: no water in Ward 4.` },
      citizen.headers,
      201,
    ),
  );
  const admin = { authorization: `Bearer ${await adminToken(server.url)}` };
  const ids = await grievanceIds(server.url, admin);
  if (ids.length !== CHANGES) throw new Error(`expected ${CHANGES} grievances, the list has ${ids.length}`);

  const before = smtp.received.length;
  const started = performance.now();
  await inBatches(CHANGES, (index) =>
    postExpecting(
      server.url,
      adminApiPaths.grievanceStatus(ids[index] ?? ''),
      { status: 'In Progress', note: 'A crew is on the way.' },
      admin,
      200,
    ),
  );
  const changedSeconds = (performance.now() - started) / 1000;
  const arrived = await smtp.waitFor(before + CHANGES, DELIVERY_TIMEOUT_MS).catch(() => smtp.received);
  const sentSeconds = (performance.now() - started) / 1000;

  // Each grievance's complaint ID is in its email: counted per ID, none may come twice or not at all.
  const perComplaint = new Map<string, number>();
  for (const mail of arrived.slice(before)) {
    const id = /GRV-[A-Z0-9-]+/.exec(mail.subject)?.[0] ?? /GRV-[A-Z0-9-]+/.exec(mail.text)?.[0] ?? 'none';
    perComplaint.set(id, (perComplaint.get(id) ?? 0) + 1);
  }
  const twice = [...perComplaint.values()].filter((count) => count > 1).length;
  const sent = perComplaint.size - (perComplaint.has('none') ? 1 : 0);
  const changeRate = CHANGES / changedSeconds;
  const sendRate = sent / sentSeconds;
  const label = target.label;
  return [
    measured(
      SECTION,
      `${label}: emails not sent`,
      CHANGES - sent,
      '',
      atMost(0),
      `${sent} of ${CHANGES} within ${(DELIVERY_TIMEOUT_MS / 1000).toFixed(0)} s`,
    ),
    measured(SECTION, `${label}: emails sent twice`, twice, '', atMost(0)),
    measured(
      SECTION,
      `${label}: send rate`,
      sendRate,
      'emails/s',
      null,
      `the last arrived ${sentSeconds.toFixed(1)} s after the first change; the changes themselves ${changeRate.toFixed(0)}/s (${CONCURRENCY} clerks at once) in the same run: ×${(sendRate / changeRate).toFixed(2)}`,
    ),
  ];
}

/** Every grievance's id, newest first, through the clerks' list a page at a time. */
async function grievanceIds(url: string, headers: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null | undefined;
  do {
    const query = `only=grievances&grievances.limit=${PAGE}${after ? `&grievances.after=${encodeURIComponent(after)}` : ''}`;
    const response = await fetch(`${url}${adminApiPaths.list}?${query}`, { headers });
    const answer = (await response.json()) as AdminListAnswer;
    ids.push(...(answer.data.grievances ?? []).map((row) => row._id));
    after = answer.pages.grievances?.next;
  } while (after);
  return ids;
}

async function inBatches(count: number, work: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        await work(index);
      }
    }),
  );
}

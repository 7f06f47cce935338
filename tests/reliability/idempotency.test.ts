import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { applications, grievances, taxPayments } from '../../src/server/db/schema';
import { definitionOf, validValues } from '../api/helpers/certificates';
import { postJson } from '../api/helpers/http';
import type { JsonResponse } from '../api/helpers/http';
import { testDatabases } from '../api/helpers/test-databases';
import { aGrievance } from '../api/grievance-support';
import { validOrder } from '../api/tax-support';
import { LONG_MODE, reportFigure } from './support/figures';
import { createRestartableApp } from './support/restartable-app';
import type { RestartableApp } from './support/restartable-app';
import { sendLikeTheClient } from './support/send-like-the-client';

const SUBMISSIONS = LONG_MODE ? 5_000 : 1_000;
/** Each submission is sent once and replayed 5 times: 2 replays with it, 3 more after a restart. */
const BEFORE_RESTART = 3;
const AFTER_RESTART = 3;
/** Submissions in flight at once (each with its concurrent replays). */
const BATCH = 50;

const death = definitionOf('death');

interface Submission {
  key: string;
  url: string;
  body: Record<string, unknown>;
}

/** A third each of grievances, tax orders and death certificates: the three kinds of retried writes. */
function submission(index: number): Submission {
  const key = randomUUID();
  switch (index % 3) {
    case 0:
      return {
        key,
        url: apiPaths.grievances,
        body: aGrievance({ subject: 'water', message: `Submission ${index}: no water in Ward 4 since Monday.` }),
      };
    case 1:
      return { key, url: apiPaths.taxes.createOrder, body: validOrder('property', { amount: 100 + index }) };
    default:
      return { key, url: death.apiPath, body: validValues(death, { placeOfDeath: `Ward ${index}` }) };
  }
}

const signature = (answer: JsonResponse) => `${answer.status} ${JSON.stringify(answer.body)}`;

describe.each(testDatabases())('idempotency: replayed submissions on %s', (target) => {
  let t: RestartableApp;
  beforeAll(async () => {
    t = await createRestartableApp(target);
  });
  afterAll(() => t?.close());

  it(`${SUBMISSIONS} submissions each replayed 5 times, concurrently and across a restart: one row each, the same answer each time`, async () => {
    const submissions = Array.from({ length: SUBMISSIONS }, (_, index) => submission(index));
    const answers = new Map<string, string[]>();
    // A 503 busy is not an answer to the submission: the client sends it again with the same key.
    let busyAnswers = 0;
    const send = async (item: Submission) => {
      const { answer, busy } = await sendLikeTheClient(item.key, (headers) => postJson(t.app, item.url, item.body, headers));
      busyAnswers += busy;
      answers.set(item.key, [...(answers.get(item.key) ?? []), signature(answer)]);
    };
    const inBatches = async (copies: number) => {
      for (let start = 0; start < submissions.length; start += BATCH) {
        const batch = submissions.slice(start, start + BATCH);
        await Promise.all(batch.flatMap((item) => Array.from({ length: copies }, () => send(item))));
      }
    };

    await inBatches(BEFORE_RESTART);
    await t.restart();
    await inBatches(AFTER_RESTART);

    const failed = [...answers.values()].filter((list) => !list[0]?.startsWith('201')).length;
    const differing = [...answers.values()].filter((list) => new Set(list).size !== 1).length;
    const [grievanceRows, taxRows, applicationRows] = await Promise.all([
      t.database.db.select().from(grievances),
      t.database.db.select().from(taxPayments),
      t.database.db.select().from(applications),
    ]);
    const rows = grievanceRows.length + taxRows.length + applicationRows.length;
    const requests = SUBMISSIONS * (BEFORE_RESTART + AFTER_RESTART);
    reportFigure(
      `idempotency: ${SUBMISSIONS} submissions × 5 replays (${requests} requests, concurrent and across a restart, ${target.kind}) → ${rows - SUBMISSIONS} duplicates, ${differing} differing answers, ${failed} not created (${busyAnswers} × 503 busy on the way, sent again after Retry-After)`,
    );
    expect([...answers.values()].filter((list) => new Set(list).size !== 1).slice(0, 3)).toEqual([]);
    expect(failed).toBe(0);
    expect(rows).toBe(SUBMISSIONS);
    expect(grievanceRows).toHaveLength(Math.ceil(SUBMISSIONS / 3));
  });
});

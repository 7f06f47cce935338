import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/http/http-error';
import { requestHash } from '../../src/server/modules/idempotency/request-hash';
import { runIdempotent } from '../../src/server/modules/idempotency/run-idempotent';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

/** The reusable piece on its own, for the cases an HTTP test cannot stage: dead and slow claims. */
describe.each(testDatabases())('runIdempotent on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const scope = 'POST /api/test';
  const hash = requestHash({ a: 1 });
  const answer = { status: 201, body: { id: 'x', b: [1, 2] } };

  it('hashes independently of key order but not of array order', () => {
    expect(requestHash({ a: 1, b: [1, 2] })).toBe(requestHash({ b: [1, 2], a: 1 }));
    expect(requestHash({ a: 1, b: [1, 2] })).not.toBe(requestHash({ a: 1, b: [2, 1] }));
  });

  it('takes over a claim whose request died, and runs the work', async () => {
    const key = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope, key, requestHash: hash, createdAt: new Date(Date.now() - 600_000) });
    const outcome = await runIdempotent(t.database.db, { scope, key, requestHash: hash }, async () => answer);
    expect(outcome).toEqual({ ...answer, replayed: false });
  });

  it('gives up with a 503 when the first request is still running after the wait', async () => {
    const key = randomUUID();
    await t.database.db.insert(idempotencyKeys).values({ scope, key, requestHash: hash });
    const waiting = runIdempotent(t.database.db, { scope, key, requestHash: hash }, async () => answer, { waitMs: 150 });
    await expect(waiting).rejects.toSatisfy((err: unknown) => err instanceof HttpError && err.statusCode === 503);
  });

  it('runs the work once for sequential and concurrent calls and replays the stored answer', async () => {
    const key = randomUUID();
    let runs = 0;
    const work = async () => {
      runs += 1;
      return answer;
    };
    const outcomes = await Promise.all([1, 2, 3].map(() => runIdempotent(t.database.db, { scope, key, requestHash: hash }, work)));
    expect(runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome.replayed)).toHaveLength(2);
    for (const outcome of outcomes) expect(JSON.stringify(outcome.body)).toBe(JSON.stringify({ b: [1, 2], id: 'x' }));
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { WRITE_RETRY_AFTER_SECONDS } from '../../src/server/db/write-slots';
import { aGrievance, grievanceRows, UNLIMITED } from './grievance-support';
import { expectErrorBody, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

/** The spec's words for a write refused while the portal is past capacity. */
const BUSY = 'The portal is busy at the moment. Please try again in a few seconds.';

const postgres = testDatabases().find((target) => target.kind === 'postgres');

/**
 * A server whose every PostgreSQL connection is in use (a machine far past its capacity) answers
 * a request that waited its turn for one in vain as it answers a write past the write slots: 503
 * busy with Retry-After, nothing written, so the portal's client sends it again. PGlite has no pool.
 */
describe.skipIf(!postgres)('every PostgreSQL connection in use', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres) t = await createTestApp(postgres, { env: UNLIMITED });
  });
  afterAll(() => t?.close());

  it('answers 503 busy with Retry-After, writes nothing, and takes the retry once a connection is free', async () => {
    const before = (await grievanceRows(t.database)).length;
    // Each open transaction keeps one of the server's connections until it is let go.
    let letGo = () => {};
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let opened = 0;
    const held = Array.from({ length: t.database.connections }, () =>
      t.database.db.transaction(async () => {
        opened += 1;
        await gate;
      }),
    );
    await expect.poll(() => opened).toBe(t.database.connections);
    const headers = { 'idempotency-key': `pool-${randomUUID()}` };

    const refused = await postJson(t.app, apiPaths.grievances, aGrievance(), headers);
    letGo();
    await Promise.all(held);

    expect(expectErrorBody(refused, 503).error).toBe(BUSY);
    expect(refused.headers['retry-after']).toBe(String(WRITE_RETRY_AFTER_SECONDS));
    expect(await grievanceRows(t.database)).toHaveLength(before);
    const retried = await postJson(t.app, apiPaths.grievances, aGrievance(), headers);
    expect(retried.status).toBe(201);
    expect(await grievanceRows(t.database)).toHaveLength(before + 1);
  }, 20_000);
});

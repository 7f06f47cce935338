import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { aRegistration, allUsers } from '../api/helpers/accounts';
import { postJson } from '../api/helpers/http';
import { createTestApp, TEST_SETUP_KEY } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { reportFigure } from './support/figures';

const ATTEMPTS = 10;

describe.each(testDatabases())('first admin: concurrent setup attempts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it(`${ATTEMPTS} concurrent setups with the right key make exactly one admin; the others are refused with a 4xx`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) =>
        postJson(t.app, adminApiPaths.auth.setup, { ...aRegistration({ username: `clerk_race_${index}` }), setupKey: TEST_SETUP_KEY }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500);
    const admins = (await allUsers(t.database)).filter((user) => user.role === 'admin');
    reportFigure(
      `first admin: ${ATTEMPTS} concurrent setups (${target.kind}) → ${admins.length} admin, ${created.length} × 201, ${refused.length} × 4xx`,
    );
    expect(admins).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(ATTEMPTS - 1);
    // The one token handed out belongs to the one admin.
    expect((created[0]?.body as { user: { username: string } }).user.username).toBe(admins[0]?.username);
    // The setup is closed for good: the status says so.
    const status = await t.app.inject({ method: 'GET', url: adminApiPaths.auth.status });
    expect(status.json()).toEqual({ setupOpen: false });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationItem } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { loadConfig } from '../../src/server/config';
import type { Env } from '../../src/server/env-values';
import { configProblems } from './helpers/config-problems';
import { registerUser } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { bearer, myPage, setCreatedAt } from './me-support';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-service-days-'));
const base: Env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

const problemsOf = (env: Env) => configProblems({ ...base, ...env });

describe('CERTIFICATE_SERVICE_DAYS', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("defaults to each definition's service time: birth and death 7 days, community, income and nativity 15, first graduate 30", () => {
    expect(loadConfig(base).certificateServiceDays).toEqual({
      birth: 7,
      death: 7,
      community: 15,
      income: 15,
      nativity: 15,
      'first-graduate': 30,
    });
  });

  it("sets this municipality's own for the types it names, the others keep theirs", () => {
    const config = loadConfig({ ...base, CERTIFICATE_SERVICE_DAYS: ' birth=3, first-graduate = 45 ,income=21' });
    expect(config.certificateServiceDays).toEqual({ birth: 3, death: 7, community: 15, income: 21, nativity: 15, 'first-graduate': 45 });
    expect(Object.isFrozen(config.certificateServiceDays)).toBe(true);
  });

  it.each([
    'passport=7',
    'birth=0',
    'birth=366',
    'birth=7,birth=8',
    'birth',
    'birth=seven',
    'birth=7;death=7',
    'constructor=7',
    'birth=7,',
  ])('stops the start for %s, naming the variable, the types and what was wrong', (value) => {
    const problems = problemsOf({ CERTIFICATE_SERVICE_DAYS: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^CERTIFICATE_SERVICE_DAYS must be type=days pairs .*\(birth, death, community, income, nativity, first-graduate\), 1 to 365 days \(wrong: "/,
    );
  });
});

describe.each(testDatabases())('service times in the answers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { CERTIFICATE_SERVICE_DAYS: 'death=3' } });
  });
  afterAll(() => t?.close());

  it("give the due date by this municipality's service time", async () => {
    const citizen = await registerUser(t.app);
    const submitted = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen.token) });
    const { id } = submitted.body as { id: string };
    await setCreatedAt(t.database, 'applications', [id], '2026-12-31T20:00:00Z');
    const [item] = (await myPage<MyApplicationItem>(t.app, apiPaths.me.applications, citizen.token)).items;
    // 1 January 2027 in India, plus 3 days.
    expect(item?.dueBy).toBe('2027-01-04');
  });

  it('the submission answers its due date too, so a confirmation without an account says the right day', async () => {
    const before = Date.now();
    const submitted = await submitApplication(t.app, definitionOf('death'));
    expect(submitted.status, submitted.text).toBe(201);
    // Today in India, plus this municipality's 3 days (not the definition's 7).
    const inIndia = (ms: number) => new Date(ms + 330 * 60_000 + 3 * 86_400_000).toISOString().slice(0, 10);
    expect([inIndia(before), inIndia(Date.now())]).toContain((submitted.body as { dueBy?: string }).dueBy);
  });
});

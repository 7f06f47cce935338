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

const dataDir = mkdtempSync(join(tmpdir(), 'portal-service-times-'));
const base: Env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

const problemsOf = (env: Env) => configProblems({ ...base, ...env });

const DAY = 86_400_000;
const days = (count: number) => count * DAY;

describe('SERVICE_TIMES', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("defaults to each definition's service time, grievances 7 days and appeals 30", () => {
    const config = loadConfig(base);
    expect(config.serviceTimes).toEqual({
      birth: days(7),
      death: days(7),
      community: days(15),
      income: days(15),
      nativity: days(15),
      'first-graduate': days(30),
      grievances: days(7),
      appeal: days(30),
    });
    expect(config.startupWarnings).toEqual([]);
  });

  it("sets this municipality's own as ISO 8601 durations for the keys it names, the others keep theirs", () => {
    const config = loadConfig({ ...base, SERVICE_TIMES: ' birth=P3D, income = P2W ,grievances=PT36H,appeal=P1DT30M, death=PT90M' });
    expect(config.serviceTimes).toMatchObject({
      birth: days(3),
      income: days(14),
      grievances: 36 * 3_600_000,
      appeal: DAY + 30 * 60_000,
      death: 90 * 60_000,
      nativity: days(15),
    });
    expect(Object.isFrozen(config.serviceTimes)).toBe(true);
  });

  it.each([
    'passport=P7D',
    'birth=P0D',
    'birth=PT30S',
    'birth=P366D',
    'birth=P1M',
    'birth=P1Y',
    'birth=-P7D',
    'birth=7',
    'birth=P7D,birth=P8D',
    'birth',
    'birth=P7D;death=P7D',
    'constructor=P7D',
    'birth=P7D,',
  ])('stops the start for %s, naming the variable, the keys and what was wrong', (value) => {
    const problems = problemsOf({ SERVICE_TIMES: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^SERVICE_TIMES must be key=ISO 8601 duration pairs .*\(birth, death, community, income, nativity, first-graduate, grievances, appeal\), one minute to 365 days .*\(wrong: "/,
    );
  });

  it('still reads CERTIFICATE_SERVICE_DAYS and GRIEVANCE_SERVICE_DAYS as days, warning at start with their replacement; SERVICE_TIMES wins', () => {
    const config = loadConfig({
      ...base,
      CERTIFICATE_SERVICE_DAYS: 'birth=3,income=21',
      GRIEVANCE_SERVICE_DAYS: '5',
      SERVICE_TIMES: 'income=P10D',
    });
    expect(config.serviceTimes).toMatchObject({ birth: days(3), income: days(10), grievances: days(5), death: days(7) });
    expect(config.startupWarnings).toHaveLength(2);
    for (const warning of config.startupWarnings) expect(warning).toContain('set SERVICE_TIMES instead');
  });

  it.each(['passport=7', 'birth=0', 'birth=366', 'birth=7,birth=8', 'birth=seven'])(
    'stops the start for CERTIFICATE_SERVICE_DAYS=%s, naming the variable and its replacement',
    (value) => {
      const problems = problemsOf({ CERTIFICATE_SERVICE_DAYS: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^CERTIFICATE_SERVICE_DAYS must be type=days pairs .*SERVICE_TIMES replaces it$/);
    },
  );
});

describe.each(testDatabases())('service times in the answers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { SERVICE_TIMES: 'death=P3D' } });
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

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { certificateMessages } from '../../src/shared/schemas/certificate-schema';
import { applications } from '../../src/server/db/schema';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { expectErrorBody } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

/*
 * Amounts typed as people write them: "1,20,000" is the annual family income 120000.
 * The server strips the grouping commas before it validates, as the form does, so the stored value
 * still matches the amount rule (digits, at most two decimals) and reads as a number.
 */
describe.each(testDatabases())('amounts typed with grouping commas on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const income = definitionOf('income');

  it('stores the income certificate’s "1,20,000" as 120000', async () => {
    const response = await submitApplication(t.app, income, { values: validValues(income, { annualIncome: '1,20,000' }) });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as CertificateSubmitted;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.data.annualIncome).toBe('120000');
    expect(Number(row?.data.annualIncome)).toBe(120000);
  });

  it('still refuses what is not an amount, in English with the amount message', async () => {
    const response = await submitApplication(t.app, income, { values: validValues(income, { annualIncome: '1,20,000 rupees' }) });
    expect(expectErrorBody(response, 400).fields).toEqual({ annualIncome: certificateMessages.amount });
  });
});

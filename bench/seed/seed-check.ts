import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { buildCertificateSchema } from '../../src/shared/schemas/certificate-schema';
import { grievanceSchema } from '../../src/shared/domain/grievances/grievance-rules';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { buildTaxOrderSchema } from '../../src/shared/schemas/tax-order-schema';
import { validateStrict } from '../../src/shared/validation/validate';
import type { SqlRunner } from './seed-database';

/** Rows checked per type: enough to catch a field the generator does not know, quick on PGlite. */
const SAMPLE = 200;

/**
 * The seeded rows must be what the server itself would have accepted: a sample of every type is
 * validated with the same shared schemas the forms and the server use. A definition that gains
 * a field the seed generator fills wrongly fails here, loudly, instead of skewing the figures.
 */
export async function checkSeedAgainstSchemas(runner: SqlRunner): Promise<void> {
  const problems: string[] = [];
  for (const definition of certificateDefinitions) {
    const schema = buildCertificateSchema(definition);
    const rows = await runner.rows('select reference, data from applications where type = $1 limit $2', [definition.slug, SAMPLE]);
    for (const row of rows) {
      const result = validateStrict(schema, row.data);
      if (!result.ok) problems.push(`${String(row.reference)}: ${result.error}`);
    }
  }
  for (const row of await runner.rows('select complaint_id, name, email, subject, message from grievances limit $1', [SAMPLE])) {
    const result = validateStrict(grievanceSchema, { name: row.name, email: row.email, subject: row.subject, message: row.message });
    if (!result.ok) problems.push(`${String(row.complaint_id)}: ${result.error}`);
  }
  for (const definition of taxDefinitions) {
    const schema = buildTaxOrderSchema(definition);
    const rows = await runner.rows(
      `select reference, identifiers, coalesce(period, bill_month) as period, to_char(due_date, 'YYYY-MM-DD') as due_date, amount_paise, payment_method
       from tax_payments where type = $1 limit $2`,
      [definition.slug, SAMPLE],
    );
    for (const row of rows) {
      const order = {
        type: definition.slug,
        identifiers: row.identifiers,
        [definition.period.name]: row.period,
        dueDate: row.due_date,
        amount: Number(row.amount_paise) / 100,
        paymentMethod: row.payment_method,
      };
      const result = validateStrict(schema, order);
      if (!result.ok) problems.push(`${String(row.reference)}: ${result.error}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`${problems.length} seeded rows would not pass the shared schemas, e.g. ${problems.slice(0, 3).join('; ')}`);
  }
}

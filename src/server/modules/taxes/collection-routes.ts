import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import type { CollectionReport } from '../../../shared/api/submissions/tax-types';
import { todayInIndia } from '../../../shared/domain/common/dates';
import { taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import { csvLine, UTF8_BOM } from '../../../shared/csv';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { collectionReport, parseCollectionQuery } from './collection-report';
import { TAX_DEPARTMENT } from '../../../shared/domain/staff/departments';
import { assertWholeDepartment } from '../staff/staff-scope';

const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;
// Checked by parseCollectionQuery, which names the bad field in the answer's own code.
const dayText = (description: string) => ({ type: 'string', description: `YYYY-MM-DD: ${description}` }) as const;
const rupees = (description: string) => ({ type: 'number', description: `${description}, in rupees` }) as const;

const collectionQuerystring = {
  type: 'object',
  properties: {
    from: dayText('the first day a demand’s period may start on (by default the financial year’s 1 April, in India’s calendar)'),
    to: dayText('the last day a demand’s period may start on, on or after `from` (by default the financial year’s 31 March)'),
  },
  additionalProperties: false,
} as const;

const collectionRow = {
  type: 'object',
  required: ['type', 'ward', 'demand', 'collected', 'outstanding'],
  properties: {
    type: { type: 'string', enum: taxDefinitions.map((definition) => definition.slug) },
    ward: { type: ['string', 'null'], description: 'The register’s ward; null for accounts it gives none' },
    demand: rupees('The register’s demands whose period starts in the range'),
    collected: rupees('Those of them paid (their own amounts: late fees and rebates are not demand)'),
    outstanding: rupees('demand − collected'),
    selfAssessed: rupees(
      'On a type’s no-ward row only: what was paid in the range for bills the register does not hold, as the citizen assessed them (without late fees)',
    ),
  },
} as const;

const collectionSchema = {
  querystring: collectionQuerystring,
  response: {
    200: {
      description: 'Demand, collected and outstanding per tax type and ward',
      type: 'object',
      required: ['from', 'to', 'rows', 'totals'],
      properties: {
        from: day('The range’s first day'),
        to: day('The range’s last day'),
        rows: { type: 'array', items: collectionRow, description: 'By tax type, then ward (no ward last)' },
        totals: {
          type: 'object',
          required: ['demand', 'collected', 'outstanding'],
          properties: {
            demand: rupees('Every row’s demand'),
            collected: rupees('Every row’s collected'),
            outstanding: rupees('Every row’s outstanding'),
          },
        },
      },
    },
  },
} as const;

const collectionCsvSchema = {
  querystring: collectionQuerystring,
  response: {
    200: {
      description: 'The same rows as CSV (UTF-8 with a byte order mark), then a line of totals',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
  },
} as const;

/** The report as a spreadsheet reads it: English headers as the other exports have, amounts in rupees, text cells neutralised. */
function collectionCsv(report: CollectionReport): string {
  const selfAssessed = report.rows.reduce((total, row) => total + Math.round((row.selfAssessed ?? 0) * 100), 0) / 100;
  return [
    UTF8_BOM + csvLine(['Type', 'Ward', 'Demand', 'Collected', 'Outstanding', 'Self-assessed']),
    ...report.rows.map((row) => csvLine([row.type, row.ward, row.demand, row.collected, row.outstanding, row.selfAssessed])),
    csvLine(['Total', null, report.totals.demand, report.totals.collected, report.totals.outstanding, selfAssessed]),
  ].join('');
}

/**
 * GET /api/admin/collection and /api/admin/collection.csv (admins, and officers of the whole taxes department): the register's demand,
 * collected and outstanding per tax type and ward for the demands whose period starts between
 * `from` and `to`, and each type's self-assessed money paid in those days (decision 078). The CSV
 * is a line of the audit log, as every export is (decision 049).
 */
export async function collectionRoutes(app: FastifyInstance) {
  app.get(adminApiPaths.collection, { config: { access: 'staff' }, schema: collectionSchema }, async (request) => {
    assertWholeDepartment(request, TAX_DEPARTMENT);
    return collectionReport(app.db, parseCollectionQuery(request.query, todayInIndia()));
  });

  app.get(adminApiPaths.collectionCsv, { config: { access: 'staff' }, schema: collectionCsvSchema }, async (request, reply) => {
    assertWholeDepartment(request, TAX_DEPARTMENT);
    const range = parseCollectionQuery(request.query, todayInIndia());
    await recordAudit(app.db, {
      actor: currentUserOf(request),
      action: 'list.export',
      target: { type: 'list', id: randomUUID(), reference: `collection?from=${range.from}&to=${range.to}` },
      before: null,
      after: 'exported',
    });
    const report = await collectionReport(app.db, range);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="collection-${range.from}-to-${range.to}.csv"`)
      .send(collectionCsv(report));
  });
}

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import type { AdminCategory } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { answerDueBy, daysAsServiceTime, daysLeftUntil } from '../../../shared/domain/certificates/service-time';
import { indiaDateTime, todayInIndia } from '../../../shared/domain/common/dates';
import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import type { Database } from '../../db/database';
import { decodeCursor, toPage } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { forbidden, notFound } from '../../http/http-error';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { pageApplicationsOfTypes } from '../certificates/application-repository';
import { applicationFields } from '../certificates/application-view';
import { pageGrievances } from '../grievances/grievance-repository';
import { pageTaxPayments } from '../taxes/tax-repository';
import { toTaxAdminRow } from '../taxes/tax-view';
import { parseAdminListQuery } from './admin-list-query';
import { adminListQuerystring } from './admin-list-schemas';
import { csvLine, UTF8_BOM } from '../../../shared/csv';
import { scopeOf, worksIn } from '../staff/staff-scope';
import type { StaffScope } from '../staff/staff-scope';
import { scopedPages } from './scoped-lists';
import { departmentOfList } from '../../../shared/domain/staff/list-departments';

/** Rows read per statement: a page in memory at a time, whatever the list's length. */
const EXPORT_PAGE = 500;
const EXPORT_PATH = '/api/admin/export/:file';

type Lines = AsyncGenerator<string, void, undefined>;
/** Reads the pages of one list from `first` on; each yields its rows as CSV lines and the next query. */
type PageReader = (query: PageQuery) => Promise<{ lines: string[]; next: PageQuery | null }>;

async function* csvOf(header: readonly string[], first: PageQuery, read: PageReader): Lines {
  yield UTF8_BOM + csvLine(header);
  let query: PageQuery | null = first;
  while (query) {
    const page = await read(query);
    if (page.lines.length > 0) yield page.lines.join('');
    query = page.next;
  }
}

/** The query of the page after this one, or null after the last. */
function nextQuery(query: PageQuery, next: string | null): PageQuery | null {
  const after = next === null ? null : decodeCursor(next);
  return after ? { ...query, after } : null;
}

interface ExportContext {
  db: Database;
  aadhaar: AadhaarCipher;
  serviceTimes: Readonly<Record<string, number>>;
  /** Whose export: an officer's holds their departments' lists, narrowed to their wards (decision 082). */
  scope: StaffScope;
  onError: (err: unknown) => void;
}

function certificateCsv(context: ExportContext, definition: CertificateDefinition, first: PageQuery): Lines {
  const reveal = aadhaarRevealer(definition, context.aadhaar, context.onError);
  const serviceTime = context.serviceTimes[definition.slug] ?? daysAsServiceTime(definition.serviceDays);
  const header = ['Reference', 'Status', 'Submitted (IST)', 'Due by', 'Days left', ...definition.fields.map((field) => field.label)];
  return csvOf(header, first, async (query) => {
    const page = toPage(await pageApplicationsOfTypes(context.db, [{ type: definition.slug, query }]), query.limit);
    const now = new Date();
    const lines = page.rows.map((row) => {
      const fields = applicationFields(definition, row, { aadhaar: 'masked', reveal });
      const dueBy = answerDueBy(row.createdAt, serviceTime);
      const left = row.status === 'pending' ? daysLeftUntil(dueBy, now) : null;
      return csvLine([
        row.reference,
        row.status,
        indiaDateTime(row.createdAt),
        dueBy,
        left,
        ...definition.fields.map((field) => fields[field.name]),
      ]);
    });
    return { lines, next: nextQuery(query, page.next) };
  });
}

function grievanceCsv(context: ExportContext, first: PageQuery): Lines {
  return csvOf(['Complaint ID', 'Name', 'Email', 'Subject', 'Message', 'Status', 'Submitted (IST)'], first, async (query) => {
    const page = toPage(await pageGrievances(context.db, query), query.limit);
    const lines = page.rows.map((row) =>
      csvLine([row.complaintId, row.name, row.email, row.subject, row.message, row.status, indiaDateTime(row.createdAt)]),
    );
    return { lines, next: nextQuery(query, page.next) };
  });
}

function taxCsv(context: ExportContext, first: PageQuery): Lines {
  const header = [
    'Reference',
    'Type',
    'Payer',
    'Number',
    'Identifiers',
    'Period',
    'Due date',
    'Amount',
    'Late fee',
    'Total',
    'Method',
    'Status',
    'Created (IST)',
    'Paid at (IST)',
    // After the columns the export always had: a sheet that reads those by position still does.
    'Rebate',
    'Bill number',
    'Self-assessed',
  ];
  return csvOf(header, first, async (query) => {
    const page = toPage(await pageTaxPayments(context.db, query), query.limit);
    const lines = page.rows.map((payment) => {
      const row = toTaxAdminRow(payment);
      const definition = taxBySlug(row.type);
      const identifiers = Object.entries(row.identifiers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('; ');
      const payer = definition?.payerField ? (row.identifiers[definition.payerField] ?? '') : '';
      const number = definition ? (row.identifiers[definition.numberField] ?? '') : '';
      return csvLine([
        row.reference,
        row.type,
        payer,
        number,
        identifiers,
        row.period ?? row.billMonth,
        row.dueDate,
        row.amount,
        row.lateFee,
        row.total,
        row.paymentMethod,
        row.status,
        indiaDateTime(new Date(row.createdAt)),
        row.paidAt ? indiaDateTime(new Date(row.paidAt)) : null,
        row.rebate,
        row.billNumber,
        row.selfAssessed ? 'yes' : 'no',
      ]);
    });
    return { lines, next: nextQuery(query, page.next) };
  });
}

const exportSchema = {
  params: {
    type: 'object',
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        description: 'The list and `.csv`: a certificate list key (birth, income, …), grievances or taxes; or `all.zip`, every list',
      },
    },
  },
  // The admin list's own filters (q, <list>.status, <list>.overdue); its paging parameters are ignored.
  querystring: adminListQuerystring,
  response: {
    200: {
      description: 'The list as CSV (UTF-8 with a byte order mark), streamed; for `all.zip`, a ZIP of every list’s CSV',
      content: { 'text/csv': { schema: { type: 'string' } }, 'application/zip': { schema: { type: 'string', format: 'binary' } } },
    },
  },
} as const;

const definitionOf = new Map(certificateDefinitions.map((definition) => [definition.listKey as string, definition]));
/** Every list, in the dashboard's order: the certificates', then grievances and taxes. */
const everyList = [...definitionOf.keys(), 'grievances', 'taxes'];

/** The lists a member of staff may export: their departments'. */
function listsOf(scope: StaffScope): string[] {
  return everyList.filter((list) => {
    const department = departmentOfList.get(list as AdminCategory);
    return department !== undefined && worksIn(scope, department);
  });
}

/** One list as the dashboard filters it, as CSV lines. */
function listCsv(context: ExportContext, list: string, query: Record<string, unknown>): Lines {
  const { pages } = parseAdminListQuery({ ...query, only: list }, context.serviceTimes);
  const first: PageQuery = { ...(scopedPages(pages, context.scope)[list as AdminCategory] as PageQuery), limit: EXPORT_PAGE };
  const definition = definitionOf.get(list);
  if (definition) return certificateCsv(context, definition, first);
  return list === 'grievances' ? grievanceCsv(context, first) : taxCsv(context, first);
}

/** Every list's CSV in one ZIP, written as the lists are read: one list's page in memory at a time. */
function everyListZip(context: ExportContext, query: Record<string, unknown>, day: string): Readable {
  const zip = new ZipFile();
  for (const list of listsOf(context.scope)) zip.addReadStream(Readable.from(listCsv(context, list, query)), `${list}-${day}.csv`);
  zip.end();
  return zip.outputStream as Readable;
}

/**
 * GET /api/admin/export/{list}.csv (staff, their departments' lists: decisions 049 and 082): the list as the dashboard filters
 * it (the same `q`, `<list>.status` and `<list>.overdue`), newest first, every row. Streamed: one
 * keyset page of 500 rows in memory at a time. UTF-8 with a byte order mark, Aadhaar numbers
 * masked, formula-like cells neutralised. `all.zip` is every list, each filtered as the dashboard
 * filters it, one CSV each. Each export is a line of the audit log.
 */
export function exportRoutes(aadhaar: AadhaarCipher, serviceTimes: Readonly<Record<string, number>>) {
  return async function registerExportRoutes(app: FastifyInstance) {
    app.get<{ Params: { file: string } }>(EXPORT_PATH, { config: { access: 'staff' }, schema: exportSchema }, async (request, reply) => {
      const all = request.params.file === 'all.zip';
      const list = all ? 'all' : /^([A-Za-z]+)\.csv$/.exec(request.params.file)?.[1];
      if (list === undefined || !(all || everyList.includes(list))) throw notFound('admin.export_not_found');
      const scope = scopeOf(request);
      if (!all && !listsOf(scope).includes(list)) throw forbidden('staff.outside_scope');
      const query = request.query as Record<string, unknown>;
      // A bad filter is a 400 before anything is written, for the ZIP as for one list.
      for (const each of all ? everyList : [list]) parseAdminListQuery({ ...query, only: each }, serviceTimes);

      const admin = currentUserOf(request);
      const search = new URLSearchParams(request.query as Record<string, string>).toString();
      await recordAudit(app.db, {
        actor: admin,
        action: 'list.export',
        target: { type: 'list', id: randomUUID(), reference: `${list}${search ? `?${search}` : ''}`.slice(0, 500) },
        before: null,
        after: 'exported',
      });

      const context: ExportContext = {
        db: app.db,
        aadhaar,
        serviceTimes,
        scope,
        onError: (err) => request.log.error({ err }, 'An Aadhaar number could not be decrypted'),
      };
      // The file is named by India's date, as the clerk's calendar has it.
      const day = todayInIndia();
      if (all)
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="all-lists-${day}.zip"`)
          .send(everyListZip(context, query, day));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${list}-${day}.csv"`)
        .send(Readable.from(listCsv(context, list, query)));
    });
  };
}

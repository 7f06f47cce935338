import { ADMIN_CATEGORIES, ADMIN_LISTS, categoryStatuses } from '../../../shared/api/admin-types';
import { appealAdminRowJsonSchema } from '../appeals/appeal-list';
import { languages } from '../../../shared/i18n/languages';
import { applicationRowJsonSchema } from '../certificates/certificate-schemas';

const text = (description: string) => ({ type: 'string', description });

/** The query of GET /api/admin/list (AdminListQuery); parseAdminListQuery checks it and names each bad parameter. */
export const adminListQuerystring = {
  type: 'object',
  properties: {
    q: text('A name fragment (3 to 100 characters), or a reference or complaint ID exactly'),
    limit: text('Rows per list, 1 to 200 (20 by default)'),
    only: text(`Some lists only, comma-separated: ${ADMIN_LISTS.join(', ')}`),
    ...Object.fromEntries(
      ADMIN_CATEGORIES.flatMap((category) => [
        [`${category}.status`, { type: 'string', enum: categoryStatuses(category), description: `Only ${category} in this status` }],
        [`${category}.after`, text(`The cursor of the next ${category} page (pages.${category}.next)`)],
        [`${category}.limit`, text(`Rows of ${category}, 1 to 200`)],
        [`${category}.overdue`, text('1: only pending applications past their due date (certificate lists)')],
      ]),
    ),
    'appeals.status': { type: 'string', enum: categoryStatuses('appeals'), description: 'Only appeals in this status' },
    'appeals.after': text('The cursor of the next appeals page (pages.appeals.next)'),
    'appeals.limit': text('Rows of appeals, 1 to 200'),
  },
  additionalProperties: false,
} as const;

/** What a grievance's staff views add to its fields: the citizen's language and its escalation. */
export const grievanceStaffJsonProperties = {
  citizenLanguage: {
    type: 'string',
    enum: languages,
    description: 'The language the citizen reads the office’s messages in: their account’s, the default without one (decision 073)',
  },
  escalatedAt: {
    type: ['string', 'null'],
    format: 'date-time',
    description: 'When its service time passed undecided and it was escalated (decision 083); null if not',
  },
  ward: { type: ['string', 'null'], description: 'Its ward, when its submitter named one (decision 085)' },
  reopenedAt: { type: ['string', 'null'], format: 'date-time', description: 'When its submitter last reopened it; null: never' },
  hasPhoto: { type: 'boolean', description: 'Whether a photo came with it' },
} as const;

const grievanceRow = {
  type: 'object',
  required: ['_id', 'complaintId', 'name', 'email', 'subject', 'message', 'status', 'createdAt', 'updatedAt'],
  properties: {
    _id: { type: 'string' },
    complaintId: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    subject: { type: 'string' },
    message: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time', description: 'The version a status change names' },
    ...grievanceStaffJsonProperties,
  },
} as const;

const rupees = { type: 'number', description: 'Rupees' } as const;
const taxRow = {
  type: 'object',
  required: [
    '_id',
    'reference',
    'type',
    'identifiers',
    'period',
    'billMonth',
    'dueDate',
    'amount',
    'lateFee',
    'total',
    'paymentMethod',
    'status',
    'createdAt',
    'updatedAt',
    'paidAt',
    'selfAssessed',
    'billNumber',
    'rebate',
  ],
  properties: {
    _id: { type: 'string' },
    reference: { type: 'string' },
    type: { type: 'string' },
    identifiers: { type: 'object', additionalProperties: { type: 'string' } },
    period: { type: ['string', 'null'] },
    billMonth: { type: ['string', 'null'] },
    dueDate: { type: 'string', format: 'date' },
    amount: rupees,
    lateFee: rupees,
    rebate: { type: 'number', description: 'Rupees: the early-payment rebate taken off a register bill, 0 for none' },
    total: rupees,
    paymentMethod: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time', description: 'The version a decline or refund names' },
    paidAt: { type: ['string', 'null'], format: 'date-time' },
    selfAssessed: { type: 'boolean', description: 'A bill the register does not hold: the amount is the citizen’s own' },
    billNumber: { type: ['string', 'null'], description: 'The register bill this pays; null when self-assessed' },
  },
} as const;

const rowsOf = (category: string) => (category === 'grievances' ? grievanceRow : category === 'taxes' ? taxRow : applicationRowJsonSchema);
const byCategory = (schemaOf: (category: string) => object) =>
  ({ type: 'object', properties: Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, schemaOf(category)])) }) as const;

/**
 * GET /api/admin/list (AdminListAnswer, spec section 7). The route sends answers it built or
 * kept as JSON text, so this schema describes and never serializes.
 */
export const adminListSchema = {
  querystring: adminListQuerystring,
  response: {
    200: {
      type: 'object',
      required: ['data', 'pages', 'counts'],
      properties: {
        data: {
          ...byCategory((category) => ({ type: 'array', items: rowsOf(category) })),
          description: 'The lists asked for, newest first',
        },
        appeals: {
          type: 'array',
          items: appealAdminRowJsonSchema,
          description: 'Citizens’ appeals, open first (decision 084), unless `only` leaves them out',
        },
        pages: {
          type: 'object',
          properties: Object.fromEntries(
            ADMIN_LISTS.map((list) => [
              list,
              {
                type: 'object',
                required: ['next'],
                properties: { next: { type: ['string', 'null'], description: 'null on the last page' } },
              },
            ]),
          ),
        },
        counts: byCategory(() => ({
          type: 'object',
          required: ['total', 'byStatus'],
          properties: { total: { type: 'integer' }, byStatus: { type: 'object', additionalProperties: { type: 'integer' } } },
        })),
      },
    },
  },
} as const;

import { dueByJsonSchema, issuedCertificateJsonProperties } from '../certificates/certificate-schemas';
import { receiptJsonSchema } from '../taxes/tax-schemas';

/*
 * The answers of GET /api/me/… (decision 043). A response schema also serializes: every field is
 * listed, and nothing else is sent.
 */

const text = { type: 'string' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const rupees = (description: string) => ({ type: 'number', description: `${description}, in rupees` }) as const;

const timelineJsonSchema = {
  type: 'array',
  description: 'Every change of status, oldest first',
  items: {
    type: 'object',
    required: ['at', 'status'],
    properties: {
      at: dateTime,
      status: text,
      message: { type: 'string', description: 'The clerk’s message with this change, when there is one' },
      event: {
        type: 'string',
        enum: ['escalated'],
        description: 'An entry that changed no status: escalated, its due time passed undecided',
      },
    },
  },
} as const;

function pageOf<Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['items', 'nextCursor'],
    properties: {
      items: { type: 'array', items: item, description: 'Newest first' },
      nextCursor: { type: ['string', 'null'], description: 'Ask for the next page with ?cursor=…; null on the last page' },
    },
  } as const;
}

const applicationItem = {
  type: 'object',
  required: ['type', 'id', 'reference', 'status', 'createdAt', 'updatedAt', 'dueBy'],
  properties: {
    type: text,
    id: text,
    reference: text,
    status: text,
    createdAt: dateTime,
    updatedAt: dateTime,
    dueBy: dueByJsonSchema,
    certificateRevokedAt: { ...dateTime, description: 'When its certificate was revoked, if it was' },
  },
} as const;

export const myApplicationsJsonSchema = pageOf(applicationItem);

/** One application as the clerk's view shows it, Aadhaar masked, with no stored file names and no links. */
export const myApplicationJsonSchema = {
  type: 'object',
  required: ['_id', 'type', 'reference', 'status', 'createdAt', 'updatedAt', 'decidedAt', 'dueBy', 'documents', 'timeline'],
  description: 'Also every text field of the type’s definition, Aadhaar numbers masked to their last four digits (XXXX XXXX 1234)',
  additionalProperties: true,
  properties: {
    _id: text,
    type: text,
    reference: text,
    status: text,
    createdAt: dateTime,
    updatedAt: dateTime,
    decidedAt: { type: ['string', 'null'], format: 'date-time' },
    dueBy: dueByJsonSchema,
    documents: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'name', 'size'],
        properties: {
          field: { type: 'string', description: 'The upload’s field in the form' },
          name: { type: 'string', description: 'The file’s name on the citizen’s device' },
          size: { type: 'number', description: 'Bytes' },
        },
      },
    },
    timeline: timelineJsonSchema,
    ...issuedCertificateJsonProperties,
    certificateRevokedAt: {
      ...dateTime,
      description: 'When its certificate was revoked, if it was: it no longer stands, and its PDF is no longer given',
    },
    certificateRevokeReason: { type: 'string', description: 'Why the office revoked it' },
    returnedFields: {
      type: 'array',
      items: { type: 'string' },
      description: 'While returned: the fields and documents to correct and send back',
    },
  },
} as const;

const paymentItemProperties = {
  id: text,
  reference: text,
  type: text,
  amount: rupees('The bill'),
  lateFee: rupees('The late fee'),
  total: rupees('Amount and late fee'),
  status: text,
  createdAt: dateTime,
} as const;
const paymentItemRequired = ['id', 'reference', 'type', 'amount', 'lateFee', 'total', 'status', 'createdAt'] as const;

export const myPaymentsJsonSchema = pageOf({ type: 'object', required: paymentItemRequired, properties: paymentItemProperties });

export const myPaymentJsonSchema = {
  type: 'object',
  required: [
    ...paymentItemRequired,
    'identifiers',
    'period',
    'billMonth',
    'dueDate',
    'paymentMethod',
    'updatedAt',
    'paidAt',
    'orderId',
    'paymentId',
    'refundId',
    'receipt',
    'timeline',
  ],
  properties: {
    ...paymentItemProperties,
    identifiers: { type: 'object', additionalProperties: { type: 'string' }, description: 'What the form identified the bill by' },
    period: { type: ['string', 'null'] },
    billMonth: { type: ['string', 'null'] },
    dueDate: { type: 'string', format: 'date' },
    paymentMethod: text,
    updatedAt: dateTime,
    paidAt: { type: ['string', 'null'], format: 'date-time' },
    orderId: { type: 'string', description: 'The gateway’s order' },
    paymentId: { type: ['string', 'null'], description: 'The gateway’s payment, once paid' },
    refundId: { type: ['string', 'null'], description: 'The gateway’s refund, once refunded' },
    receipt: {
      ...receiptJsonSchema,
      type: ['object', 'null'],
      description: 'As POST /api/taxes/verify answered it (amounts in paise), for a payment that was paid',
    },
    timeline: timelineJsonSchema,
  },
} as const;

export const myGrievancesJsonSchema = pageOf({
  type: 'object',
  required: ['complaintId', 'subject', 'status', 'createdAt', 'updatedAt'],
  properties: {
    complaintId: text,
    subject: text,
    status: text,
    createdAt: dateTime,
    updatedAt: dateTime,
    message: { type: 'string', description: 'The clerk’s latest note, when there is one (for the submitter only)' },
  },
} as const);

import { GRIEVANCE_SUBJECTS } from '../../../shared/domain/grievances/grievance-rules';
import { OPEN311_LIST_MAX, OPEN311_SPAN_DAYS, OPEN311_STATUSES } from './open311-query';

/*
 * What the OpenAPI document says of the Open311 routes (decision 030), in GeoReport v2's own
 * names. Every refusal is the standard's array, not the portal's `{ error, code }`.
 */

const nullable = (type: string, description?: string) => ({ type: [type, 'null'], ...(description ? { description } : {}) });

export const open311ErrorsSchema = {
  type: 'array',
  description: 'GeoReport v2 errors: the HTTP status as `code`, and what to correct, in the language of Accept-Language',
  items: {
    type: 'object',
    required: ['code', 'description'],
    properties: { code: { type: 'integer' }, description: { type: 'string' } },
  },
} as const;

/** Each route's refusals, in place of the portal's error shape that route-schemas.ts adds. */
export const open311Refusals = { '4xx': open311ErrorsSchema, '5xx': open311ErrorsSchema } as const;

export const servicesSchema = {
  type: 'array',
  description: 'The four grievance subjects as services',
  items: {
    type: 'object',
    required: ['service_code', 'service_name', 'description', 'metadata', 'type', 'keywords', 'group'],
    properties: {
      service_code: { type: 'string', enum: GRIEVANCE_SUBJECTS },
      service_name: { type: 'string' },
      description: { type: 'string' },
      metadata: { type: 'boolean' },
      type: { type: 'string', enum: ['realtime'] },
      keywords: { type: 'string' },
      group: { type: 'string' },
    },
  },
} as const;

export const serviceRequestsSchema = {
  type: 'array',
  description: 'Grievances as service requests, newest first: nothing that names or reaches their submitter',
  items: {
    type: 'object',
    required: ['service_request_id', 'status', 'service_code', 'service_name', 'requested_datetime', 'updated_datetime'],
    properties: {
      service_request_id: { type: 'string', description: 'The complaint ID, GRV-XXXX-XXXX' },
      status: { type: 'string', enum: OPEN311_STATUSES, description: 'closed once Resolved or Declined' },
      status_notes: nullable('string', "Always null: the clerk's note is its submitter's alone"),
      service_name: { type: 'string' },
      service_code: { type: 'string', enum: GRIEVANCE_SUBJECTS },
      description: nullable('string', "Always null: the submitter's words are not published"),
      agency_responsible: nullable('string'),
      service_notice: nullable('string'),
      requested_datetime: { type: 'string', format: 'date-time' },
      updated_datetime: { type: 'string', format: 'date-time' },
      expected_datetime: nullable('string', 'When an open request is due, by the grievances’ service time'),
      address: nullable('string', 'The landmark'),
      address_id: nullable('string'),
      zipcode: nullable('string'),
      lat: nullable('number'),
      long: nullable('number'),
      media_url: nullable('string', 'Always null: the photo is shown to staff only'),
    },
  },
} as const;

export const requestsQuerySchema = {
  type: 'object',
  properties: {
    service_request_id: {
      type: 'string',
      description: `Complaint IDs separated by commas, at most ${OPEN311_LIST_MAX}; every other filter is then ignored`,
    },
    service_code: { type: 'string', description: 'Services separated by commas' },
    start_date: { type: 'string', description: 'ISO 8601 with its zone; a date alone is midnight in India' },
    end_date: { type: 'string', description: `ISO 8601 with its zone; at most ${OPEN311_SPAN_DAYS} days after start_date` },
    status: { type: 'string', description: 'open, closed, or both separated by commas' },
  },
} as const;

export const requestIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', description: 'The complaint ID, GRV-XXXX-XXXX' } },
} as const;

export const fileRequestBodySchema = {
  type: 'object',
  required: ['api_key', 'service_code'],
  properties: {
    api_key: { type: 'string', description: 'One of OPEN311_API_KEYS' },
    service_code: { type: 'string', enum: GRIEVANCE_SUBJECTS },
    lat: { type: 'string', description: 'Decimal degrees, in India; with long, or address_string instead' },
    long: { type: 'string', description: 'Decimal degrees, in India; with lat' },
    address_string: { type: 'string', description: 'Kept as the landmark' },
    email: { type: 'string', description: 'Required here: the submitter is told and proves who they are by it' },
    first_name: { type: 'string', description: 'With last_name, the name (one of them required)' },
    last_name: { type: 'string' },
    phone: { type: 'string', description: 'Not kept' },
    description: { type: 'string', description: 'The complaint, required here' },
    media_url: { type: 'string', description: 'Not fetched, not kept' },
  },
} as const;

export const filedSchema = {
  type: 'array',
  description: 'The complaint ID of the grievance filed',
  items: {
    type: 'object',
    required: ['service_request_id'],
    properties: {
      service_request_id: { type: 'string', description: 'The complaint ID, GRV-XXXX-XXXX' },
      service_notice: nullable('string'),
      account_id: nullable('string'),
    },
  },
} as const;

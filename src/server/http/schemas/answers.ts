/**
 * JSON schemas of answers several routes give. A response schema also serializes: it lists every
 * field the route sends, with `null` where the value can be null.
 */
import { ERROR_CODES } from '../../../shared/api/error-codes';

/** `{ error, code, values?, fields?, fieldCodes?, current? }`: every 4xx and 5xx (http/error-handler.ts, decision 036). */
export const apiErrorJsonSchema = {
  type: 'object',
  required: ['error', 'code'],
  properties: {
    error: {
      type: 'string',
      description: 'What went wrong, written for the person using the portal, in the language of Accept-Language (English by default)',
    },
    code: {
      type: 'string',
      enum: ERROR_CODES,
      description: 'Which message this is, the same in every language',
    },
    values: {
      type: 'object',
      additionalProperties: { type: ['string', 'number'] },
      description: 'The values the message names (`minutes`, `size`, `status`, `names`, `count`), the same in every language',
    },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per field the person must correct' },
    fieldCodes: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'A code per field of `fields`: the name of the check that failed (`required`, `max`, `email`, `tooLarge`…)',
    },
    current: {
      type: 'object',
      additionalProperties: true,
      description: 'A `*.changed` 409: the record as it is now, as the clerk’s view of it gives it (decision 064)',
    },
  },
} as const;

/** Added to every route's responses by registerRouteSchemas. */
export const errorResponses = {
  '4xx': { ...apiErrorJsonSchema, description: 'Refused: `error` says why (`code` which message it is), `fields` what to correct' },
  '5xx': { ...apiErrorJsonSchema, description: 'Our fault: the details are in the server’s log, never in the answer' },
} as const;

/** A 204: nothing in the body. */
export const noContent = { type: 'null', description: 'Done; no content' } as const;

/** `{ _id, status }`: the answer of every admin action (AdminActionDone). */
export const adminActionDoneJsonSchema = {
  type: 'object',
  required: ['_id', 'status'],
  properties: { _id: { type: 'string' }, status: { type: 'string', description: 'The status after the action' } },
} as const;

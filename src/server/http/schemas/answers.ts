/**
 * JSON schemas of answers several routes give. A response schema also serializes: it lists every
 * field the route sends, with `null` where the value can be null.
 */

/** `{ error, fields? }`: every 4xx and 5xx (http/error-handler.ts). */
const apiErrorJsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'What went wrong, written for the person using the portal' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'A message per field the person must correct' },
  },
} as const;

/** Added to every route's responses by registerRouteSchemas. */
export const errorResponses = {
  '4xx': { ...apiErrorJsonSchema, description: 'Refused: `error` says why, `fields` what to correct' },
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

import { IDEMPOTENCY_HEADER } from '../../../shared/api/submissions/certificate-types';

/** The header of a write a client may retry (DESIGN section 6; modules/idempotency). */
export const idempotencyKeyHeaders = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER.toLowerCase()]: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      description:
        'Optional. A retried request with the same key and body gets the first answer and writes nothing again; another body with it is a 422.',
    },
  },
} as const;

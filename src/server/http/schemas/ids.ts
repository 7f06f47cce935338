/** Every record's id is a UUID; either case is accepted, and routes look it up in lower case. */
export const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const uuidJsonSchema = { type: 'string', pattern: UUID.source, description: 'A record id (UUID)' } as const;

/** `:id` in a path: checked by the route's params schema, so a malformed id never reaches a handler. */
export const idParams = { type: 'object', required: ['id'], properties: { id: uuidJsonSchema } } as const;

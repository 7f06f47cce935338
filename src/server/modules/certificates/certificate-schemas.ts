import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { buildCertificateSchema } from '../../../shared/schemas/certificate-schema';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { languages } from '../../../shared/i18n/languages';
import { uuidJsonSchema } from '../../http/schemas/ids';

/** `:type/:id` of the admin paths: a known certificate type and a UUID. Built when routes register, from the definitions then known. */
export function applicationParamsJsonSchema() {
  return {
    type: 'object',
    required: ['type', 'id'],
    properties: {
      type: { type: 'string', enum: certificateDefinitions.map((definition) => definition.slug), description: 'The certificate type' },
      id: uuidJsonSchema,
    },
  } as const;
}

/** The answer of every certificate submission (CertificateSubmitted). */
export const certificateSubmittedJsonSchema = {
  type: 'object',
  required: ['id', 'reference', 'status'],
  properties: {
    id: { type: 'string' },
    applicationId: { type: 'string', description: 'The same id, for the birth and community certificates (spec section 7)' },
    reference: { type: 'string', description: 'The reference a citizen quotes at the counter' },
    status: { type: 'string', enum: ['pending'] },
    dueBy: { type: 'string', format: 'date', description: 'When the answer is due, by this municipality’s service time for the type' },
  },
} as const;

const documentJsonSchema = {
  type: 'object',
  required: ['field', 'label', 'name', 'size', 'type', 'url'],
  properties: {
    field: { type: 'string' },
    label: { type: 'string' },
    name: { type: 'string', description: 'The file name on the citizen’s device' },
    size: { type: 'number', description: 'Bytes' },
    type: { type: 'string', description: 'The MIME type detected from the file’s bytes' },
    url: { type: 'string', description: 'A signed /uploads/ link that expires' },
  },
} as const;

/**
 * One application as the admin views read it (application-view.ts). Its definition's fields
 * differ by type, so they are additional properties, serialized as they are.
 */
export const applicationRowJsonSchema = {
  type: 'object',
  required: ['_id', 'reference', 'status', 'createdAt', 'updatedAt', 'decidedAt', 'documents'],
  description:
    'Also every text field of the type’s definition, and each file field’s stored names (`…Path`: a name, a list of names, or null)',
  additionalProperties: true,
  properties: {
    _id: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    decidedAt: { type: ['string', 'null'], format: 'date-time' },
    citizenLanguage: {
      type: 'string',
      enum: languages,
      description: 'The language the citizen reads the office’s messages in: their account’s, the default without one (decision 073)',
    },
    documents: { type: 'array', items: documentJsonSchema },
  },
} as const;

/** Once an application is accepted: its certificate's number and public verify page (decision 050). */
export const issuedCertificateJsonProperties = {
  certificateNumber: { type: 'string', description: 'The certificate issued on acceptance, e.g. MUN/BIR/2026/000001' },
  verifyUrl: { type: 'string', format: 'uri', description: 'The public page that checks the certificate: what its QR code holds' },
} as const;

/** GET /api/admin/certificates/:type/:id: the application in full (Aadhaar too) and its history. */
export const applicationDetailJsonSchema = {
  ...applicationRowJsonSchema,
  required: [...applicationRowJsonSchema.required, 'history'],
  properties: {
    ...applicationRowJsonSchema.properties,
    ...issuedCertificateJsonProperties,
    certificateRevokedAt: { type: 'string', format: 'date-time', description: 'When its certificate was revoked, if it was' },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['action', 'at', 'actor'],
        properties: {
          action: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          actor: { type: ['string', 'null'], description: 'The clerk; null for the citizen’s submission' },
          message: {
            type: 'string',
            description:
              'The clerk’s reason, note or request for correction, when there is one: chosen reasons in the language of Accept-Language, the clerk’s words as written',
          },
          fields: {
            type: 'array',
            items: { type: 'string' },
            description: 'returned: the fields and documents to correct; resubmitted: the ones changed',
          },
        },
      },
    },
  },
} as const;

/**
 * The body of a submission: JSON described from the definition's Yup schema, or (with uploads)
 * multipart with the same text fields and the definition's file fields.
 */
export function submissionBodyJsonSchema(definition: CertificateDefinition) {
  const text = bodyJsonSchemaOf(buildCertificateSchema(definition));
  if (definition.transport === 'json') return text;
  const file = { type: 'string', format: 'binary' };
  const files = Object.fromEntries(
    definition.files.map((field) => [
      field.name,
      field.multiple ? { type: 'array', items: file, description: field.label } : { ...file, description: field.label },
    ]),
  );
  const required = [
    ...((text.required as string[] | undefined) ?? []),
    ...definition.files.filter((field) => field.required).map((field) => field.name),
  ];
  const schema = { ...text, properties: { ...(text.properties as object), ...files }, required };
  return { content: { 'multipart/form-data': { schema } } };
}

/** When an application's answer is due (YYYY-MM-DD). */
export const dueByJsonSchema = {
  type: 'string',
  format: 'date',
  description: 'The date the answer is due: the day it came (India’s calendar) plus its type’s service time',
} as const;

/** GET /api/applications/track: the status and dates, nothing else (ApplicationTracked). */
export const applicationTrackedJsonSchema = {
  type: 'object',
  required: ['reference', 'type', 'status', 'createdAt', 'updatedAt', 'dueBy'],
  properties: {
    reference: { type: 'string' },
    type: { type: 'string', description: 'The certificate type' },
    status: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    dueBy: dueByJsonSchema,
  },
} as const;

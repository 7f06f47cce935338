import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { isErrno } from '../../lib/is-errno';
import { findDocumentByStoredName } from './application-repository';
import { certificateApiMessages } from './certificate-messages';
import type { DocumentLinks } from './document-links';
import { STORED_NAME_PATTERN, storedPathFor } from './upload-store';
import type { UploadDirs } from './upload-store';

export const DOCUMENT_PATH = '/uploads/:storedName';

/** Even a PDF with scripts or an SVG-like surprise cannot act: no scripts, no origin, no plugins. */
const DOCUMENT_CSP = "default-src 'none'; sandbox";

/** The stored name is checked by its shape before anything else, so no path can leave the uploads folder. */
const documentSchema = {
  params: { type: 'object', required: ['storedName'], properties: { storedName: { type: 'string', pattern: STORED_NAME_PATTERN.source } } },
  querystring: {
    type: 'object',
    properties: { expires: { type: 'string', description: 'Unix seconds' }, signature: { type: 'string', description: 'HMAC-SHA256 of the name and expiry, hex' } },
  },
  response: {
    200: {
      description: 'The document, with the type detected from its bytes',
      content: { 'image/*': { schema: { type: 'string', format: 'binary' } }, 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
  },
} as const;

/**
 * GET /uploads/<stored name>?expires=…&signature=…: an uploaded document, only through a signed,
 * unexpired link from the admin list.
 */
export function documentRoutes(dirs: UploadDirs, links: DocumentLinks) {
  return async function registerDocumentRoutes(app: FastifyInstance) {
    app.get<{ Params: { storedName: string }; Querystring: Record<string, unknown> }>(
      DOCUMENT_PATH,
      { config: { access: 'signed-link' }, schema: documentSchema, ...notFoundWhenMalformed('not_found', certificateApiMessages.documentNotFound) },
      async (request, reply) => {
        const { storedName } = request.params;
        const check = links.check(storedName, request.query.expires, request.query.signature);
        if (check === 'invalid') throw forbidden('certificate.document_link_invalid', certificateApiMessages.documentLinkInvalid);
        if (check === 'expired') throw forbidden('certificate.document_link_expired', certificateApiMessages.documentLinkExpired);

        const document = await findDocumentByStoredName(app.db, storedName);
        if (!document) throw notFound('not_found', certificateApiMessages.documentNotFound);
        const path = storedPathFor(dirs, storedName);
        const size = await stat(path).then(
          (info) => info.size,
          (err: unknown) => {
            if (isErrno(err, 'ENOENT')) throw notFound('not_found', certificateApiMessages.documentNotFound);
            throw err;
          },
        );
        return reply
          .header('content-type', document.mimeType)
          .header('content-length', size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeRfc5987(document.originalName)}`)
          .header('content-security-policy', DOCUMENT_CSP)
          .send(createReadStream(path));
      },
    );
  };
}

/** RFC 5987 value: percent-encoded UTF-8, with the few characters encodeURIComponent leaves but the header must not carry. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/database';
import { forbidden, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { isErrno } from '../../lib/is-errno';
import { recordSight } from '../audit/audit-repository';
import type { AccountUser } from '../auth/public-user';
import { findActiveStaffById } from '../auth/user-repository';
import { findGrievanceByPhoto } from '../grievances/grievance-repository';
import { coversWard, scopeOf, staffScopeOf, worksIn } from '../staff/staff-scope';
import type { StaffScope } from '../staff/staff-scope';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { GRIEVANCE_DEPARTMENT } from '../../../shared/domain/staff/departments';
import type { Department } from '../../../shared/domain/staff/departments';
import { findDocumentToOpen } from './application-repository';
import type { DocumentLinks } from './document-links';
import { withoutBidiControls } from '../../../shared/validation/typed-text';
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
    properties: {
      expires: { type: 'string', description: 'Unix seconds' },
      admin: { type: 'string', description: 'The admin the link was handed to' },
      signature: { type: 'string', description: 'HMAC-SHA256 of the name, expiry and admin, hex' },
    },
  },
  response: {
    200: {
      description: 'The document, with the type detected from its bytes',
      content: {
        'image/*': { schema: { type: 'string', format: 'binary' } },
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
      },
    },
  },
} as const;

/**
 * GET /uploads/<stored name>: an uploaded document (the spec's path, with the stored `…Path`
 * value) or a grievance's photo (its `photoPath`), for a request with an admin's bearer token, or through a signed, unexpired link from
 * the admin's answers (`?expires=…&admin=…&signature=…`; a link, when given, decides), of a
 * member of staff whose departments and wards hold its record. Every document opened is a line of
 * the audit log: who, which application or grievance, when (decision 044).
 */
export function documentRoutes(dirs: UploadDirs, links: DocumentLinks) {
  return async function registerDocumentRoutes(app: FastifyInstance) {
    app.get<{ Params: { storedName: string }; Querystring: Record<string, unknown> }>(
      DOCUMENT_PATH,
      {
        config: { access: 'staff-or-signed-link' },
        schema: documentSchema,
        ...notFoundWhenMalformed('not_found'),
      },
      async (request, reply) => {
        const { storedName } = request.params;
        // The guard has loaded the member of staff of a bearer token; otherwise the link must name one.
        const { viewer, scope } = request.currentUser
          ? { viewer: request.currentUser, scope: scopeOf(request) }
          : await linkHolder(app.db, links, storedName, request.query);

        const found = await storedFileToOpen(app.db, storedName);
        if (!found) throw notFound('not_found');
        // An officer's link outlives no change of their departments or wards: checked on every opening.
        const { department, ward } = found;
        if (department === undefined || !worksIn(scope, department) || !coversWard(scope, ward)) throw forbidden('staff.outside_scope');
        const path = storedPathFor(dirs, storedName);
        const size = await stat(path).then(
          (info) => info.size,
          (err: unknown) => {
            if (isErrno(err, 'ENOENT')) throw notFound('not_found');
            throw err;
          },
        );
        await recordSight(app.db, { actor: viewer, action: found.sight, record: found.record });
        return reply
          .header('content-type', found.mimeType)
          .header('content-length', size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          .header('content-disposition', `inline; filename*=UTF-8''${encodeRfc5987(withoutBidiControls(found.originalName))}`)
          .header('content-security-policy', DOCUMENT_CSP)
          .send(createReadStream(path));
      },
    );
  };
}

/** What is stored under a name, as the route serves it: whose it is (department, ward), what it is, and the record its sight is logged against. */
interface StoredFileToOpen {
  department: Department | undefined;
  ward: string | null;
  mimeType: string;
  originalName: string;
  sight: 'certificate.document' | 'grievance.photo';
  record: { id: string; reference: string; status: string };
}

/** An application's document, or a grievance's photo (decision 085), stored under this name; null: neither. */
async function storedFileToOpen(db: Executor, storedName: string): Promise<StoredFileToOpen | null> {
  const found = await findDocumentToOpen(db, storedName);
  if (found) {
    const { document, application } = found;
    const department = certificateBySlug(application.type)?.department;
    return {
      department,
      ward: null,
      mimeType: document.mimeType,
      originalName: document.originalName,
      sight: 'certificate.document',
      record: application,
    };
  }
  const grievance = await findGrievanceByPhoto(db, storedName);
  if (!grievance) return null;
  return {
    department: GRIEVANCE_DEPARTMENT,
    ward: grievance.ward,
    // Every stored photo was re-encoded as JPEG.
    mimeType: 'image/jpeg',
    originalName: `${grievance.complaintId}.jpg`,
    sight: 'grievance.photo',
    record: { id: grievance.id, reference: grievance.complaintId, status: grievance.status },
  };
}

/**
 * The member of staff a link was handed to, if the link is signed and unexpired and its holder is
 * still active staff: a link of a clerk whose account was removed, demoted or deactivated since
 * opens nothing.
 */
async function linkHolder(
  db: Executor,
  links: DocumentLinks,
  storedName: string,
  query: Readonly<Record<string, unknown>>,
): Promise<{ viewer: AccountUser; scope: StaffScope }> {
  const check = links.check(storedName, query);
  if (check.outcome === 'expired') throw forbidden('certificate.document_link_expired');
  const holder = check.outcome === 'valid' ? await findActiveStaffById(db, check.adminId) : null;
  if (!holder) throw forbidden('certificate.document_link_invalid');
  return { viewer: holder, scope: staffScopeOf(holder) };
}

/** RFC 5987 value: percent-encoded UTF-8, with the few characters encodeURIComponent leaves but the header must not carry. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

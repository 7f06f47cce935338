import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApplicationDetail } from '../../../shared/api/admin-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import {
  CLERK_MESSAGE_MAX,
  acceptBodySchema,
  declineBodySchema,
  returnBodySchema,
  storedMessage,
} from '../../../shared/domain/admin/clerk-messages';
import { REASON_CODES, storedReasonCodes } from '../../../shared/domain/admin/clerk-reasons';
import type { ApplicationRow } from '../../db/schema';
import { answerLanguage } from '../../http/answer-language';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { changedSince, runAdminAction } from '../audit/admin-action';
import { applicationEvent } from '../notifications/request-events';
import { recordSight } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { messageLanguagesOf } from '../auth/user-repository';
import {
  decidePending,
  findApplication,
  insertEvent,
  listDocuments,
  listHistory,
  lockApplication,
  returnPending,
} from './application-repository';
import { toCertificateRow, toHistory } from './application-view';
import { applicationDetailJsonSchema, applicationParamsJsonSchema, issuedCertificateJsonProperties } from './certificate-schemas';
import type { DocumentLinks } from './document-links';
import { findCertificateOf, issueCertificate, issuedLinkOf } from './issue-certificate';
import { assertCertificateInScope } from '../staff/staff-scope';

interface ApplicationParams {
  type: string;
  id: string;
}

/**
 * Each decision, its status, and what its body may say (decisions 048, 073): a note with an
 * acceptance, a reason with a decline, written and chosen.
 */
const DECISIONS = [
  {
    decision: 'accept',
    status: 'accepted',
    body: acceptBodySchema,
    messageOf: (body: unknown) => withMessage(parseBody(acceptBodySchema, body), 'note'),
  },
  {
    decision: 'decline',
    status: 'declined',
    body: declineBodySchema,
    messageOf: (body: unknown) => withMessage(parseBody(declineBodySchema, body), 'reason'),
  },
] as const;

/** A decision's message and chosen reasons as stored, and the version the clerk read (if the call names one). */
function withMessage<K extends string>(
  body: Partial<Record<K, string>> & { reasonCodes?: (string | undefined)[]; version?: string },
  key: K,
): { message: string | null; reasonCodes: string[] | null; version: string | undefined } {
  return { message: storedMessage(body[key]), reasonCodes: storedReasonCodes('certificate', body.reasonCodes), version: body.version };
}

/** An accepted application's answer also names its certificate (decision 050). */
const decisionDoneJsonSchema = {
  ...adminActionDoneJsonSchema,
  properties: { ...adminActionDoneJsonSchema.properties, ...issuedCertificateJsonProperties },
} as const;

/** Accept, decline or return an application, and read one with its history (staff, within their departments). */
export function adminCertificateRoutes(links: DocumentLinks, aadhaar: AadhaarCipher) {
  return async function registerAdminCertificateRoutes(app: FastifyInstance) {
    // An unknown type or a malformed id names no application: the same 404 as an unknown id.
    const params = applicationParamsJsonSchema();
    const malformed = notFoundWhenMalformed('certificate.not_found');
    const view: ClerkView = (request, definition, application) => clerkView(app, { links, aadhaar }, request, definition, application);

    app.get<{ Params: ApplicationParams }>(
      adminApiPaths.patterns.certificate,
      { config: { access: 'staff' }, schema: { params, response: { 200: applicationDetailJsonSchema } }, ...malformed },
      async (request) => {
        assertCertificateInScope(request, request.params.type);
        const { definition, id } = target(request.params);
        const application = await findApplication(app.db, { type: definition.slug, id });
        if (!application) throw notFound('certificate.not_found');
        return view(request, definition, application);
      },
    );

    for (const decision of DECISIONS) {
      app.post<{ Params: ApplicationParams }>(
        `${adminApiPaths.patterns.certificate}/${decision.decision}`,
        {
          config: { access: 'staff' },
          schema: { params, body: bodyJsonSchemaOf(decision.body), response: { 200: decisionDoneJsonSchema } },
          ...malformed,
        },
        (request) => {
          assertCertificateInScope(request, request.params.type);
          return decide(app, request, decision, view);
        },
      );
    }

    // Back to the applicant for correction: the fields and documents to fix, and why (decision 048).
    app.post<{ Params: ApplicationParams }>(
      `${adminApiPaths.patterns.certificate}/return`,
      {
        config: { access: 'staff' },
        schema: { params, body: returnBodyJsonSchema, response: { 200: adminActionDoneJsonSchema } },
        ...malformed,
      },
      (request) => {
        assertCertificateInScope(request, request.params.type);
        return sendBack(app, request, view);
      },
    );
  };
}

type ApplicationRequest = FastifyRequest<{ Params: ApplicationParams }>;

/** Accepts or declines a pending application as the clerk read it; accepting issues its certificate, and the applicant is told either way. */
async function decide(
  app: FastifyInstance,
  request: ApplicationRequest,
  { decision, status, messageOf }: (typeof DECISIONS)[number],
  view: ClerkView,
) {
  const { definition, id } = target(request.params);
  // The spec's call sends no body at all: then no reason or note was given, and no version.
  const { message, reasonCodes, version } = messageOf(request.body ?? {});
  const admin = currentUserOf(request);
  // Accepting issues the certificate, and the citizen is told of it: its number, where to download it and to check it.
  let issued: Awaited<ReturnType<typeof issueCertificate>> | null = null;
  const decided = await runAdminAction(app.db, {
    admin,
    action: `certificate.${decision}`,
    // Only a pending application can be decided (decidePending's WHERE), and only as the clerk read it.
    before: 'pending',
    unchangedSince: { version, lock: (tx) => lockApplication(tx, { type: definition.slug, id }) },
    change: async (tx) => {
      const row = await decidePending(tx, { type: definition.slug, id }, { status, adminId: admin.id });
      if (row && status === 'accepted') issued = await issueCertificate(tx, row, app.config);
      return row && issued ? { ...row, certificateNumber: issued.certificateNumber, verifyUrl: issued.verifyUrl } : row;
    },
    event: async (tx, row) => {
      await insertEvent(tx, { applicationId: row.id, action: status, actorId: admin.id, message, reasonCodes });
      const told = issued
        ? { type: 'application.certificate_issued' as const, certificateNumber: issued.certificateNumber, verifyPath: issued.verifyPath }
        : { type: 'application.declined' as const, reason: message, reasonCodes };
      await app.messages.queue(tx, applicationEvent(row, told));
    },
    target: (row) => ({ type: 'application', id: row.id, reference: row.reference }),
  });
  return decided
    ? { ...decided, _id: decided.id }
    : refuseUndecided(app, definition, id, version, (existing) => view(request, definition, existing));
}

/** Returns a pending application to its applicant with the fields and documents to correct and why; the applicant is told. */
async function sendBack(app: FastifyInstance, request: ApplicationRequest, view: ClerkView) {
  const { definition, id } = target(request.params);
  const { fields, version, ...body } = parseBody(returnBodySchema(definition), request.body ?? {});
  const message = storedMessage(body.message);
  const reasonCodes = storedReasonCodes('correction', body.reasonCodes);
  const admin = currentUserOf(request);
  const returned = await runAdminAction(app.db, {
    admin,
    action: 'certificate.return',
    before: 'pending',
    unchangedSince: { version, lock: (tx) => lockApplication(tx, { type: definition.slug, id }) },
    change: (tx) => returnPending(tx, { type: definition.slug, id }),
    event: async (tx, row) => {
      await insertEvent(tx, {
        applicationId: row.id,
        action: 'returned',
        actorId: admin.id,
        message,
        reasonCodes,
        fields: [...new Set(fields)],
      });
      await app.messages.queue(tx, applicationEvent(row, { type: 'application.returned', message, reasonCodes }));
    },
    target: (row) => ({ type: 'application', id: row.id, reference: row.reference }),
  });
  return returned
    ? { _id: returned.id, status: returned.status }
    : refuseUndecided(app, definition, id, version, (existing) => view(request, definition, existing));
}

/**
 * An application as its clerk's view shows it: every field (Aadhaar in full, for checking against
 * the card), documents, history and certificate. Each view is a line of the audit log, written
 * before the answer goes.
 */
type ClerkView = (request: FastifyRequest, definition: CertificateDefinition, application: ApplicationRow) => Promise<ApplicationDetail>;

async function clerkView(
  app: FastifyInstance,
  { links, aadhaar }: { links: DocumentLinks; aadhaar: AadhaarCipher },
  request: FastifyRequest,
  definition: CertificateDefinition,
  application: ApplicationRow,
): Promise<ApplicationDetail> {
  const admin = currentUserOf(request);
  const { id } = application;
  const [documents, history, certificate, languageOf] = await Promise.all([
    listDocuments(app.db, id),
    listHistory(app.db, id),
    findCertificateOf(app.db, id),
    messageLanguagesOf(app.db, [application.ownerId]),
    recordSight(app.db, { actor: admin, action: 'certificate.view', record: application }),
  ]);
  const reveal = aadhaarRevealer(definition, aadhaar, (err) =>
    request.log.error({ err, applicationId: id }, 'An Aadhaar number could not be decrypted'),
  );
  const row = toCertificateRow(definition, application, documents, links.forAdmin(admin.id), { aadhaar: 'full', reveal });
  return {
    ...row,
    history: toHistory(history, answerLanguage(request)),
    // The language the applicant's messages go in (decision 073), which the clerk's dialogs name.
    citizenLanguage: languageOf(application.ownerId),
    ...issuedLinkOf(app.config, certificate),
    ...(certificate?.revokedAt ? { certificateRevokedAt: certificate.revokedAt.toISOString() } : {}),
  };
}

/** The return's body; which names a type accepts is its definition's (returnBodySchema checks them). */
const returnBodyJsonSchema = {
  type: 'object',
  required: ['fields'],
  additionalProperties: false,
  properties: {
    message: {
      type: 'string',
      maxLength: CLERK_MESSAGE_MAX,
      description: 'What the applicant should correct, as the clerk writes it; required unless reasonCodes names a reason',
    },
    reasonCodes: {
      type: 'array',
      maxItems: REASON_CODES.correction.length,
      items: { type: 'string', enum: REASON_CODES.correction },
      description: 'Reasons chosen from the list, worded in the applicant’s language wherever they are shown (decision 073)',
    },
    fields: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Form field and file field names of the type' },
    version: {
      type: 'string',
      description: 'The application’s updatedAt as the clerk read it: a 409 certificate.changed when it changed since (decision 064)',
    },
  },
} as const;

/**
 * Nothing changed: there is no such application (404), it changed since the version the clerk read
 * (409 with the application as it is now, which the clerk sees as a view like any other), or it is
 * no longer pending (409).
 */
async function refuseUndecided(
  app: FastifyInstance,
  definition: CertificateDefinition,
  id: string,
  version: string | undefined,
  currentView: (existing: ApplicationRow) => Promise<ApplicationDetail>,
): Promise<never> {
  const existing: ApplicationRow | null = await findApplication(app.db, { type: definition.slug, id });
  if (!existing) throw notFound('certificate.not_found');
  if (changedSince(existing.updatedAt, version)) {
    throw conflict('certificate.changed', { current: await currentView(existing) });
  }
  throw conflict('certificate.already_decided', {
    values: { status: existing.status },
  });
}

/** The definition and id of a path its schema has checked. */
function target(params: ApplicationParams): { definition: CertificateDefinition; id: string } {
  const definition = certificateBySlug(params.type);
  if (!definition) throw notFound('certificate.not_found');
  return { definition, id: params.id.toLowerCase() };
}

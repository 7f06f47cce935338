import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminCategory, AdminListAnswer, CategoryPage } from '../../../shared/api/admin-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import type { PageQuery } from '../../db/keyset';
import { currentUserOf } from '../auth/guards';
import { certificatePages } from '../certificates/certificate-list';
import type { DocumentLinks } from '../certificates/document-links';
import { grievancePage } from '../grievances/grievance-view';
import { taxPage } from '../taxes/tax-list';
import { adminListCache } from './admin-list-cache';
import { adminListSchema } from './admin-list-schemas';
import { parseAdminListQuery } from './admin-list-query';
import { readScopedCounts, scopedPages } from './scoped-lists';
import { scopeOf } from '../staff/staff-scope';
import type { StaffScope } from '../staff/staff-scope';
import type { AdminListRequest } from './admin-list-query';
import { appealPage } from '../appeals/appeal-list';

const ADMIN_LIST_PATH = adminApiPaths.list;

const definitionOf = new Map(certificateDefinitions.map((definition) => [definition.listKey as AdminCategory, definition]));

/** `gzip` among the accepted encodings, and not refused with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === 'x-gzip') && !refused;
  });
}

/** A kept answer's document links keep at least three quarters of their life. */
export function cacheMaxAgeMs(linkTtlSeconds: number): number {
  return Math.min(60_000, (linkTtlSeconds * 1000) / 4);
}

/**
 * GET /api/admin/list: the dashboard's lists (spec section 7: `data` with the eight arrays), a
 * page of each, newest first, filtered and searched as the query says, with each list's cursor
 * and every list's figures by status (decision 010). Every page is an indexed SELECT; the six
 * certificate pages share one statement. Answers are kept in memory while nothing they show has
 * changed (admin-list-cache.ts).
 */
export function adminListRoutes(
  links: DocumentLinks,
  aadhaar: AadhaarCipher,
  linkTtlSeconds: number,
  serviceTimes: Readonly<Record<string, number>>,
) {
  return async function registerAdminListRoutes(app: FastifyInstance) {
    const cache = adminListCache(app.db, cacheMaxAgeMs(linkTtlSeconds));

    async function buildAnswer(
      { pages: asked, appeals: appealQuery }: AdminListRequest,
      adminId: string,
      scope: StaffScope,
      log: FastifyBaseLogger,
    ): Promise<AdminListAnswer> {
      const pages = scopedPages(asked, scope);
      const requested = Object.entries(pages) as [AdminCategory, PageQuery][];
      const certificateRequests = requested.flatMap(([category, query]) => {
        const definition = definitionOf.get(category);
        return definition ? [{ definition, query }] : [];
      });
      // Five round trips at most, in parallel: the figures, the certificate pages (one statement,
      // then their documents), grievances, payments, and appeals (an admin's alone: officers do not decide them).
      const [counts, certificates, grievances, taxes, appeals] = await Promise.all([
        readScopedCounts(app.db, scope),
        certificateRequests.length > 0
          ? certificatePages(
              app.db,
              links.forAdmin(adminId),
              { cipher: aadhaar, onError: (err) => log.error({ err }, 'An Aadhaar number could not be decrypted') },
              certificateRequests,
              serviceTimes,
            )
          : null,
        pages.grievances ? grievancePage(app.db, pages.grievances) : null,
        pages.taxes ? taxPage(app.db, pages.taxes) : null,
        appealQuery && scope.everything ? appealPage(app.db, appealQuery) : null,
      ]);

      const answer: AdminListAnswer = { data: {}, pages: {}, counts };
      // Each page holds its own list's rows (the builders are typed by the shared contract).
      const data = answer.data as Partial<Record<AdminCategory, unknown[]>>;
      // A list asked for outside the officer's departments keeps its place, empty: the shape is the spec's.
      for (const category of Object.keys(asked) as AdminCategory[]) {
        if (pages[category]) continue;
        data[category] = [];
        answer.pages[category] = { next: null } satisfies CategoryPage;
      }
      for (const [category] of requested) {
        const definition = definitionOf.get(category);
        const result =
          category === 'grievances' ? grievances : category === 'taxes' ? taxes : definition ? certificates?.get(definition) : undefined;
        if (!result) continue;
        data[category] = result.rows;
        answer.pages[category] = { next: result.next } satisfies CategoryPage;
      }
      if (appeals) {
        answer.appeals = appeals.rows;
        answer.pages.appeals = { next: appeals.next };
      }
      return answer;
    }

    // The list version is read as the request arrives, in parallel with the check of the clerk's
    // session (the route's own guard, which runs after this context's hooks): one round trip of
    // waiting instead of two. Only for a request that brings a token; the version is no secret,
    // and nothing is answered before the guard has passed.
    const versions = new WeakMap<FastifyRequest, Promise<string>>();
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.url === ADMIN_LIST_PATH && request.headers.authorization !== undefined) {
        const version = cache.version();
        // Refused requests never read it: their failure must not go unhandled.
        version.catch(() => undefined);
        versions.set(request, version);
      }
      done();
    });

    app.get(ADMIN_LIST_PATH, { config: { access: 'staff' }, schema: adminListSchema }, async (request, reply) => {
      const asked = parseAdminListQuery(request.query, serviceTimes);
      const adminId = currentUserOf(request).id;
      const scope = scopeOf(request);
      // The parsed query in its fixed order names the answer, however the URL spelled it; each
      // member of staff has answers of their own, as their document links name them (the audit
      // log's "who"), and under their scope, which an admin may change at any moment.
      const answer = await cache.answer(
        `${adminId} ${JSON.stringify(scope)} ${JSON.stringify(asked)}`,
        () => buildAnswer(asked, adminId, scope, request.log),
        versions.get(request),
      );
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // A page of every list is a large JSON answer and compresses well: compressed once per kept answer.
      if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(answer.gzip);
      return reply.send(answer.json);
    });
  };
}

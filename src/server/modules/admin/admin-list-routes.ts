import type { FastifyInstance } from 'fastify';
import type { AdminCategory, AdminListAnswer, CategoryPage } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import type { PageQuery } from '../../db/keyset';
import { certificatePages } from '../certificates/certificate-list';
import type { DocumentLinks } from '../certificates/document-links';
import { grievancePage } from '../grievances/grievance-view';
import { taxPage } from '../taxes/tax-list';
import { parseAdminListQuery } from './admin-list-query';
import { readStatusCounts } from './status-counts';

export const ADMIN_LIST_PATH = '/api/admin/list';

const definitionOf = new Map(certificateDefinitions.map((definition) => [definition.listKey as AdminCategory, definition]));

/**
 * GET /api/admin/list: the dashboard's lists (spec section 7: `data` with the eight arrays), a
 * page of each, newest first, filtered and searched as the query says, with each list's cursor
 * and every list's figures by status (issue 6). Every page is an indexed SELECT; the six
 * certificate pages share one statement.
 */
export function adminListRoutes(links: DocumentLinks, aadhaar: AadhaarCipher) {
  return async function registerAdminListRoutes(app: FastifyInstance) {
    app.get(ADMIN_LIST_PATH, { config: { access: 'admin' } }, async (request) => {
      const { pages } = parseAdminListQuery(request.query);
      const requested = Object.entries(pages) as [AdminCategory, PageQuery][];
      const certificateRequests = requested.flatMap(([category, query]) => {
        const definition = definitionOf.get(category);
        return definition ? [{ definition, query }] : [];
      });
      // Four round trips at most, in parallel: the figures, the certificate pages (one statement,
      // then their documents), grievances, payments.
      const [counts, certificates, grievances, taxes] = await Promise.all([
        readStatusCounts(app.db),
        certificateRequests.length > 0 ? certificatePages(app.db, links, { cipher: aadhaar, onError: (err) => request.log.error({ err }, 'An Aadhaar number could not be decrypted') }, certificateRequests) : null,
        pages.grievances ? grievancePage(app.db, pages.grievances) : null,
        pages.taxes ? taxPage(app.db, pages.taxes) : null,
      ]);

      const answer: AdminListAnswer = { data: {}, pages: {}, counts };
      // Each page holds its own list's rows (the builders are typed by the shared contract).
      const data = answer.data as Partial<Record<AdminCategory, unknown[]>>;
      for (const [category] of requested) {
        const definition = definitionOf.get(category);
        const result =
          category === 'grievances' ? grievances : category === 'taxes' ? taxes : definition ? certificates?.get(definition) : undefined;
        if (!result) continue;
        data[category] = result.rows;
        answer.pages[category] = { next: result.next } satisfies CategoryPage;
      }
      return answer;
    });
  };
}

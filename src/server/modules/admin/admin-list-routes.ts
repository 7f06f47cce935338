import type { FastifyInstance } from 'fastify';
import type { AdminCategory, AdminListAnswer, CategoryPage } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { PageQuery } from '../../db/keyset';
import { requireAdmin } from '../auth/guards';
import { certificatePage } from '../certificates/certificate-list';
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
 * and every list's figures by status (issue 6). Each page is one indexed query.
 */
export function adminListRoutes(links: DocumentLinks) {
  return async function registerAdminListRoutes(app: FastifyInstance) {
    app.get(ADMIN_LIST_PATH, { onRequest: requireAdmin }, async (request) => {
      const { pages } = parseAdminListQuery(request.query);
      const pageOf = (category: AdminCategory, query: PageQuery): Promise<{ rows: unknown[]; next: string | null }> => {
        if (category === 'grievances') return grievancePage(app.db, query);
        if (category === 'taxes') return taxPage(app.db, query);
        const definition = definitionOf.get(category);
        if (!definition) throw new Error(`No certificate definition lists ${category}`);
        return certificatePage(app.db, links, definition, query);
      };
      const requested = Object.entries(pages) as [AdminCategory, PageQuery][];
      const [counts, ...results] = await Promise.all([readStatusCounts(app.db), ...requested.map(([category, query]) => pageOf(category, query))]);

      const answer: AdminListAnswer = { data: {}, pages: {}, counts };
      // Each page holds its own list's rows (the builders above are typed by the shared contract).
      const data = answer.data as Partial<Record<AdminCategory, unknown[]>>;
      requested.forEach(([category], index) => {
        const result = results[index];
        if (!result) return;
        data[category] = result.rows;
        answer.pages[category] = { next: result.next } satisfies CategoryPage;
      });
      return answer;
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import { certificateLists } from '../certificates/certificate-list';
import type { DocumentLinks } from '../certificates/document-links';
import { grievanceList } from '../grievances/grievance-view';

export const ADMIN_LIST_PATH = '/api/admin/list';

/**
 * GET /api/admin/list: everything the dashboard shows, in one answer (spec section 7).
 * Tax payments stay an empty array until their module exists.
 */
export function adminListRoutes(links: DocumentLinks) {
  return async function registerAdminListRoutes(app: FastifyInstance) {
    app.get(ADMIN_LIST_PATH, { onRequest: requireAdmin }, async () => {
      const [certificates, grievances] = await Promise.all([certificateLists(app.db, links), grievanceList(app.db)]);
      return { data: { ...certificates, grievances, taxes: [] } };
    });
  };
}

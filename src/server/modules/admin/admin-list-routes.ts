import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guards';
import { certificateLists } from '../certificates/certificate-list';
import type { DocumentLinks } from '../certificates/document-links';

export const ADMIN_LIST_PATH = '/api/admin/list';

/**
 * GET /api/admin/list: everything the dashboard shows, in one answer (spec section 7).
 * Grievances and tax payments stay empty arrays until their modules exist.
 */
export function adminListRoutes(links: DocumentLinks) {
  return async function registerAdminListRoutes(app: FastifyInstance) {
    app.get(ADMIN_LIST_PATH, { onRequest: requireAdmin }, async () => {
      const certificates = await certificateLists(app.db, links);
      return { data: { ...certificates, grievances: [], taxes: [] } };
    });
  };
}

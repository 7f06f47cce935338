import type { FastifyInstance } from 'fastify';
import type { AdminListAnswer } from '../../../shared/api/admin-types';
import { requireAdmin } from '../auth/guards';
import { certificateLists } from '../certificates/certificate-list';
import type { DocumentLinks } from '../certificates/document-links';
import { grievanceList } from '../grievances/grievance-view';
import { taxList } from '../taxes/tax-list';

export const ADMIN_LIST_PATH = '/api/admin/list';

/**
 * GET /api/admin/list: everything the dashboard shows, in one answer (spec section 7).
 */
export function adminListRoutes(links: DocumentLinks) {
  return async function registerAdminListRoutes(app: FastifyInstance) {
    app.get(ADMIN_LIST_PATH, { onRequest: requireAdmin }, async () => {
      const [certificates, grievances, taxes] = await Promise.all([certificateLists(app.db, links), grievanceList(app.db), taxList(app.db)]);
      const answer: AdminListAnswer = { data: { ...certificates, grievances, taxes } };
      return answer;
    });
  };
}

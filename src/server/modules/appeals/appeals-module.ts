import type { FastifyInstance } from 'fastify';
import { adminAppealRoutes } from './admin-appeal-routes';
import { appealRoutes } from './appeal-routes';

/**
 * A citizen's appeal of an application and an officer's decision on it (decision 084). The
 * admin list carries the appeals (admin/admin-list-routes.ts); the citizen's view of an
 * application, its latest appeal (my-requests/my-application-routes.ts).
 */
export async function appealsModule(app: FastifyInstance) {
  await app.register(appealRoutes);
  await app.register(adminAppealRoutes);
}

import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../ui/not-found-page';
import { page } from './lazy-page';

/*
 * The clerks' pages, under /admin and behind the admin guard (./router.tsx). Their routes are a
 * chunk of their own, loaded when a clerk opens /admin: a citizen's first visit carries none of
 * them (docs/decisions/052). Each page is a chunk of its own as well, as in ./pages.ts.
 */

/** The pages load their own texts; the routes show none. */
export const texts = [];

const adminPages = {
  dashboard: page(() => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  application: page(() => import('../features/admin/pages/application-page'), (m) => m.ApplicationPage),
  grievance: page(() => import('../features/admin/pages/grievance-page'), (m) => m.GrievancePage),
  queue: page(() => import('../features/admin/pages/queue-page'), (m) => m.QueuePage),
  audit: page(() => import('../features/admin/pages/audit-page'), (m) => m.AuditPage),
  messages: page(() => import('../features/admin/pages/messages-page'), (m) => m.MessagesPage),
  twoFactor: page(() => import('../features/auth/pages/two-factor-page'), (m) => m.TwoFactorPage),
};

/** The paths below /admin. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<adminPages.dashboard />} />
      <Route path="applications/:slug/:id" element={<adminPages.application />} />
      <Route path="grievances/:id" element={<adminPages.grievance />} />
      <Route path="queue" element={<adminPages.queue />} />
      <Route path="audit" element={<adminPages.audit />} />
      <Route path="messages" element={<adminPages.messages />} />
      <Route path="two-factor" element={<adminPages.twoFactor />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../ui/not-found-page';
import { page } from './lazy-page';

/*
 * The clerks' pages, under /admin and behind the admin guard (./router.tsx). Their routes are a
 * chunk of their own, loaded when a clerk opens /admin: a citizen's first visit carries none of
 * them (docs/decisions/052). Each page is a chunk of its own as well.
 */

/** The pages load their own texts; the routes show none. */
export const texts = [];

/** The paths below /admin ('' is /admin itself), in the shape of ./pages.ts. */
const adminRoutes: readonly { path: string; page: ComponentType }[] = [
  {
    path: '',
    page: page(
      () => import('../features/admin/admin-dashboard-page'),
      (m) => m.AdminDashboardPage,
    ),
  },
  {
    path: 'applications/:slug/:id',
    page: page(
      () => import('../features/admin/pages/application-page'),
      (m) => m.ApplicationPage,
    ),
  },
  {
    path: 'grievances/:id',
    page: page(
      () => import('../features/admin/pages/grievance-page'),
      (m) => m.GrievancePage,
    ),
  },
  {
    path: 'queue',
    page: page(
      () => import('../features/admin/pages/queue-page'),
      (m) => m.QueuePage,
    ),
  },
  {
    path: 'audit',
    page: page(
      () => import('../features/admin/pages/audit-page'),
      (m) => m.AuditPage,
    ),
  },
  {
    path: 'messages',
    page: page(
      () => import('../features/admin/pages/messages-page'),
      (m) => m.MessagesPage,
    ),
  },
  {
    path: 'collection',
    page: page(
      () => import('../features/admin/pages/collection-page'),
      (m) => m.CollectionPage,
    ),
  },
  {
    path: 'register',
    page: page(
      () => import('../features/admin/pages/tax-register-page'),
      (m) => m.TaxRegisterPage,
    ),
  },
  {
    path: 'staff',
    page: page(
      () => import('../features/admin/pages/staff-page'),
      (m) => m.StaffPage,
    ),
  },
  {
    path: 'two-factor',
    page: page(
      () => import('../features/auth/pages/two-factor-page'),
      (m) => m.TwoFactorPage,
    ),
  },
  { path: '*', page: NotFoundPage },
];

export function AdminRoutes() {
  return (
    <Routes>
      {adminRoutes.map(({ path, page: Page }) =>
        path ? <Route key={path} path={path} element={<Page />} /> : <Route key={path} index element={<Page />} />,
      )}
    </Routes>
  );
}

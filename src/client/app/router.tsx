import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../ui/not-found-page';
import { LoadingIndicator } from '../ui/loading-indicator';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { AppShell } from './shell/app-shell';

/*
 * Route-level code splitting: Home and Not Found ship in the first download (a first visit
 * lands on /), every other page is its own chunk, so forms and their libraries load only
 * when someone opens them.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingIndicator />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
          {
            path: 'certificates',
            lazy: async () => ({ Component: (await import('../features/certificates/pages/certificates-page')).CertificatesPage }),
          },
          {
            path: 'certificates/:slug',
            lazy: async () => ({
              Component: (await import('../features/certificates/pages/certificate-form-page')).CertificateFormPage,
            }),
          },
          {
            path: 'grievances',
            lazy: async () => ({ Component: (await import('../features/grievances/pages/grievances-page')).GrievancesPage }),
          },
          { path: 'taxes', lazy: async () => ({ Component: (await import('../features/taxes/pages/taxes-page')).TaxesPage }) },
          { path: 'outbox', lazy: async () => ({ Component: (await import('../features/outbox/outbox-page')).OutboxPage }) },
          { path: 'taxes/:slug', lazy: async () => ({ Component: (await import('../features/taxes/pages/tax-form-page')).TaxFormPage }) },
          {
            element: <RouteGuard rule="guest" />,
            children: [
              { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).LoginPage }) },
              {
                path: 'register',
                lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).RegisterPage }),
              },
              {
                path: 'admin-login',
                lazy: async () => ({ Component: (await import('../features/auth/pages/admin-login-page')).AdminLoginPage }),
              },
              {
                path: 'admin-setup',
                lazy: async () => ({ Component: (await import('../features/auth/pages/admin-setup-page')).AdminSetupPage }),
              },
            ],
          },
          {
            element: <RouteGuard rule="admin" />,
            children: [
              {
                path: 'admin',
                lazy: async () => ({ Component: (await import('../features/admin/admin-dashboard-page')).AdminDashboardPage }),
              },
              {
                path: 'admin/applications/:slug/:id',
                lazy: async () => ({ Component: (await import('../features/admin/pages/application-page')).ApplicationPage }),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import type { ComponentType } from 'react';
import { HomePage } from '../features/home/home-page';
import type { LazyComponent } from '../lib/load-once';
import { NotFoundPage } from '../ui/not-found-page';
import { page } from './lazy-page';
import type { AccessRule } from './route-access';

/**
 * Which of a route's paths the build prerenders (./prerender-page.tsx), in every language, as an
 * anonymous visitor sees them: the path itself, or one path for each certificate or tax type in
 * place of its `:slug`.
 */
type Prerender = 'path' | 'each certificate type' | 'each tax type';

export type PageRoute = {
  /** The path a visitor opens: `:slug` for a part that varies, `*` for any rest. */
  path: string;
  /** Who may open it (./route-access); without one, everyone. */
  guard?: AccessRule;
  prerender?: Prerender;
  /**
   * A form's confirmation pages, by their paths: loaded ahead once the form is on screen and the
   * browser is idle (./router.tsx), so that the confirmation opens even when the connection drops
   * right after the submission, before the service worker has stored the app (decision 072).
   */
  leadsTo?: readonly string[];
} & (
  | {
      /** A page in a chunk of its own (./lazy-page): every page but Home and Page Not Found. */
      page: LazyComponent;
      /**
       * A prerendered page's name. Its prerendered copies name it in #root's data-page, and main.tsx
       * loads it before hydrating; the build finds its chunk by the name of its module
       * (certificateForm: certificate-form-page.tsx, scripts/prerender.mjs).
       */
      name?: string;
    }
  | { page: ComponentType; name?: never }
);

/**
 * Every page of the portal, in one list: the router (./router.tsx), the prerendered pages and the
 * chunks they name (./prerender-page.tsx) are made from it. The clerks' pages under /admin are a
 * table of their own (./admin-routes.tsx), loaded only when a clerk opens them.
 */
const table = [
  { path: '/', page: HomePage, prerender: 'path' },
  {
    path: '/contact',
    page: page(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
    ),
    prerender: 'path',
    name: 'contact',
  },
  {
    path: '/certificates',
    page: page(
      () => import('../features/certificates/pages/certificates-page'),
      (m) => m.CertificatesPage,
    ),
    prerender: 'path',
    name: 'certificates',
  },
  {
    path: '/certificates/:slug',
    page: page(
      () => import('../features/certificates/pages/certificate-form-page'),
      (m) => m.CertificateFormPage,
    ),
    prerender: 'each certificate type',
    name: 'certificateForm',
    leadsTo: ['/my-requests/applications/:type/:id', '/certificates/submitted/:id'],
  },
  {
    path: '/grievances',
    page: page(
      () => import('../features/grievances/pages/grievances-page'),
      (m) => m.GrievancesPage,
    ),
    prerender: 'path',
    name: 'grievances',
    leadsTo: ['/my-requests/grievances/:complaintId', '/grievances/submitted/:id'],
  },
  {
    path: '/taxes',
    page: page(
      () => import('../features/taxes/pages/taxes-page'),
      (m) => m.TaxesPage,
    ),
    prerender: 'path',
    name: 'taxes',
  },
  {
    path: '/taxes/:slug',
    page: page(
      () => import('../features/taxes/pages/tax-form-page'),
      (m) => m.TaxFormPage,
    ),
    prerender: 'each tax type',
    name: 'taxForm',
    leadsTo: ['/my-requests/payments/:id', '/taxes/submitted/:id'],
  },
  {
    path: '/outbox',
    page: page(
      () => import('../features/outbox/outbox-page'),
      (m) => m.OutboxPage,
    ),
  },
  {
    path: '/my-requests',
    page: page(
      () => import('../features/my-requests/pages/my-requests-page'),
      (m) => m.MyRequestsPage,
    ),
    guard: 'user',
  },
  {
    path: '/my-requests/applications/:type/:id',
    page: page(
      () => import('../features/certificates/pages/my-application-page'),
      (m) => m.MyApplicationPage,
    ),
    guard: 'user',
  },
  {
    path: '/my-requests/payments/:id',
    page: page(
      () => import('../features/taxes/pages/my-payment-page'),
      (m) => m.MyPaymentPage,
    ),
    guard: 'user',
  },
  {
    path: '/my-requests/grievances/:complaintId',
    page: page(
      () => import('../features/grievances/pages/my-grievance-page'),
      (m) => m.MyGrievancePage,
    ),
    guard: 'user',
  },
  {
    path: '/certificates/submitted/:id',
    page: page(
      () => import('../features/certificates/pages/application-submitted-page'),
      (m) => m.ApplicationSubmittedPage,
    ),
  },
  {
    path: '/taxes/submitted/:id',
    page: page(
      () => import('../features/taxes/pages/payment-submitted-page'),
      (m) => m.PaymentSubmittedPage,
    ),
  },
  {
    path: '/grievances/submitted/:id',
    page: page(
      () => import('../features/grievances/pages/grievance-submitted-page'),
      (m) => m.GrievanceSubmittedPage,
    ),
  },
  {
    path: '/track',
    page: page(
      () => import('../features/track/track-page'),
      (m) => m.TrackPage,
    ),
    prerender: 'path',
    name: 'track',
  },
  // The municipality's figures for anyone (decision 087): its own chunk, never in the first visit's.
  {
    path: '/dashboard',
    page: page(
      () => import('../features/dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: '/kiosk/:code',
    page: page(
      () => import('../features/kiosk/kiosk-link-page'),
      (m) => m.KioskLinkPage,
    ),
  },
  {
    path: '/login',
    page: page(
      () => import('../features/auth/pages/login-page'),
      (m) => m.LoginPage,
    ),
    guard: 'guest',
    prerender: 'path',
    name: 'login',
  },
  {
    path: '/login/mobile',
    page: page(
      () => import('../features/auth/pages/mobile-sign-in-page'),
      (m) => m.MobileSignInPage,
    ),
    guard: 'guest',
  },
  {
    path: '/register',
    page: page(
      () => import('../features/auth/pages/register-page'),
      (m) => m.RegisterPage,
    ),
    guard: 'guest',
    prerender: 'path',
    name: 'register',
  },
  {
    path: '/admin-login',
    page: page(
      () => import('../features/auth/pages/admin-login-page'),
      (m) => m.AdminLoginPage,
    ),
    guard: 'guest',
    prerender: 'path',
    name: 'adminLogin',
  },
  {
    path: '/admin-setup',
    page: page(
      () => import('../features/auth/pages/admin-setup-page'),
      (m) => m.AdminSetupPage,
    ),
    guard: 'guest',
  },
  {
    path: '/verify/:number',
    page: page(
      () => import('../features/verify/verify-page'),
      (m) => m.VerifyPage,
    ),
  },
  {
    path: '/s/:code',
    page: page(
      () => import('../features/sms-stop/sms-stop-page'),
      (m) => m.SmsStopPage,
    ),
  },
  {
    path: '/my-requests/applications/:type/:id/correct',
    page: page(
      () => import('../features/certificates/correction/correct-application-page'),
      (m) => m.CorrectApplicationPage,
    ),
    guard: 'user',
  },
  {
    path: '/account',
    page: page(
      () => import('../features/auth/account/pages/account-page'),
      (m) => m.AccountPage,
    ),
    guard: 'user',
  },
  {
    path: '/forgot-password',
    page: page(
      () => import('../features/auth/account/pages/forgot-password-page'),
      (m) => m.ForgotPasswordPage,
    ),
    guard: 'guest',
  },
  // Signed out, a forgotten password; signed in without one (an account made with a mobile number), the first.
  {
    path: '/forgot-password/sms',
    page: page(
      () => import('../features/auth/account/pages/sms-reset-page'),
      (m) => m.SmsResetPage,
    ),
  },
  {
    path: '/reset-password',
    page: page(
      () => import('../features/auth/account/pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
    guard: 'guest',
  },
  // An email change's links work signed in or out, on any device.
  {
    path: '/confirm-email',
    page: page(
      () => import('../features/auth/account/pages/confirm-email-page'),
      (m) => m.ConfirmEmailPage,
    ),
  },
  {
    path: '/restore-email',
    page: page(
      () => import('../features/auth/account/pages/restore-email-page'),
      (m) => m.RestoreEmailPage,
    ),
  },
  {
    path: '/admin/*',
    page: page(
      () => import('./admin-routes'),
      (m) => m.AdminRoutes,
    ),
    guard: 'staff',
  },
  { path: '*', page: NotFoundPage },
] as const satisfies readonly PageRoute[];

/** The name of a prerendered page in a chunk of its own. */
export type PageName = Extract<(typeof table)[number], { name: string }>['name'];

export const routes: readonly (PageRoute & { name?: PageName })[] = table;

/** The prerendered pages in a chunk of their own, by name: the page a prerendered copy's data-page names. */
export const pages = Object.fromEntries(routes.flatMap(({ name, page }) => (name ? [[name, page]] : []))) as Record<
  PageName,
  LazyComponent
>;

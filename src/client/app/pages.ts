import { lazyPage } from './lazy-page';

/*
 * Every page except Home and Page Not Found is its own chunk, so forms and their libraries
 * load only when someone opens them (docs/decisions/002 and 008).
 */
export const pages = {
  contact: lazyPage(() => import('../features/contact/contact-page').then((module) => module.ContactPage)),
  certificates: lazyPage(() => import('../features/certificates/pages/certificates-page').then((module) => module.CertificatesPage)),
  certificateForm: lazyPage(() => import('../features/certificates/pages/certificate-form-page').then((module) => module.CertificateFormPage)),
  grievances: lazyPage(() => import('../features/grievances/pages/grievances-page').then((module) => module.GrievancesPage)),
  taxes: lazyPage(() => import('../features/taxes/pages/taxes-page').then((module) => module.TaxesPage)),
  taxForm: lazyPage(() => import('../features/taxes/pages/tax-form-page').then((module) => module.TaxFormPage)),
  outbox: lazyPage(() => import('../features/outbox/outbox-page').then((module) => module.OutboxPage)),
  login: lazyPage(() => import('../features/auth/pages/login-page').then((module) => module.LoginPage)),
  register: lazyPage(() => import('../features/auth/pages/register-page').then((module) => module.RegisterPage)),
  adminLogin: lazyPage(() => import('../features/auth/pages/admin-login-page').then((module) => module.AdminLoginPage)),
  adminSetup: lazyPage(() => import('../features/auth/pages/admin-setup-page').then((module) => module.AdminSetupPage)),
  adminDashboard: lazyPage(() => import('../features/admin/admin-dashboard-page').then((module) => module.AdminDashboardPage)),
  adminApplication: lazyPage(() => import('../features/admin/pages/application-page').then((module) => module.ApplicationPage)),
  adminAudit: lazyPage(() => import('../features/admin/pages/audit-page').then((module) => module.AuditPage)),
  adminTwoFactor: lazyPage(() => import('../features/auth/pages/two-factor-page').then((module) => module.TwoFactorPage)),
};

import { lazyPage } from './lazy-page';

/*
 * Every page except Home and Page Not Found is its own chunk, so forms and their libraries
 * load only when someone opens them (docs/decisions/002 and 008).
 */
export const pages = {
  contact: lazyPage(async () => (await import('../features/contact/contact-page')).ContactPage),
  certificates: lazyPage(async () => (await import('../features/certificates/pages/certificates-page')).CertificatesPage),
  certificateForm: lazyPage(async () => (await import('../features/certificates/pages/certificate-form-page')).CertificateFormPage),
  grievances: lazyPage(async () => (await import('../features/grievances/pages/grievances-page')).GrievancesPage),
  taxes: lazyPage(async () => (await import('../features/taxes/pages/taxes-page')).TaxesPage),
  taxForm: lazyPage(async () => (await import('../features/taxes/pages/tax-form-page')).TaxFormPage),
  outbox: lazyPage(async () => (await import('../features/outbox/outbox-page')).OutboxPage),
  login: lazyPage(async () => (await import('../features/auth/pages/login-page')).LoginPage),
  register: lazyPage(async () => (await import('../features/auth/pages/register-page')).RegisterPage),
  adminLogin: lazyPage(async () => (await import('../features/auth/pages/admin-login-page')).AdminLoginPage),
  adminSetup: lazyPage(async () => (await import('../features/auth/pages/admin-setup-page')).AdminSetupPage),
  adminDashboard: lazyPage(async () => (await import('../features/admin/admin-dashboard-page')).AdminDashboardPage),
  adminApplication: lazyPage(async () => (await import('../features/admin/pages/application-page')).ApplicationPage),
  adminAudit: lazyPage(async () => (await import('../features/admin/pages/audit-page')).AuditPage),
  adminTwoFactor: lazyPage(async () => (await import('../features/auth/pages/two-factor-page')).TwoFactorPage),
};

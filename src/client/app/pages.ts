import { loadTexts } from '../i18n/catalogue';
import { lazyComponent } from '../lib/load-once';

/*
 * Every page except Home and Page Not Found is its own chunk, so forms and their libraries
 * load only when someone opens them (docs/decisions/002 and 008). A page module exports the
 * catalogues it shows as `texts`: they are loaded in the page's language before it renders
 * (docs/decisions/035).
 */
export const pages = {
  contact: lazyComponent(async () => {
    const { ContactPage, texts } = await import('../features/contact/contact-page');
    await loadTexts(texts);
    return ContactPage;
  }),
  certificates: lazyComponent(async () => (await import('../features/certificates/pages/certificates-page')).CertificatesPage),
  certificateForm: lazyComponent(async () => (await import('../features/certificates/pages/certificate-form-page')).CertificateFormPage),
  grievances: lazyComponent(async () => (await import('../features/grievances/pages/grievances-page')).GrievancesPage),
  taxes: lazyComponent(async () => (await import('../features/taxes/pages/taxes-page')).TaxesPage),
  taxForm: lazyComponent(async () => (await import('../features/taxes/pages/tax-form-page')).TaxFormPage),
  outbox: lazyComponent(async () => (await import('../features/outbox/outbox-page')).OutboxPage),
  login: lazyComponent(async () => (await import('../features/auth/pages/login-page')).LoginPage),
  register: lazyComponent(async () => (await import('../features/auth/pages/register-page')).RegisterPage),
  adminLogin: lazyComponent(async () => (await import('../features/auth/pages/admin-login-page')).AdminLoginPage),
  adminSetup: lazyComponent(async () => (await import('../features/auth/pages/admin-setup-page')).AdminSetupPage),
  adminDashboard: lazyComponent(async () => {
    const { AdminDashboardPage, texts } = await import('../features/admin/admin-dashboard-page');
    await loadTexts(texts);
    return AdminDashboardPage;
  }),
  adminApplication: lazyComponent(async () => {
    const { ApplicationPage, texts } = await import('../features/admin/pages/application-page');
    await loadTexts(texts);
    return ApplicationPage;
  }),
  adminAudit: lazyComponent(async () => {
    const { AuditPage, texts } = await import('../features/admin/pages/audit-page');
    await loadTexts(texts);
    return AuditPage;
  }),
  adminTwoFactor: lazyComponent(async () => (await import('../features/auth/pages/two-factor-page')).TwoFactorPage),
};

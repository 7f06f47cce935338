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
  grievances: lazyComponent(async () => {
    const { GrievancesPage, texts } = await import('../features/grievances/pages/grievances-page');
    await loadTexts(texts);
    return GrievancesPage;
  }),
  taxes: lazyComponent(async () => {
    const { TaxesPage, texts } = await import('../features/taxes/pages/taxes-page');
    await loadTexts(texts);
    return TaxesPage;
  }),
  taxForm: lazyComponent(async () => {
    const { TaxFormPage, texts } = await import('../features/taxes/pages/tax-form-page');
    await loadTexts(texts);
    return TaxFormPage;
  }),
  outbox: lazyComponent(async () => (await import('../features/outbox/outbox-page')).OutboxPage),
  login: lazyComponent(async () => (await import('../features/auth/pages/login-page')).LoginPage),
  register: lazyComponent(async () => (await import('../features/auth/pages/register-page')).RegisterPage),
  adminLogin: lazyComponent(async () => (await import('../features/auth/pages/admin-login-page')).AdminLoginPage),
  adminSetup: lazyComponent(async () => (await import('../features/auth/pages/admin-setup-page')).AdminSetupPage),
  adminDashboard: lazyComponent(async () => (await import('../features/admin/admin-dashboard-page')).AdminDashboardPage),
  adminApplication: lazyComponent(async () => (await import('../features/admin/pages/application-page')).ApplicationPage),
  adminAudit: lazyComponent(async () => (await import('../features/admin/pages/audit-page')).AuditPage),
  adminTwoFactor: lazyComponent(async () => (await import('../features/auth/pages/two-factor-page')).TwoFactorPage),
};

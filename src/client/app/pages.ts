import { loadTexts } from '../i18n/catalogue';
import { lazyComponent } from '../lib/load-once';

/*
 * Every page except Home and Page Not Found is its own chunk, so forms and their libraries
 * load only when someone opens them (docs/decisions/002 and 008). A page module exports the
 * catalogues it shows as `texts`: they are loaded in the page's language before it renders
 * (docs/decisions/035).
 */
/** The draft's note and the notice of a submission kept for later, which every form shows (src/client/offline). */
const loadOfflineTexts = async () => loadTexts([(await import('../offline/offline-texts')).offlineTexts]);

export const pages = {
  contact: lazyComponent(async () => {
    const { ContactPage, texts } = await import('../features/contact/contact-page');
    await loadTexts(texts);
    return ContactPage;
  }),
  certificates: lazyComponent(async () => (await import('../features/certificates/pages/certificates-page')).CertificatesPage),
  certificateForm: lazyComponent(async () => {
    const [{ CertificateFormPage }] = await Promise.all([import('../features/certificates/pages/certificate-form-page'), loadOfflineTexts()]);
    return CertificateFormPage;
  }),
  grievances: lazyComponent(async () => {
    const [{ GrievancesPage }] = await Promise.all([import('../features/grievances/pages/grievances-page'), loadOfflineTexts()]);
    return GrievancesPage;
  }),
  taxes: lazyComponent(async () => (await import('../features/taxes/pages/taxes-page')).TaxesPage),
  taxForm: lazyComponent(async () => {
    const [{ TaxFormPage }] = await Promise.all([import('../features/taxes/pages/tax-form-page'), loadOfflineTexts()]);
    return TaxFormPage;
  }),
  outbox: lazyComponent(async () => {
    const { OutboxPage, texts } = await import('../features/outbox/outbox-page');
    await loadTexts(texts);
    return OutboxPage;
  }),
  login: lazyComponent(async () => {
    const { LoginPage, texts } = await import('../features/auth/pages/login-page');
    await loadTexts(texts);
    return LoginPage;
  }),
  register: lazyComponent(async () => {
    const { RegisterPage, texts } = await import('../features/auth/pages/register-page');
    await loadTexts(texts);
    return RegisterPage;
  }),
  adminLogin: lazyComponent(async () => {
    const { AdminLoginPage, texts } = await import('../features/auth/pages/admin-login-page');
    await loadTexts(texts);
    return AdminLoginPage;
  }),
  adminSetup: lazyComponent(async () => {
    const { AdminSetupPage, texts } = await import('../features/auth/pages/admin-setup-page');
    await loadTexts(texts);
    return AdminSetupPage;
  }),
  adminDashboard: lazyComponent(async () => (await import('../features/admin/admin-dashboard-page')).AdminDashboardPage),
  adminApplication: lazyComponent(async () => (await import('../features/admin/pages/application-page')).ApplicationPage),
  adminAudit: lazyComponent(async () => (await import('../features/admin/pages/audit-page')).AuditPage),
  adminTwoFactor: lazyComponent(async () => {
    const { TwoFactorPage, texts } = await import('../features/auth/pages/two-factor-page');
    await loadTexts(texts);
    return TwoFactorPage;
  }),
};

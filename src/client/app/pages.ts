import { loadEveryCatalogue, loadTexts } from '../i18n/catalogue';
import { pageLanguage } from '../i18n/page-language';
import { lazyComponent } from '../lib/load-once';

/**
 * A page with a form whose module does not list its `texts` yet (issue 21): once its code has run,
 * every catalogue it declared is loaded, the form engine's among them. Once the page lists its
 * catalogues (`formTexts` with them), it loads them as the certificate pages do and this goes.
 */
async function withFormTexts<M, C>(module: Promise<M>, component: (module: M) => C): Promise<C> {
  const loaded = await module;
  await loadEveryCatalogue(pageLanguage());
  return component(loaded);
}

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
  certificates: lazyComponent(async () => {
    const { CertificatesPage, texts } = await import('../features/certificates/pages/certificates-page');
    await loadTexts(texts);
    return CertificatesPage;
  }),
  certificateForm: lazyComponent(async () => {
    const { CertificateFormPage, texts } = await import('../features/certificates/pages/certificate-form-page');
    await loadTexts(texts);
    return CertificateFormPage;
  }),
  grievances: lazyComponent(() => withFormTexts(import('../features/grievances/pages/grievances-page'), (page) => page.GrievancesPage)),
  taxes: lazyComponent(async () => (await import('../features/taxes/pages/taxes-page')).TaxesPage),
  taxForm: lazyComponent(() => withFormTexts(import('../features/taxes/pages/tax-form-page'), (page) => page.TaxFormPage)),
  outbox: lazyComponent(async () => (await import('../features/outbox/outbox-page')).OutboxPage),
  login: lazyComponent(() => withFormTexts(import('../features/auth/pages/login-page'), (page) => page.LoginPage)),
  register: lazyComponent(() => withFormTexts(import('../features/auth/pages/register-page'), (page) => page.RegisterPage)),
  adminLogin: lazyComponent(() => withFormTexts(import('../features/auth/pages/admin-login-page'), (page) => page.AdminLoginPage)),
  adminSetup: lazyComponent(() => withFormTexts(import('../features/auth/pages/admin-setup-page'), (page) => page.AdminSetupPage)),
  adminDashboard: lazyComponent(async () => (await import('../features/admin/admin-dashboard-page')).AdminDashboardPage),
  adminApplication: lazyComponent(async () => (await import('../features/admin/pages/application-page')).ApplicationPage),
  adminAudit: lazyComponent(async () => (await import('../features/admin/pages/audit-page')).AuditPage),
  adminTwoFactor: lazyComponent(() => withFormTexts(import('../features/auth/pages/two-factor-page'), (page) => page.TwoFactorPage)),
};

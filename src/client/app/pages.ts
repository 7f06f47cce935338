import type { ComponentType } from 'react';
import { loadTexts } from '../i18n/catalogue';
import type { Catalogue } from '../i18n/catalogue';
import { lazyComponent } from '../lib/load-once';

/** A page module: its component, and the catalogues it shows (docs/decisions/035). */
interface PageModule {
  texts: readonly Catalogue<unknown>[];
}

/**
 * A page in a chunk of its own, its texts loaded in the page's language before it renders. Every
 * page except Home and Page Not Found is one, so forms and their libraries load only when someone
 * opens them (docs/decisions/002 and 008).
 */
function page<M extends PageModule>(load: () => Promise<M>, component: (module: M) => ComponentType) {
  return lazyComponent(async () => {
    const module = await load();
    await loadTexts(module.texts);
    return component(module);
  });
}

export const pages = {
  contact: page(() => import('../features/contact/contact-page'), (m) => m.ContactPage),
  certificates: page(() => import('../features/certificates/pages/certificates-page'), (m) => m.CertificatesPage),
  certificateForm: page(() => import('../features/certificates/pages/certificate-form-page'), (m) => m.CertificateFormPage),
  grievances: page(() => import('../features/grievances/pages/grievances-page'), (m) => m.GrievancesPage),
  taxes: page(() => import('../features/taxes/pages/taxes-page'), (m) => m.TaxesPage),
  taxForm: page(() => import('../features/taxes/pages/tax-form-page'), (m) => m.TaxFormPage),
  outbox: page(() => import('../features/outbox/outbox-page'), (m) => m.OutboxPage),
  login: page(() => import('../features/auth/pages/login-page'), (m) => m.LoginPage),
  register: page(() => import('../features/auth/pages/register-page'), (m) => m.RegisterPage),
  adminLogin: page(() => import('../features/auth/pages/admin-login-page'), (m) => m.AdminLoginPage),
  adminSetup: page(() => import('../features/auth/pages/admin-setup-page'), (m) => m.AdminSetupPage),
  adminDashboard: page(() => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  adminApplication: page(() => import('../features/admin/pages/application-page'), (m) => m.ApplicationPage),
  adminAudit: page(() => import('../features/admin/pages/audit-page'), (m) => m.AuditPage),
  account: page(() => import('../features/auth/account/pages/account-page'), (m) => m.AccountPage),
  forgotPassword: page(() => import('../features/auth/account/pages/forgot-password-page'), (m) => m.ForgotPasswordPage),
  resetPassword: page(() => import('../features/auth/account/pages/reset-password-page'), (m) => m.ResetPasswordPage),
  adminTwoFactor: page(() => import('../features/auth/pages/two-factor-page'), (m) => m.TwoFactorPage),
};

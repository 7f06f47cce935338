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
  myRequests: page(() => import('../features/my-requests/pages/my-requests-page'), (m) => m.MyRequestsPage),
  myApplication: page(() => import('../features/certificates/pages/my-application-page'), (m) => m.MyApplicationPage),
  myPayment: page(() => import('../features/taxes/pages/my-payment-page'), (m) => m.MyPaymentPage),
  myGrievance: page(() => import('../features/grievances/pages/my-grievance-page'), (m) => m.MyGrievancePage),
  applicationSubmitted: page(() => import('../features/certificates/pages/application-submitted-page'), (m) => m.ApplicationSubmittedPage),
  paymentSubmitted: page(() => import('../features/taxes/pages/payment-submitted-page'), (m) => m.PaymentSubmittedPage),
  grievanceSubmitted: page(() => import('../features/grievances/pages/grievance-submitted-page'), (m) => m.GrievanceSubmittedPage),
  track: page(() => import('../features/track/track-page'), (m) => m.TrackPage),
  kioskLink: page(() => import('../features/kiosk/kiosk-link-page'), (m) => m.KioskLinkPage),
  login: page(() => import('../features/auth/pages/login-page'), (m) => m.LoginPage),
  register: page(() => import('../features/auth/pages/register-page'), (m) => m.RegisterPage),
  adminLogin: page(() => import('../features/auth/pages/admin-login-page'), (m) => m.AdminLoginPage),
  adminSetup: page(() => import('../features/auth/pages/admin-setup-page'), (m) => m.AdminSetupPage),
  verify: page(() => import('../features/verify/verify-page'), (m) => m.VerifyPage),
  adminDashboard: page(() => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage),
  adminApplication: page(() => import('../features/admin/pages/application-page'), (m) => m.ApplicationPage),
  adminGrievance: page(() => import('../features/admin/pages/grievance-page'), (m) => m.GrievancePage),
  correctApplication: page(() => import('../features/certificates/correction/correct-application-page'), (m) => m.CorrectApplicationPage),
  adminQueue: page(() => import('../features/admin/pages/queue-page'), (m) => m.QueuePage),
  adminAudit: page(() => import('../features/admin/pages/audit-page'), (m) => m.AuditPage),
  account: page(() => import('../features/auth/account/pages/account-page'), (m) => m.AccountPage),
  forgotPassword: page(() => import('../features/auth/account/pages/forgot-password-page'), (m) => m.ForgotPasswordPage),
  resetPassword: page(() => import('../features/auth/account/pages/reset-password-page'), (m) => m.ResetPasswordPage),
  adminTwoFactor: page(() => import('../features/auth/pages/two-factor-page'), (m) => m.TwoFactorPage),
};

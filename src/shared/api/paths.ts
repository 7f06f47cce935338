/** Admin paths with parameters; a certificate decision is `certificate` + `/accept` or `/decline`. */
const adminPatterns = {
  certificate: '/api/admin/certificates/:type/:id',
  /** The certificate issued on acceptance, and its revocation (decision 050). */
  certificatePdf: '/api/admin/certificates/:type/:id/certificate.pdf',
  certificateRevoke: '/api/admin/certificates/:type/:id/revoke',
  grievance: '/api/admin/grievances/:id',
  grievanceStatus: '/api/admin/grievances/:id/status',
  taxStatus: '/api/admin/taxes/:id/status',
  messageResend: '/api/admin/messages/:id/resend',
} as const;

/** The citizen's own requests with parameters (owner only, decision 043). */
const mePatterns = {
  application: '/api/me/applications/:type/:id',
  certificatePdf: '/api/me/applications/:type/:id/certificate.pdf',
  resubmit: '/api/me/applications/:type/:id/resubmit',
  payment: '/api/me/payments/:id',
} as const;

/** The public check of an issued certificate: its number (it has slashes, so it is one encoded segment). */
const verifyPattern = '/api/verify/:number';

/** A pattern's `:name` segments replaced by the values, each URL-encoded. */
function fillPath(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Every API path in one place (spec section 7); client calls and server routes both use these. */
export const apiPaths = {
  health: '/api/health',
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    profile: '/api/auth/profile',
    refresh: '/api/auth/refresh',
    logout: '/api/auth/logout',
    password: '/api/auth/password',
    /** Ends every session of the account, this one too (the account page's "sign out everywhere"). */
    logoutEverywhere: '/api/auth/logout-everywhere',
    /** A reset link by email (always 202), and the new password with the link's token (issue 26). */
    passwordReset: '/api/auth/password-reset',
    passwordResetConfirm: '/api/auth/password-reset/confirm',
  },
  adminAuth: {
    login: '/api/admin-auth/login',
    setup: '/api/admin-auth/setup',
    status: '/api/admin-auth/status',
    totpSignIn: '/api/admin-auth/login/totp',
    totp: '/api/admin-auth/totp',
    totpEnrol: '/api/admin-auth/totp/enrol',
    totpConfirm: '/api/admin-auth/totp/confirm',
    totpReset: '/api/admin-auth/totp/reset',
  },
  taxes: {
    createOrder: '/api/taxes/create-order',
    verify: '/api/taxes/verify',
  },
  payments: {
    sandboxCheckout: '/api/payments/sandbox/checkout',
  },
  grievances: '/api/grievances',
  complaint: (complaintId: string) => `/api/grievances/${encodeURIComponent(complaintId)}`,
  /** An application's status by its reference and the mobile number given in it, without an account. */
  applicationTrack: '/api/applications/track',
  /** Anyone: whether the certificate with this number and token is valid (decision 050). */
  verify: (number: string, token: string) => `${fillPath(verifyPattern, { number })}?t=${encodeURIComponent(token)}`,
  verifyPattern,
  /** The signed-in citizen's own applications, payments and grievances, newest first (decision 043). */
  me: {
    applications: '/api/me/applications',
    payments: '/api/me/payments',
    grievances: '/api/me/grievances',
    /** The account's contact details, language and message choices (issue 26). */
    profile: '/api/me/profile',
    patterns: mePatterns,
    /** {type} is a certificate definition's slug. */
    application: (type: string, id: string) => fillPath(mePatterns.application, { type, id }),
    payment: (id: string) => fillPath(mePatterns.payment, { id }),
    certificatePdf: (type: string, id: string) => fillPath(mePatterns.certificatePdf, { type, id }),
    /** A returned application sent back with its corrections (decision 048). */
    resubmit: (type: string, id: string) => fillPath(mePatterns.resubmit, { type, id }),
  },
  /** A one-time kiosk link's use, from the tablet (decision 047). */
  kioskLinkUse: '/api/kiosk-links/use',
  admin: {
    list: '/api/admin/list',
    /** To review: pending applications and open grievances, due soonest first (decision 049). */
    queue: '/api/admin/queue',
    /** A list as CSV, with the list's filters (decision 049). */
    exportCsv: (list: string) => `/api/admin/export/${encodeURIComponent(list)}.csv`,
    audit: '/api/admin/audit',
    /** A clerk creates a one-time kiosk link (decision 047). */
    kioskLinks: '/api/admin/kiosk-links',
    /** Messages to citizens, newest first, `?state=failed` (decision 051); each with a Resend. */
    messages: '/api/admin/messages',
    messageResend: (id: string) => fillPath(adminPatterns.messageResend, { id }),
    /** The paths with `:name` parameters, as the server's routes declare them; the functions below fill them in. */
    patterns: adminPatterns,
    /** {type} is a certificate definition's slug. */
    certificate: (type: string, id: string) => fillPath(adminPatterns.certificate, { type, id }),
    certificateDecision: (type: string, id: string, decision: 'accept' | 'decline') => `${fillPath(adminPatterns.certificate, { type, id })}/${decision}`,
    certificatePdf: (type: string, id: string) => fillPath(adminPatterns.certificatePdf, { type, id }),
    certificateRevoke: (type: string, id: string) => fillPath(adminPatterns.certificateRevoke, { type, id }),
    grievance: (id: string) => fillPath(adminPatterns.grievance, { id }),
    grievanceStatus: (id: string) => fillPath(adminPatterns.grievanceStatus, { id }),
    certificateReturn: (type: string, id: string) => `${fillPath(adminPatterns.certificate, { type, id })}/return`,
    taxStatus: (id: string) => fillPath(adminPatterns.taxStatus, { id }),
  },
  /** The OpenAPI document of this API, built from every route's schemas. */
  openApi: '/api/openapi.json',
} as const;

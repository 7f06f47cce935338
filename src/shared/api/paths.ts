/** Admin paths with parameters; a certificate decision is `certificate` + `/accept` or `/decline`. */
const adminPatterns = {
  certificate: '/api/admin/certificates/:type/:id',
  grievanceStatus: '/api/admin/grievances/:id/status',
  taxStatus: '/api/admin/taxes/:id/status',
  messageResend: '/api/admin/messages/:id/resend',
} as const;

/** The citizen's own requests with parameters (owner only, decision 043). */
const mePatterns = {
  application: '/api/me/applications/:type/:id',
  payment: '/api/me/payments/:id',
} as const;

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
  },
  admin: {
    list: '/api/admin/list',
    audit: '/api/admin/audit',
    /** Messages to citizens, newest first, `?state=failed` (decision 051); each with a Resend. */
    messages: '/api/admin/messages',
    messageResend: (id: string) => fillPath(adminPatterns.messageResend, { id }),
    /** The paths with `:name` parameters, as the server's routes declare them; the functions below fill them in. */
    patterns: adminPatterns,
    /** {type} is a certificate definition's slug. */
    certificate: (type: string, id: string) => fillPath(adminPatterns.certificate, { type, id }),
    certificateDecision: (type: string, id: string, decision: 'accept' | 'decline') => `${fillPath(adminPatterns.certificate, { type, id })}/${decision}`,
    grievanceStatus: (id: string) => fillPath(adminPatterns.grievanceStatus, { id }),
    taxStatus: (id: string) => fillPath(adminPatterns.taxStatus, { id }),
  },
  /** The OpenAPI document of this API, built from every route's schemas. */
  openApi: '/api/openapi.json',
} as const;

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
  admin: {
    list: '/api/admin/list',
    audit: '/api/admin/audit',
    /** {type} is a certificate definition's slug. */
    certificate: (type: string, id: string) => `/api/admin/certificates/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
    certificateDecision: (type: string, id: string, decision: 'accept' | 'decline') =>
      `/api/admin/certificates/${encodeURIComponent(type)}/${encodeURIComponent(id)}/${decision}`,
    grievanceStatus: (id: string) => `/api/admin/grievances/${encodeURIComponent(id)}/status`,
    taxStatus: (id: string) => `/api/admin/taxes/${encodeURIComponent(id)}/status`,
  },
} as const;

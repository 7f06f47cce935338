import { authPaths, healthPath } from './shell-paths';

/** The citizen's own requests with parameters (owner only, decision 043). */
const mePatterns = {
  application: '/api/me/applications/:type/:id',
  certificatePdf: '/api/me/applications/:type/:id/certificate.pdf',
  /** What the office received, to keep (decision 054). */
  acknowledgementPdf: '/api/me/applications/:type/:id/acknowledgement.pdf',
  resubmit: '/api/me/applications/:type/:id/resubmit',
  /** An appeal of a declined application, or of one not answered in time (decision 081). */
  appeal: '/api/me/applications/:type/:id/appeal',
  payment: '/api/me/payments/:id',
  receiptPdf: '/api/me/payments/:id/receipt.pdf',
  /** An unpaid order's own checkout again, and its cancellation (decision 074). */
  paymentCheckout: '/api/me/payments/:id/checkout',
  paymentCancel: '/api/me/payments/:id/cancel',
} as const;

/** The public check of an issued certificate: its number (it has slashes, so it is one encoded segment). */
const verifyPattern = '/api/verify/:number';

/** A number's stop link, from its SMS (decision 061). */
const smsStopPattern = '/api/sms-stops/:code';

/** A pattern's `:name` segments replaced by the values, each URL-encoded. */
export function fillPath(pattern: string, values: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Every API path in one place (spec section 7); client calls and server routes both use these. */
export const apiPaths = {
  health: healthPath,
  auth: authPaths,
  taxes: {
    createOrder: '/api/taxes/create-order',
    verify: '/api/taxes/verify',
  },
  /** Anyone: a bill from the municipality's register, `?type=…&{numberField}=…` (decision 075). */
  bills: '/api/bills',
  payments: {
    sandboxCheckout: '/api/payments/sandbox/checkout',
    /** Razorpay's webhook (`payment.captured`, signed): a payment the phone never reported (decision 076). */
    razorpayWebhook: '/api/payments/razorpay/webhook',
  },
  grievances: '/api/grievances',
  complaint: (complaintId: string) => `/api/grievances/${encodeURIComponent(complaintId)}`,
  /** POST `{ email?, reason }`: a Resolved grievance back to its department, within 7 days (decision 085). */
  complaintReopen: (complaintId: string) => `/api/grievances/${encodeURIComponent(complaintId)}/reopen`,
  /** POST `{ email?, rating, comment? }`: the submitter's rating, once, after Resolved (decision 085). */
  complaintFeedback: (complaintId: string) => `/api/grievances/${encodeURIComponent(complaintId)}/feedback`,
  /** Anyone: the municipality's wards and the map's tile server, for the grievance form (decision 085). */
  places: '/api/places',
  /** Anyone: the public dashboard's figures (decision 087). */
  publicStats: '/api/public/stats',
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
    /** The account's contact details, language and message choices. */
    profile: '/api/me/profile',
    /** POST a mobile number to add to the account: a code goes to it (202); `…/confirm` with the code verifies it. */
    mobile: '/api/me/mobile',
    mobileConfirm: '/api/me/mobile/confirm',
    /** The new email address waiting for confirmation: DELETE cancels it, `…/resend` sends its link again (decision 062). */
    emailChange: '/api/me/email-change',
    emailChangeResend: '/api/me/email-change/resend',
    patterns: mePatterns,
    /** {type} is a certificate definition's slug. */
    application: (type: string, id: string) => fillPath(mePatterns.application, { type, id }),
    payment: (id: string) => fillPath(mePatterns.payment, { id }),
    /** A paid payment's signed receipt (decision 053). */
    receiptPdf: (id: string) => fillPath(mePatterns.receiptPdf, { id }),
    /** POST: the same gateway order to pay again, for an unpaid order within its day (decision 074). */
    paymentCheckout: (id: string) => fillPath(mePatterns.paymentCheckout, { id }),
    /** POST: an unpaid order cancelled; a repeat answers as the first did (decision 074). */
    paymentCancel: (id: string) => fillPath(mePatterns.paymentCancel, { id }),
    certificatePdf: (type: string, id: string) => fillPath(mePatterns.certificatePdf, { type, id }),
    acknowledgementPdf: (type: string, id: string) => fillPath(mePatterns.acknowledgementPdf, { type, id }),
    /** A returned application sent back with its corrections (decision 048). */
    resubmit: (type: string, id: string) => fillPath(mePatterns.resubmit, { type, id }),
    /** POST `{ reason }`: answers `{ appealId, status: 'open', dueBy }` (decision 081). */
    appeal: (type: string, id: string) => fillPath(mePatterns.appeal, { type, id }),
  },
  /** A new email address confirmed with the link sent to it, and the old one restored with the link sent there (decision 062). */
  emailChange: {
    confirm: '/api/auth/email-change/confirm',
    restore: '/api/auth/email-change/restore',
  },
  /** A one-time kiosk link's use, from the tablet (decision 047). */
  kioskLinkUse: '/api/kiosk-links/use',
  /** SMS to the number of a stop code: POST stops them, DELETE sends them again (decision 061). */
  smsStop: (code: string) => fillPath(smsStopPattern, { code }),
  smsStopPattern,
  /** Open311 GeoReport v2 (decision 086): services.json, requests.json, requests/{id}.json under it. */
  open311: '/open311/v2',
  /** The OpenAPI document of this API, built from every route's schemas. */
  openApi: '/api/openapi.json',
} as const;

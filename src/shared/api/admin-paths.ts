import { fillPath } from './paths';

/** Admin paths with parameters; a certificate decision is `certificate` + `/accept` or `/decline`. */
const adminPatterns = {
  certificate: '/api/admin/certificates/:type/:id',
  /** The certificate issued on acceptance, and its revocation (decision 050). */
  certificatePdf: '/api/admin/certificates/:type/:id/certificate.pdf',
  certificateRevoke: '/api/admin/certificates/:type/:id/revoke',
  /** An application's acknowledgement, to print (decision 054). */
  acknowledgementPdf: '/api/admin/certificates/:type/:id/acknowledgement.pdf',
  grievance: '/api/admin/grievances/:id',
  grievanceStatus: '/api/admin/grievances/:id/status',
  /** POST `{ of: complaintId | null }`: marks the grievance a duplicate of another, or unmarks it (decision 085). */
  grievanceDuplicate: '/api/admin/grievances/:id/duplicate-of',
  taxStatus: '/api/admin/taxes/:id/status',
  /** A paid payment's signed receipt, to print (decision 053). */
  taxReceiptPdf: '/api/admin/taxes/:id/receipt.pdf',
  messageResend: '/api/admin/messages/:id/resend',
  registerImport: '/api/admin/register/:type/import',
  staffMember: '/api/admin/staff/:id',
  appealDecision: '/api/admin/appeals/:id/decide',
} as const;

/**
 * The clerks' API paths: the admin sign-in and everything behind it. A module of its own so that
 * a citizen's first visit does not download them (src/shared/api/paths.ts has the rest).
 */
export const adminApiPaths = {
  auth: {
    login: '/api/admin-auth/login',
    setup: '/api/admin-auth/setup',
    status: '/api/admin-auth/status',
    totpSignIn: '/api/admin-auth/login/totp',
    totp: '/api/admin-auth/totp',
    totpEnrol: '/api/admin-auth/totp/enrol',
    totpConfirm: '/api/admin-auth/totp/confirm',
    totpReset: '/api/admin-auth/totp/reset',
  },
  list: '/api/admin/list',
  /** To review: pending applications and open grievances, due soonest first (decision 049). */
  queue: '/api/admin/queue',
  /** A list as CSV, with the list's filters (decision 049). */
  exportCsv: (list: string) => `/api/admin/export/${encodeURIComponent(list)}.csv`,
  /** Every list's CSV in one ZIP, each with its filters. */
  exportAll: '/api/admin/export/all.zip',
  audit: '/api/admin/audit',
  /** A clerk creates a one-time kiosk link (decision 047). */
  kioskLinks: '/api/admin/kiosk-links',
  /** Messages to citizens, newest first, `?state=failed` (decision 051); each with a Resend. */
  messages: '/api/admin/messages',
  messageResend: (id: string) => fillPath(adminPatterns.messageResend, { id }),
  /** POST a tax type's register as CSV (`?dryRun=true` only checks it): decision 075. */
  registerImport: (type: string) => fillPath(adminPatterns.registerImport, { type }),
  /** Demand, collected and outstanding per tax type and ward (`.csv` for the file). */
  collection: '/api/admin/collection',
  collectionCsv: '/api/admin/collection.csv',
  /** The officers (decision 081): POST one, GET them all, PATCH one (departments, wards, active). */
  staff: '/api/admin/staff',
  staffMember: (id: string) => fillPath(adminPatterns.staffMember, { id }),
  /** POST `{ outcome: 'upheld' | 'dismissed', note }` (decision 081). */
  appealDecision: (id: string) => fillPath(adminPatterns.appealDecision, { id }),
  /** Per type and department: received, decided on time and late, escalated, median days (decision 081). */
  figures: '/api/admin/figures',
  /** The paths with `:name` parameters, as the server's routes declare them; the functions below fill them in. */
  patterns: adminPatterns,
  /** {type} is a certificate definition's slug. */
  certificate: (type: string, id: string) => fillPath(adminPatterns.certificate, { type, id }),
  certificateDecision: (type: string, id: string, decision: 'accept' | 'decline') =>
    `${fillPath(adminPatterns.certificate, { type, id })}/${decision}`,
  certificatePdf: (type: string, id: string) => fillPath(adminPatterns.certificatePdf, { type, id }),
  certificateRevoke: (type: string, id: string) => fillPath(adminPatterns.certificateRevoke, { type, id }),
  acknowledgementPdf: (type: string, id: string) => fillPath(adminPatterns.acknowledgementPdf, { type, id }),
  grievance: (id: string) => fillPath(adminPatterns.grievance, { id }),
  grievanceStatus: (id: string) => fillPath(adminPatterns.grievanceStatus, { id }),
  grievanceDuplicate: (id: string) => fillPath(adminPatterns.grievanceDuplicate, { id }),
  certificateReturn: (type: string, id: string) => `${fillPath(adminPatterns.certificate, { type, id })}/return`,
  taxStatus: (id: string) => fillPath(adminPatterns.taxStatus, { id }),
  taxReceiptPdf: (id: string) => fillPath(adminPatterns.taxReceiptPdf, { id }),
} as const;

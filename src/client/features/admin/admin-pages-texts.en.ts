/*
 * The clerk's pages beside the dashboard: the work queue (/admin/queue), the audit log
 * (/admin/audit) and the messages to citizens (/admin/messages). Part of the admin catalogue
 * (admin-texts.en.ts), which takes them in as they are.
 */
const adminPagesTexts = {
  audit: {
    title: 'Audit Log',
    intro: 'Every action taken in the dashboard, and every application or document opened: who, when, and what it changed.',
    back: 'Back to dashboard',
    loading: 'Loading the audit log...',
    table: 'Admin actions',
    columns: {
      when: 'When',
      admin: 'Admin',
      action: 'Action',
      record: 'Record',
      before: 'Before',
      after: 'After',
    },
    unknownActor: 'Unknown',
    actions: {
      'certificate.accept': 'Accepted application',
      'certificate.decline': 'Declined application',
      'certificate.return': 'Returned application for correction',
      'grievance.status': 'Changed grievance status',
      'tax.decline': 'Declined payment',
      'tax.refund': 'Refunded payment',
      'certificate.view': 'Viewed application in full (Aadhaar)',
      'certificate.revoke': 'Revoked certificate',
      'certificate.document': 'Opened a document',
      'kiosk_link.create': 'Created a kiosk link',
      'kiosk_link.use': 'Kiosk link used on a tablet',
      'list.export': 'Downloaded a list as CSV',
    },
  },
  /** Messages to citizens by email and SMS, with Resend (decision 051). */
  messages: {
    open: 'Messages to citizens',
    title: 'Messages to Citizens',
    intro: 'The newest 100 emails and SMS sent to citizens about their requests, and how each went. A failed one can be sent again.',
    back: 'Back to dashboard',
    loading: 'Loading the messages...',
    table: 'Messages',
    show: 'Show',
    states: { all: 'All', queued: 'Waiting to send', sent: 'Sent', failed: 'Failed' },
    columns: { when: 'When', about: 'About', channel: 'By', to: 'To', state: 'State', action: 'Action' },
    channels: { email: 'Email', sms: 'SMS' },
    events: {
      'application.received': 'Application received',
      'application.returned': 'Returned for correction',
      'application.declined': 'Application declined',
      'application.certificate_issued': 'Certificate issued',
      'payment.received': 'Payment received',
      'payment.refunded': 'Payment refunded',
      'grievance.status_changed': 'Grievance status changed',
      'password.reset': 'Password reset link',
    },
    /** Sent through the log only: no email or SMS service is configured, so nothing left the server. */
    onlyLogged: 'Logged only: no email or SMS service is set up',
    attempts: (count: number) => (count === 1 ? '1 try' : `${count} tries`),
    lastError: (error: string) => `Last error: ${error}`,
    aboutThis: 'Messages to the citizen',
    noneAboutThis: 'No message has been sent about this request yet.',
    aboutThisFailed: 'The messages about this request could not be loaded.',
    resend: 'Resend',
    resendLabel: (about: string, to: string) => `Resend ${about} to ${to}`,
    resent: (to: string) => `The message to ${to} is queued to be sent again.`,
    resendFailed: (reason: string) => `Could not resend the message: ${reason}`,
  },
  /** "To review": the work queue across types (decision 049). */
  queue: {
    title: 'To review',
    intro: 'Pending applications and open grievances of every kind, the ones due soonest first.',
    open: 'To review',
    back: 'Back to dashboard',
    loading: 'Loading the items to review...',
    empty: 'Nothing to review.',
    application: (type: string) => `${type} application`,
    grievance: 'Grievance',
    review: (reference: string) => `Review ${reference}`,
    submittedBy: (name: string, when: string) => `${name}, submitted ${when}`,
    next: 'Next item to review',
    nextLoading: 'Finding the next item...',
    done: 'That was the last item to review.',
    loadMore: 'Load more',
  },
};

export type AdminPagesTexts = typeof adminPagesTexts;
export default adminPagesTexts;

/*
 * The clerks' dashboard (/admin), a single application (/admin/applications/…) and the audit log
 * (/admin/audit). The spec's texts stay word for word (spec section 2). What the definitions name
 * (certificate types, field labels, options, tax types, grievance subjects) and the statuses as
 * stored are shown as they are in English; admin-texts.ta.ts gives each its Tamil.
 */
const adminTexts = {
  dashboard: {
    title: 'Admin Dashboard',
    intro: 'Review certificate requests, grievances and tax payments.',
    auditLog: 'Audit log',
    twoFactor: 'Two-factor sign-in',
    loading: 'Loading the lists...',
    refreshing: 'Refreshing the lists...',
  },
  /** Names the definitions and the stored records hold, given as the English they are. */
  names: {
    /**
     * A certificate list's heading, from its definition's title in the page's language ('Birth';
     * the Tamil title is the certificate's whole name: src/client/i18n/certificate-definitions.ta.ts).
     */
    certificateList: (name: string) => `${name} Certificates`,
    /** What a document viewer shows the documents of. */
    certificateOf: (name: string, reference: string) => `${name} certificate ${reference}`,
    taxType: (title: string) => title,
    subject: (label: string) => label,
    /** A status as stored: pending, accepted, In Progress, refunded… */
    status: (status: string) => status,
  },
  lists: {
    grievances: 'Grievances',
    taxes: 'Tax Payments',
    empty: 'No items found',
    scrolls: (title: string) => `${title} (scrolls sideways)`,
    filterShow: 'Show',
    filterOf: (title: string) => ` ${title} with status`,
    allStatuses: 'All statuses',
    shown: (shown: string) => `${shown} shown`,
    shownOf: (shown: string, of: string) => `${shown} of ${of} shown`,
    loadMore: 'Load more',
    loadMoreOf: (title: string) => `Load more ${title}`,
    loadingMore: 'Loading...',
  },
  figures: {
    title: 'Figures',
    inAll: 'in all',
  },
  search: {
    label: 'Search by name, reference or complaint ID',
    button: 'Search',
    clear: 'Clear search',
    tooShort: (min: number) => `Type at least ${min} characters to search.`,
    showing: (text: string) => `Showing matches for “${text}”.`,
  },
  columns: {
    applicant: 'Applicant',
    reference: 'Reference',
    submitted: 'Submitted',
    status: 'Status',
    actions: 'Actions',
    complaintId: 'Complaint ID',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    type: 'Type',
    amount: 'Amount',
  },
  buttons: {
    accept: 'Accept',
    acceptOf: (reference: string) => `Accept ${reference}`,
    decline: 'Decline',
    declineOf: (reference: string) => `Decline ${reference}`,
    refund: 'Refund',
    refundOf: (reference: string) => `Refund ${reference}`,
    documents: 'Documents',
    documentsOf: (reference: string) => `Documents of ${reference}`,
    openApplication: (reference: string) => `Open application ${reference}`,
    /** A grievance's buttons, one per status a clerk sets, each named by it. */
    grievanceStatus: {
      'In Progress': 'In Progress',
      Resolved: 'Resolved',
      Declined: 'Declined',
    },
    markGrievance: (complaintId: string, status: string) => `Mark ${complaintId} ${status}`,
  },
  /** The banner after an action: what was done, or what failed and why. */
  outcomes: {
    accepted: (reference: string) => `${reference} accepted.`,
    declined: (reference: string) => `${reference} declined.`,
    acceptFailed: (reference: string, reason: string) => `Could not accept ${reference}: ${reason}`,
    declineFailed: (reference: string, reason: string) => `Could not decline ${reference}: ${reason}`,
    grievanceMarked: (status: string, complaintId: string) => `Grievance ${complaintId} marked ${status}.`,
    grievanceFailed: (status: string, complaintId: string, reason: string) => `Could not mark grievance ${complaintId} ${status}: ${reason}`,
    paymentDeclined: (reference: string) => `Payment ${reference} declined.`,
    paymentRefunded: (reference: string) => `Payment ${reference} refunded.`,
    paymentDeclineFailed: (reference: string, reason: string) => `Could not decline payment ${reference}: ${reason}`,
    /** A paid payment declined: its money went back through the gateway first (decision 040). */
    paymentDeclinedRefunded: (reference: string, amount: string) => `Payment ${reference} declined and ${amount} refunded.`,
    paymentDeclineRefundFailed: (reference: string, reason: string) =>
      `Could not decline payment ${reference}: ${reason} Trying again is safe: the money is never refunded twice.`,
    paymentRefundFailed: (reference: string, reason: string) => `Could not refund payment ${reference}: ${reason}`,
  },
  /** The question before a paid payment is declined, since declining it refunds it (decision 040). */
  declinePaid: {
    question: (amount: string) => `Decline and refund ${amount} to the citizen?`,
    consequence: (reference: string) => `Payment ${reference} is paid. Declining it refunds the whole amount through the payment gateway. This cannot be undone.`,
    confirm: 'Decline and refund',
    cancel: 'Cancel',
  },
  failures: {
    serverAnswered: (status: number) => `The server answered ${status}`,
    timeout: 'The server did not answer in time. Please try again.',
    network: 'Network error. Please check your connection and try again.',
  },
  tax: {
    inclLateFee: (fee: string) => `incl. late fee ${fee}`,
  },
  documents: {
    viewerTitle: (subject: string) => `Documents: ${subject}`,
    close: 'Close',
    view: 'View Document',
    none: 'No documents uploaded for this application.',
    unknownSize: 'Unknown size',
  },
  /** A moment in India time: "20/11/2026, 12:00 pm" (the clock and its half of the day stay on one line). */
  time: {
    at: (date: string, clock: string, afterNoon: boolean) => `${date}, ${clock}\u00a0${afterNoon ? 'pm' : 'am'}`,
  },
  kiosk: {
    title: 'This device',
    before: 'Kiosk mode is ',
    on: 'on',
    off: 'off',
    after: ' on this device.',
    onText: 'After two minutes without input the session ends and everything the person entered is cleared; a Finish and clear button is on every page.',
    offText:
      'Turn it on for a tablet that citizens use one after another: after two minutes without input the session ends and everything the person entered is cleared.',
    turnOn: 'Turn on kiosk mode',
    turnOff: 'Turn off kiosk mode',
  },
  application: {
    reference: (reference: string) => `Reference ${reference}`,
    back: 'Back to dashboard',
    loading: 'Loading the application...',
    refreshing: 'Refreshing the application...',
    status: 'Status',
    submitted: (when: string) => `Submitted ${when}`,
    details: 'Details',
    notGiven: 'Not given',
    documents: 'Documents',
    history: 'History',
    noHistory: 'No history recorded.',
    /** One line of the history: what happened, when and by whom (null: the applicant). */
    historyEntry: (action: string, when: string, actor: string | null) => `${action} on ${when} by ${actor ?? 'the applicant'}`,
    historyActions: {
      submitted: 'Submitted',
      accepted: 'Accepted',
      declined: 'Declined',
    },
  },
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
      'grievance.status': 'Changed grievance status',
      'tax.decline': 'Declined payment',
      'tax.refund': 'Refunded payment',
      'certificate.view': 'Viewed application in full (Aadhaar)',
      'certificate.document': 'Opened a document',
      'list.export': 'Downloaded a list as CSV',
    },
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
  /** An answer's due date and how much time is left (the type's service time). */
  due: {
    column: 'Due',
    on: (date: string) => `Due ${date}`,
    left: (days: number) => (days === 0 ? 'due today' : days === 1 ? '1 day left' : `${days} days left`),
    late: (days: number) => (days === 1 ? 'Late by 1 day' : `Late by ${days} days`),
    overdue: 'Overdue',
  },
  exports: {
    button: 'Download CSV',
    of: (title: string) => `Download ${title} as CSV`,
    failed: (reason: string) => `Could not download the CSV: ${reason}`,
  },
  payments: {
    expiredNoActions: 'Not paid in time: no actions',
  },
};

export type AdminTexts = typeof adminTexts;
export default adminTexts;

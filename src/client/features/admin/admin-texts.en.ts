import adminPagesTexts from './admin-pages-texts.en';

/*
 * The clerks' dashboard (/admin) and a single application (/admin/applications/…); the pages
 * beside them (queue, audit log, messages) are in admin-pages-texts.en.ts. The spec's texts stay word for word (spec section 2). What the definitions name
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
     * the Tamil title is the certificate's whole name: src/shared/domain/certificates/certificate-names-texts.ta.ts).
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
    /** A paid payment's signed receipt, to print (decision 053). */
    receipt: 'Receipt',
    receiptOf: (reference: string) => `Receipt of ${reference}`,
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
    grievanceFailed: (status: string, complaintId: string, reason: string) =>
      `Could not mark grievance ${complaintId} ${status}: ${reason}`,
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
    consequence: (reference: string) =>
      `Payment ${reference} is paid. Declining it refunds the whole amount through the payment gateway. This cannot be undone.`,
    confirm: 'Decline and refund',
    cancel: 'Cancel',
  },
  /**
   * What a clerk writes with a decision (decision 048): the citizen reads it in the request's
   * history. A decline asks for a reason from a short list, an acceptance or a status takes an
   * optional note, a return for correction names the fields and says what to fix.
   */
  decisions: {
    cancel: 'Cancel',
    reason: 'Reason',
    chooseReason: 'Choose a reason',
    reasonRequired: 'Choose a reason.',
    details: 'Details for the citizen',
    detailsOptional: 'Details for the citizen (optional)',
    detailsRequired: 'Write the reason for the citizen.',
    note: 'Note for the citizen (optional)',
    tooLong: (max: number) => `Write at most ${max} characters.`,
    /** The reason the citizen reads: the chosen one, then what the clerk added. */
    reasonWithDetails: (reason: string, details: string) => `${reason}: ${details}`,
    other: 'Other',
    certificateReasons: {
      unreadable: 'Documents unreadable',
      mismatch: 'Details do not match the documents',
      notEligible: 'Not eligible',
      duplicate: 'Duplicate application',
    },
    grievanceReasons: {
      notMunicipal: 'Not a matter for the municipality',
      duplicate: 'Duplicate complaint',
      notEnough: 'Not enough details to act on',
    },
    paymentReasons: {
      wrongAmount: 'Wrong amount or assessment',
      wrongNumber: 'Wrong property or consumer number',
      duplicate: 'Duplicate payment',
    },
    acceptQuestion: (reference: string) => `Accept ${reference}?`,
    acceptConfirm: 'Accept',
    declineQuestion: (reference: string) => `Decline ${reference}?`,
    declineConsequence: 'The applicant reads the reason in My requests.',
    declineConfirm: 'Decline',
    grievanceQuestion: (complaintId: string, status: string) => `Mark ${complaintId} ${status}?`,
    grievanceConsequence:
      'Only the person who filed the complaint while signed in reads it (My requests and the message sent to them); tracking by complaint ID shows the status only.',
    declineUnpaidQuestion: (reference: string) => `Decline payment ${reference}?`,
    declineUnpaidConsequence: 'No money was taken for it; the citizen can pay again with a new order.',
    refundQuestion: (amount: string) => `Refund ${amount} to the citizen?`,
    refundConsequence: (reference: string) =>
      `Payment ${reference} stands, and its whole amount goes back through the payment gateway. This cannot be undone.`,
    refundConfirm: 'Refund',
    noReason: 'No reason was given.',
  },
  /** Return for correction (decision 048): the application goes back to the applicant with what to fix. */
  correction: {
    button: 'Return for correction',
    buttonOf: (reference: string) => `Return ${reference} for correction`,
    title: (reference: string) => `Return ${reference} for correction`,
    intro: 'Choose what the applicant should correct. Only these fields and documents will be open for change.',
    fields: 'Details to correct',
    documents: 'Documents to replace',
    fieldsRequired: 'Choose at least one detail or document.',
    message: 'What should the applicant correct?',
    messageRequired: 'Write what the applicant should correct.',
    confirm: 'Return to the applicant',
    returned: (reference: string) => `${reference} returned to the applicant for correction.`,
    returnFailed: (reference: string, reason: string) => `Could not return ${reference}: ${reason}`,
    changedSince: 'Changed since the last round',
    changed: 'Changed',
    asked: (names: string) => `Asked to correct: ${names}`,
    changedFields: (names: string) => `Changed: ${names}`,
  },
  /** A grievance's own view (/admin/grievances/:id). */
  grievance: {
    open: (complaintId: string) => `Open grievance ${complaintId}`,
    title: (complaintId: string) => `Grievance ${complaintId}`,
    loading: 'Loading the grievance...',
    refreshing: 'Refreshing the grievance...',
    message: 'Message',
    contact: 'Contact',
    subject: 'Subject',
    history: 'History',
    historyEntry: (status: string, when: string, actor: string | null) => `${status} on ${when} by ${actor ?? 'the citizen'}`,
  },
  /**
   * A decision refused because the record changed since the clerk opened it (decision 064): what
   * is new, then the record as it is now, to decide again. `changes`: "Child's name is now “Kavin”; …", or null.
   */
  changedSinceOpened: {
    application: (changes: string | null) =>
      `This application changed since you opened it${changes ? `: ${changes}` : ''}. Nothing was done: check it and decide again.`,
    grievance: (changes: string | null) =>
      `This grievance changed since you opened it${changes ? `: ${changes}` : ''}. Nothing was done: check it and decide again.`,
    payment: (changes: string | null) =>
      `This payment changed since you opened it${changes ? `: ${changes}` : ''}. Nothing was done: check it and decide again.`,
    change: (label: string, value: string) => `${label} is now “${value}”`,
    empty: '(empty)',
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
    onText:
      'After two minutes without input the session ends and everything the person entered is cleared; a Finish and clear button is on every page.',
    offText:
      'Turn it on for a tablet that citizens use one after another: after two minutes without input the session ends and everything the person entered is cleared.',
    turnOn: 'Turn on kiosk mode',
    turnOff: 'Turn off kiosk mode',
    /** A one-time link that makes another device (the office's public tablet) a kiosk, with no clerk signing in there. */
    linkTitle: 'A kiosk link for a tablet',
    linkIntro:
      'To make a public tablet a kiosk without signing in on it, create a link here and open it on the tablet. It works once, for 24 hours.',
    createLink: 'Create a one-time kiosk link',
    creatingLink: 'Creating...',
    linkReady: (until: string) => `Open this link on the tablet before ${until}. It works once.`,
    linkReference: (reference: string) => `In the audit log: ${reference}`,
    linkFailed: (reason: string) => `The kiosk link could not be created: ${reason}`,
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
      returned: 'Returned for correction',
      resubmitted: 'Sent back corrected',
    },
  },
  ...adminPagesTexts,
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
    receiptFailed: 'The receipt could not be opened. Check the connection and try again.',
  },
};

export type AdminTexts = typeof adminTexts;
export default adminTexts;

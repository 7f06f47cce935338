/*
 * What every page about one of a citizen's requests says: its facts, statuses, history,
 * the copy shown offline, and the confirmation after a submission. request-texts.ta.ts has the
 * same keys in Tamil.
 */
const requestTexts = {
  reference: 'Reference number',
  complaintId: 'Complaint ID',
  submittedOn: 'Submitted',
  updatedOn: 'Last changed',
  decidedOn: 'Decided',
  dueBy: 'Answer due by',
  status: 'Status',
  amount: 'Amount',
  lateFee: 'Late fee',
  total: 'Total',
  subject: 'Subject',
  /** Statuses as stored: applications, payments, grievances. */
  statuses: {
    pending: 'Pending',
    accepted: 'Accepted',
    declined: 'Declined',
    returned: 'Returned for correction',
    created: 'Not paid yet',
    paid: 'Paid',
    failed: 'Failed',
    refunded: 'Refunded',
    /** An accepted application whose certificate the office revoked (decision 064). */
    revoked: 'Certificate revoked',
    Pending: 'Pending',
    'In Progress': 'In Progress',
    Resolved: 'Resolved',
    Declined: 'Declined',
  } as Record<string, string | undefined>,
  details: 'Details',
  yourGrievance: 'Your grievance',
  yourPayment: 'Your payment',
  history: 'History',
  officeMessage: 'Message from the office:',
  /** `when`: day and time. */
  asOf: (when: string) => `Offline: shown as of ${when}, the last time it was loaded.`,
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  back: 'All my requests',
  notFound: 'This request was not found. It may belong to another account.',
  answers: 'Your answers',
  documents: 'Documents',
  noDocuments: 'No documents.',
  correct: 'Correct your application',
  returnedNote: 'The office returned your application for correction.',
  latestMessage: 'Latest message from the office',
  /** The certificate issued on acceptance (decision 050), where its owner or a clerk sees the application. */
  certificate: {
    heading: 'Certificate',
    number: (number: string) => `Certificate number ${number}`,
    revokedSince: (when: string) => `Revoked on ${when}: it no longer verifies as valid.`,
    revokedBecause: (reason: string) => `Reason given by the office: ${reason}`,
    revokedCopies: 'Do not use a copy you downloaded or printed before: it is no longer valid, and its PDF can no longer be downloaded.',
    download: 'Download certificate',
    downloading: 'Downloading…',
    downloadFailed: 'The certificate could not be downloaded. Check your connection and try again.',
    verifyHint: 'It is signed by the municipality. Anyone can check it by scanning its QR code, or on its verify page.',
    verifyPage: 'Open its verify page',
  },
  /** The acknowledgement of a submitted application (decision 054): what the office received, to keep or print. */
  acknowledgement: {
    hint: 'A PDF of what the office received and by when it answers, to keep or print.',
    download: 'Download acknowledgement',
    downloadFailed: 'The acknowledgement could not be downloaded. Check your connection and try again.',
  },
  confirmation: {
    /** The panel's heading. */
    application: 'Application submitted',
    payment: 'Payment received',
    grievance: 'Grievance submitted',
    next: 'What happens next',
    /** `date`: a written-out date. */
    applicationNext: (date: string) => `The office checks your application and answers by ${date}.`,
    applicationNextDays: (days: number) => `The office checks your application and answers within ${days} days.`,
    paymentNext: 'Keep the receipt below. Nothing more is needed.',
    grievanceNext: 'The office looks into your grievance. Its status changes as it is dealt with.',
    followUp: 'How to follow it up',
    myRequests: 'See it any time in My requests.',
    track: 'Without an account, follow an application on the Track page with its reference number and the mobile number given in it.',
    trackComplaint: 'Follow a grievance with its complaint ID on the Grievances page.',
    contact: 'Questions? Contact the municipal office.',
    noteIt: 'Write down or print this number: you need it to follow up.',
    print: 'Print this page',
    waiting: 'Waiting to send',
    waitingText:
      'Saved on this device without a connection. It is sent automatically when the connection returns, and this page then shows its reference number.',
    outbox: 'See the outbox',
    gone: 'There is nothing to show here. A confirmation is kept on this device only until it is cleared or you sign out.',
  },
};

export type RequestTexts = typeof requestTexts;
export default requestTexts;

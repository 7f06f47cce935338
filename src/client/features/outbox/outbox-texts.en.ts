/* The outbox page (docs/decisions/035); outbox-texts.ta.ts has the same keys in Tamil. */
const outboxTexts = {
  title: 'Outbox',
  intro:
    'Applications and grievances submitted on this device without a connection. They are sent automatically, one at a time, as soon as the portal can be reached.',
  unavailable: 'This browser does not let the portal keep anything on this device.',
  sendNow: 'Send now',
  sendingNow: 'Sending...',
  waiting: 'Waiting to be sent',
  nothingWaiting: 'Nothing is waiting to be sent.',
  needsAttention: 'Needs attention',
  sent: 'Sent',
  nothingSent: 'Nothing sent from the outbox yet.',
  /** `when`: the day and the time (dayAndTime). */
  savedOnDevice: (when: string) => `Saved on this device ${when}`,
  savedAndSent: (saved: string, sent: string) => `Saved ${saved}, sent ${sent}`,
  states: {
    sending: 'Sending now...',
    waitingSignIn: 'Waiting for you to sign in again.',
    needsAttention: 'Needs your attention.',
    retrying: 'Queued: will be tried again automatically.',
    queued: 'Queued: will be sent when the connection returns.',
  },
  /** A link, then the rest of the sentence. */
  signIn: 'Sign in',
  signInAfter: 'as the person who submitted it and it will be sent.',
  lastTry: (reason: string) => `Last try: ${reason}`,
  notAccepted: 'The portal could not accept it:',
  noReason: 'no reason was given.',
  confirmDeleteLabel: (title: string) => `Delete ${title}?`,
  confirmDelete: 'Delete it from this device? It will not be sent.',
  yesDelete: 'Yes, delete it',
  keep: 'Keep it',
  openAndCorrect: 'Open and correct',
  delete: 'Delete',
  complaintId: 'Complaint ID',
  referenceNumber: 'Reference number',
};

export type OutboxTexts = typeof outboxTexts;
export default outboxTexts;

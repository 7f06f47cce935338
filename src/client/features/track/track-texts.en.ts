/*
 * /track (decision 047): following an application without an account, by its reference and the mobile
 * number given in it; a complaint ID goes to the complaint tracker. track-texts.ta.ts has the same
 * keys in Tamil.
 */
const trackTexts = {
  title: 'Track an application',
  intro:
    'Applied at an office or without an account? Enter the reference and the mobile number given in the application to see where it is. For a complaint, enter its complaint ID.',
  formLabel: 'Track an application or a complaint',
  reference: 'Reference or complaint ID',
  referenceHint: 'For example BIR-7K3M-9QXD for an application, or GRV-7K3M-9QXD for a complaint.',
  mobile: 'Mobile number',
  mobileHint: 'The number given in the application. Not needed for a complaint ID.',
  button: 'Track',
  busy: 'Checking...',
  /** The shared schema's messages, in this language. */
  messages: {
    referenceRequired: 'Please enter the reference of the application.',
    mobileRequired: 'Please enter the mobile number given in the application.',
    notText: (label: string) => `${label} must be text`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  answer: {
    title: (reference: string) => `Application ${reference}`,
    type: 'Certificate',
    status: 'Status',
    created: 'Applied on',
    updated: 'Last change',
    due: 'Answer due by',
    statuses: { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' } as Record<string, string>,
  },
  failures: {
    timeout: 'The server did not answer in time. Please check your connection and try again.',
    network: 'There is no connection to the portal. Please check your connection and try again.',
    other: 'The application could not be looked up. Please try again.',
  },
};

export type TrackTexts = typeof trackTexts;
export default trackTexts;

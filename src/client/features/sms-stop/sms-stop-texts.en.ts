/* The page of the stop link at the end of every SMS (decision 061); sms-stop-texts.ta.ts has the same keys in Tamil. */
const smsStopTexts = {
  title: 'Stop SMS',
  stopping: 'Stopping SMS…',
  starting: 'Turning SMS back on…',
  /** The number as the page shows it, masked: "98xxxxxx12". */
  stopped: (mobile: string) => `SMS to ${mobile} stopped.`,
  stoppedNote: 'The portal sends no more SMS to this number, about any request. Email is not affected.',
  undo: 'Undo: send SMS again',
  started: (mobile: string) => `SMS to ${mobile} will be sent again.`,
  stopAgain: 'Stop SMS again',
  failed: 'SMS could not be changed just now. Check your connection and try again.',
  retry: 'Try again',
};

export type SmsStopTexts = typeof smsStopTexts;
export default smsStopTexts;

/* The kiosk's bar and its idle warning (docs/decisions/035); kiosk-texts.ta.ts has the same keys in Tamil. */
const kioskTexts = {
  shared: 'This is a shared device. When you have finished, press Finish and clear.',
  cleared: 'The last session was cleared from this device. You can start.',
  finish: 'Finish and clear',
  clearing: 'Clearing...',
  stillThere: 'Are you still there?',
  /** Before and after the seconds left, which are in bold. */
  endsIn: 'For your privacy this session ends in',
  seconds: (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`,
  afterEnd: ': you will be signed out and everything you entered on this device will be cleared.',
  stillHere: 'I am still here',
  finishNow: 'Finish and clear now',
  /** 'Finish and clear' on a form with input not yet sent: what will be lost, and a way back. */
  confirmTitle: 'Clear what you entered?',
  confirmLost: 'This has not been sent and will be deleted from this device:',
  lost: {
    certificate: 'the certificate application you started',
    grievance: 'the grievance you started',
    tax: 'the tax payment details you entered',
    queuedApplication: 'an application waiting to be sent: it has not reached the portal',
    queuedGrievance: 'a grievance waiting to be sent: it has not reached the portal',
  },
  confirmClear: 'Yes, clear it',
  cancel: 'Cancel',
  /** /kiosk/<code>: the tablet uses a one-time link a clerk created (decision 047). */
  link: {
    title: 'Kiosk mode',
    turningOn: 'Turning on kiosk mode on this device...',
    turnedOn:
      'Kiosk mode is on. This device is ready for the public: a Finish and clear button is on every page, and after two minutes without input everything entered is cleared.',
    start: 'Go to the home page',
    failed: 'Kiosk mode was not turned on.',
    timeout: 'The server did not answer in time. Please try again.',
    network: 'There is no connection to the portal. Connect this device and try again.',
    retry: 'Try again',
  },
};

export type KioskTexts = typeof kioskTexts;
export default kioskTexts;

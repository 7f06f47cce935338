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
};

export type KioskTexts = typeof kioskTexts;
export default kioskTexts;

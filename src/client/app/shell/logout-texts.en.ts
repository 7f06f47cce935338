/* What Logout asks when something of the account has not been sent (docs/decisions/063); logout-texts.ta.ts has the same keys in Tamil. */
const logoutTexts = {
  title: 'Log out and remove what was not sent?',
  applications: (count: number) =>
    count === 1
      ? '1 application waiting to be sent will be removed from this device.'
      : `${count} applications waiting to be sent will be removed from this device.`,
  grievances: (count: number) =>
    count === 1
      ? '1 grievance waiting to be sent will be removed from this device.'
      : `${count} grievances waiting to be sent will be removed from this device.`,
  notReached:
    'It has not reached the portal. To keep it, press Cancel and stay signed in: it is sent automatically when the connection returns, and then you can log out.',
  cancel: 'Cancel',
  remove: 'Remove and log out',
  /** After a session the server ended: how many unsent requests left the device with it, never their titles. */
  removedTitle: 'Removed from this device.',
  removedUnsent: (count: number) =>
    `${count === 1 ? '1 request' : `${count} requests`} waiting to be sent had not reached the portal when the session ended. Sign in and send ${count === 1 ? 'it' : 'them'} again.`,
  close: 'Close',
};

export type LogoutTexts = typeof logoutTexts;
export default logoutTexts;

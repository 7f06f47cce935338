const pwaTexts = {
  notices: 'Portal notices',
  offlineTitle: 'You are offline.',
  offlineBody: 'Pages and forms still open; sending anything needs a connection.',
  updateTitle: 'Update available.',
  updateBody: 'A new version of the portal is ready. Reload when you have finished what you are filling in.',
  reloadToUpdate: 'Reload to update',
  later: 'Later',
  installBody: 'Use the portal like an app: it opens from your home screen, even with no signal.',
  installApp: 'Install app',
  notNow: 'Not now',
  /** An outbox item delivered while the person was on another page: its title (as the outbox wrote it) and its reference. */
  deliveredTitle: 'Sent.',
  delivered: (title: string) => `${title} reached the portal.`,
  /** Outbox items of an account that left the device unsent with its session: a count, never their titles. */
  removedTitle: 'Removed from this device.',
  removedUnsent: (count: number) => `${count === 1 ? '1 request' : `${count} requests`} waiting to be sent had not reached the portal when the session ended. Sign in and send ${count === 1 ? 'it' : 'them'} again.`,
  reference: 'Reference number:',
  complaintId: 'Complaint ID:',
  close: 'Close',
};

export type PwaTexts = typeof pwaTexts;
export default pwaTexts;

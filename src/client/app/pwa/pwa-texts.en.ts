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
  reference: 'Reference number:',
  complaintId: 'Complaint ID:',
  close: 'Close',
};

export type PwaTexts = typeof pwaTexts;
export default pwaTexts;

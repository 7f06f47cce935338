/*
 * The citizen's correction of a returned application (/my-requests/applications/:type/:id/correct,
 * decision 048): the office's message, the fields it asked to correct, and sending it back.
 */
const correctionTexts = {
  title: (reference: string) => `Correct application ${reference}`,
  loading: 'Loading the application...',
  officeSays: 'The office asks you to correct this application',
  noMessage: 'The office did not add a message.',
  toCorrect: 'What to correct',
  details: 'Details to correct',
  documents: 'Documents to replace',
  replaces: (name: string) => `Replaces ${name}.`,
  unchanged: 'Stays as it is',
  unchangedDocuments: 'Documents that stay',
  send: 'Send back to the office',
  sent: 'Sent back. The office will look at your application again; you can follow it in My requests.',
  backToApplication: 'Back to the application',
  notReturned: 'This application is not waiting for a correction.',
  notGiven: 'Not given',
};

export type CorrectionTexts = typeof correctionTexts;
export default correctionTexts;

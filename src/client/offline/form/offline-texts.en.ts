/*
 * What the offline layer says under and after a form (the draft's note, the notice of a
 * submission kept for later, a full disk) and the outbox's reasons for waiting
 * (docs/decisions/035). Every form page and the outbox page list this catalogue in their `texts`.
 */
const offlineTexts = {
  draft: {
    savingDocuments: 'Saving the documents on this device…',
    /** `time`: the time of day, as timeOfDay() writes it in the page's language. */
    savedAt: (time: string) => `Draft saved on this device at ${time}.`,
    savedUntilSubmit: 'What you enter is saved on this device as a draft until you submit it.',
    /** On a kiosk, instead of the lines above: the drafts go when the person finishes. */
    onKiosk: 'This is a shared device: what you enter here is deleted when you press Finish and clear, or after two minutes without use.',
    discard: 'Discard draft',
  },
  /** `size`: "290 KB", "4.1 MB" (formatBytes). */
  storesOnDevice: (size: string) => `This app stores ${size} on this device.`,
  /** Under a form, only when the device is nearly out of space. */
  storageNearlyFull: (size: string) =>
    `This device is nearly out of storage space. This app stores ${size} on it: send or discard drafts you no longer need, or free some space.`,
  /** After a submission without a connection: before and after the link to the outbox. */
  queued: {
    saved: 'Saved on this device.',
    certificate:
      'There is no connection right now. Your application will be sent automatically when the connection returns; its reference number will then be shown in the',
    grievance:
      'There is no connection right now. Your grievance will be sent automatically when the connection returns; its complaint ID will then be shown in the',
    outbox: 'Outbox',
    /** Right after the link: with its own leading space where a word follows. */
    afterOutbox: '.',
  },
  storage: {
    quotaDraft:
      'Your device is out of storage space: the draft could not be saved. What you saved before is still there. Free some space (photos, videos or other apps) and keep going, or submit when you are online.',
    quotaOutbox:
      'Your device is out of storage space: the application could not be saved for sending later. Nothing was lost from the form. Free some space and try again, or submit when you are online.',
    failedDraft: 'The draft could not be saved on this device. What you saved before is still there.',
  },
  /** Why an outbox item waits: the sync engine keeps these in English with the item (syncMessages); the outbox shows them in this language. */
  sync: {
    unreachable: 'No connection to the portal. It will be sent automatically when the connection returns.',
    signIn: 'Your session has ended. Sign in again and it will be sent.',
  },
};

export type OfflineTexts = typeof offlineTexts;
export default offlineTexts;

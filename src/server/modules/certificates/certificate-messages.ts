import { formatMegabytes } from '../../../shared/schemas/file-checks';
import { errorMessages } from '../../http/error-handler';

/** What the certificate endpoints say beyond the shared field and file messages. */
export const certificateApiMessages = {
  multipartExpected: 'Send this application as multipart/form-data (its fields and files).',
  jsonExpected: 'Send this application as JSON with Content-Type: application/json.',
  requestTooLarge: (maxBytes: number) => `The upload is too large: at most ${formatMegabytes(maxBytes)} for all files together`,
  fileTooLarge: 'A file in this request is too large',
  fieldNotAccepted: 'This field is not accepted',
  fieldRepeated: 'This field was sent more than once',
  tooManyParts: 'This request has too many fields or files',
  malformedUpload: 'The upload could not be read. Please try again.',
  notFound: 'Application not found',
  /** The same for an unknown reference and a wrong mobile number: neither tells which it was. */
  trackNotFound: 'No application has this reference and mobile number. Please check both and try again.',
  alreadyDecided: (status: string) => `This application has already been ${status}.`,
  notReturned: (status: string) => `This application is not waiting for a correction: it is ${status}.`,
  fieldNotReturned: (names: string) => `Only the fields the office asked to correct can be changed, not ${names}.`,
  fieldNotReturnedShort: 'The office did not ask to correct this field',
  documentLinkInvalid: 'This document link is not valid. Open the document again from the admin dashboard.',
  documentLinkExpired: 'This document link has expired. Open the document again from the admin dashboard.',
  notIssued: 'No certificate has been issued for this application yet',
  alreadyRevoked: 'This certificate has already been revoked.',
  revoked: 'This certificate has been revoked: it is no longer valid, and its PDF is no longer given.',
  changed: 'This application changed since you opened it. Check it again before you decide.',
  /** The same for an unknown number and a wrong token. */
  /** The same words as every other 404: a guessed name learns nothing about what exists. */
  documentNotFound: errorMessages.notFound,
} as const;

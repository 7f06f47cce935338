import { object, string } from 'yup';
import { PHONE_MAX } from '../certificates/field-rules';

/** What the track form and GET /api/applications/track say when a value is missing or not text. */
export const applicationTrackMessages = {
  referenceRequired: 'Please enter the reference of the application.',
  mobileRequired: 'Please enter the mobile number given in the application.',
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
};
export type ApplicationTrackMessages = typeof applicationTrackMessages;

/** A reference is 13 characters (BIR-7K3M-9QXD); room for spaces typed around it. */
export const TRACK_REFERENCE_MAX = 40;

/**
 * Tracking an application without an account (decision 047): its reference and the mobile number given
 * in it, both trimmed first. Whether they match is the server's to say, alike for either.
 */
export function buildApplicationTrackSchema(messages: ApplicationTrackMessages = applicationTrackMessages) {
  return object({
    reference: string()
      .typeError(messages.notText('Reference'))
      .required(messages.referenceRequired)
      .max(TRACK_REFERENCE_MAX, messages.tooLong('Reference', TRACK_REFERENCE_MAX)),
    mobile: string()
      .typeError(messages.notText('Mobile number'))
      .required(messages.mobileRequired)
      .max(PHONE_MAX, messages.tooLong('Mobile number', PHONE_MAX)),
  });
}

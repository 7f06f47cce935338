import { CERTIFICATE_FORM_ERROR, certificateMessages } from '../../../shared/schemas/certificate-schema';
import { fileMessageTexts } from '../../../shared/schemas/file-checks';

/*
 * What a certificate form says when a check fails (spec section 5). English is the shared rules'
 * own messages, so that an English form says exactly what the server says; every other language
 * is typed by them. Only the form pages load these (the shared rules are in their chunks).
 */
const validationTexts = {
  /** Above the form when any check fails. */
  formError: CERTIFICATE_FORM_ERROR,
  /** The certificate schema's messages (src/shared/schemas/certificate-schema.ts). */
  messages: certificateMessages,
  /** The file checks' messages (src/shared/schemas/file-checks.ts). */
  fileMessages: fileMessageTexts,
};

export type ValidationTexts = typeof validationTexts;
export default validationTexts;

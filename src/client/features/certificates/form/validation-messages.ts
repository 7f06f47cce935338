import { AADHAAR_DIGITS } from '../../../../shared/domain/certificates/field-rules';
import type { CertificateMessages } from '../../../../shared/schemas/certificate-schema';
import { MAX_FILES_PER_FIELD } from '../../../../shared/schemas/file-checks';
import type { FileMessageTexts } from '../../../../shared/schemas/file-checks';
import { validationTexts } from '../validation-texts';

type ValidationTexts = ReturnType<typeof validationTexts.get>;

/** The certificate schema's messages in the page's language, in the shape the shared rules take. */
export function certificateMessagesOf({ messages }: ValidationTexts = validationTexts.get()): CertificateMessages {
  return {
    ...messages,
    aadhaar: messages.aadhaar({ digits: AADHAAR_DIGITS }),
    required: (label) => messages.required({ label }),
    tooLong: (label, max) => messages.tooLong({ label, max }),
    option: (label) => messages.option({ label }),
    future: (label) => messages.future({ label }),
    notText: (label) => messages.notText({ label }),
  };
}

/** The file checks' messages in the page's language, in the shape the shared checks take. */
export function fileMessageTextsOf({ fileMessages }: ValidationTexts = validationTexts.get()): FileMessageTexts {
  return {
    required: (label) => fileMessages.required({ label }),
    tooMany: (label, multiple) => fileMessages.tooMany({ label, multiple: String(multiple), max: MAX_FILES_PER_FIELD }),
    tooLarge: (label, size) => fileMessages.tooLarge({ label, size }),
    wrongType: (label, types) => fileMessages.wrongType({ label, types }),
    empty: (label) => fileMessages.empty({ label }),
  };
}

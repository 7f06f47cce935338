import { describe, expect, it } from 'vitest';
import certificateEnglish from '../../../src/client/features/certificates/certificate-texts.en';
import { certificateMessagesOf, fileMessageTextsOf } from '../../../src/client/features/certificates/form/validation-messages';
import validationEnglish from '../../../src/client/features/certificates/validation-texts.en';
import validationTamil from '../../../src/client/features/certificates/validation-texts.ta';
import { acceptedFileTypes } from '../../../src/shared/domain/certificates/field-rules';
import { certificateMessages } from '../../../src/shared/schemas/certificate-schema';
import { MAX_FILES_PER_FIELD, fileMessageTexts } from '../../../src/shared/schemas/file-checks';
import type { FileMessageTexts } from '../../../src/shared/schemas/file-checks';

/*
 * A certificate form in English says exactly what the server says: the catalogue's English is the
 * shared rules' messages, word for word, with the same limits.
 */
const asRead = (messages: object) =>
  Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, typeof message === 'function' ? String(message('Label', 7)) : message]),
  );

const fileMessagesAsRead = (texts: FileMessageTexts) => [
  texts.required('Label'),
  texts.tooMany('Label', true),
  texts.tooMany('Label', false),
  texts.tooLarge('Label', '5 MB'),
  texts.wrongType('Label', 'a JPG, PNG or PDF file'),
  texts.empty('Label'),
];

describe('the certificate forms’ checks in English', () => {
  it('are the server’s messages', () => {
    expect(asRead(certificateMessagesOf(validationEnglish))).toEqual(asRead(certificateMessages));
    expect(fileMessagesAsRead(fileMessageTextsOf(validationEnglish))).toEqual(fileMessagesAsRead(fileMessageTexts));
  });

  it('name what an upload takes as the shared rules do', () => {
    expect(certificateEnglish.form.fileTypes).toEqual(
      Object.fromEntries(Object.entries(acceptedFileTypes).map(([accept, { description }]) => [accept, description])),
    );
  });
});

describe('the certificate forms’ checks in Tamil', () => {
  it('say how many files an upload takes, or that it takes one', () => {
    const texts = fileMessageTextsOf(validationTamil);
    expect(texts.tooMany('ஆவணம்', true)).toBe(`ஆவணம்: அதிகபட்சம் ${MAX_FILES_PER_FIELD} கோப்புகளை இணைக்கவும்`);
    expect(texts.tooMany('ஆவணம்', false)).toBe('ஆவணம்: ஒரு கோப்பை மட்டும் இணைக்கவும்');
  });
});

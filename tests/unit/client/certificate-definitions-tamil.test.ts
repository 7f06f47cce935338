import { describe, expect, it } from 'vitest';
import { definitionInPageLanguage } from '../../../src/client/i18n/certificate-definition-texts';
import { setPageLanguage } from '../../../src/client/i18n/page-language';
import { certificateDefinitions } from '../../../src/shared/domain/certificates/certificate-definitions';
import { birthCertificate } from '../../../src/shared/domain/certificates/definitions/birth';
import { legalHeirCertificate } from '../../fixtures/legal-heir-certificate';
import { showPagesInTamil } from '../in-tamil';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

showPagesInTamil();

describe('the certificate definitions in Tamil', () => {
  // That every text has its Tamil: tests/unit/shared/certificate-names-texts.test.ts, on the catalogue.
  it('put the Tamil words in place: titles, the certificate’s title, labels, messages, uploads and options', () => {
    const shown = definitionInPageLanguage(birthCertificate);
    expect([shown.title, shown.formTitle, shown.certificate.title]).toEqual([
      'பிறப்புச் சான்றிதழ்',
      'பிறப்புச் சான்றிதழ் விண்ணப்பம்',
      'பிறப்புச் சான்றிதழ்',
    ]);
    const contact = shown.fields.find((field) => field.name === 'contact');
    expect(contact).toMatchObject({ label: 'தொடர்பு எண்', invalidMessage: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்', requiredMessage: undefined });
    expect(shown.fields.find((field) => field.name === 'gender')?.options?.map((option) => option.label)).toEqual(['ஆண்', 'பெண்', 'மற்றவர்']);
    expect(shown.files.map((file) => file.label)).toEqual(['பிறப்புச் சான்று', 'முகவரிச் சான்று', 'பெற்றோரின் அடையாளச் சான்று']);
    for (const definition of certificateDefinitions) {
      const tamil = definitionInPageLanguage(definition);
      expect(
        [tamil.title, tamil.certificate.title, ...tamil.fields.map((field) => field.label)].filter((text) => !TAMIL_LETTER.test(text)),
      ).toEqual([]);
    }
  });

  it('keep the definition itself: names, kinds, rules and order', () => {
    for (const definition of certificateDefinitions) {
      const shown = definitionInPageLanguage(definition);
      expect(shown.fields.map(({ name, kind, required }) => [name, kind, required])).toEqual(
        definition.fields.map(({ name, kind, required }) => [name, kind, required]),
      );
      expect(shown.files.map(({ name, required, multiple, accept, maxBytes }) => [name, required, multiple, accept, maxBytes])).toEqual(
        definition.files.map(({ name, required, multiple, accept, maxBytes }) => [name, required, multiple, accept, maxBytes]),
      );
      for (const [index, field] of definition.fields.entries())
        expect(shown.fields[index]?.options?.map((option) => option.value)).toEqual(field.options?.map((option) => option.value));
      expect(definitionInPageLanguage(definition)).toBe(shown);
    }
  });

  it('show a type that has no Tamil words (one added in a test) with its English ones', () => {
    const shown = definitionInPageLanguage(legalHeirCertificate);
    expect(shown.formTitle).toBe('Legal Heir Certificate Application');
    expect(shown.fields.map((field) => field.label)).toEqual(legalHeirCertificate.fields.map((field) => field.label));
    expect(shown.files.map((file) => file.label)).toEqual(['Death Certificate']);
    expect(shown.certificate.title).toBe('Legal Heir Certificate');
  });

  it('are not used on an English page', () => {
    setPageLanguage('en');
    for (const definition of certificateDefinitions) expect(definitionInPageLanguage(definition)).toBe(definition);
  });
});

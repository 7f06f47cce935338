import { describe, expect, it } from 'vitest';
import { definitionInPageLanguage } from '../../../src/client/i18n/certificate-definition-texts';
import { setPageLanguage } from '../../../src/client/i18n/page-language';
import { certificateDefinitions } from '../../../src/shared/domain/certificates/certificate-definitions';
import { legalHeirCertificate } from '../../fixtures/legal-heir-certificate';
import { showPagesInTamil } from '../in-tamil';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

showPagesInTamil();

describe('the certificate definitions in Tamil', () => {
  it.each(certificateDefinitions.map((definition) => [definition.slug, definition] as const))(
    '%s: its titles, every field, hint, upload and option have Tamil words',
    (_slug, definition) => {
      const shown = definitionInPageLanguage(definition);
      const missing: string[] = [];
      const check = (what: string, tamil: string | undefined, english: string | undefined) => {
        if (english === undefined) return;
        if (!tamil?.trim() || !TAMIL_LETTER.test(tamil)) missing.push(`${what}: ${tamil ?? '(none)'}`);
      };
      check('title', shown.title, definition.title);
      check('formTitle', shown.formTitle, definition.formTitle);
      check('summary', shown.summary, definition.summary);
      definition.fields.forEach((field, index) => {
        const tamil = shown.fields[index];
        check(`field ${field.name}`, tamil?.label, field.label);
        check(`hint of ${field.name}`, tamil?.hint, field.hint);
        check(`invalid message of ${field.name}`, tamil?.invalidMessage, field.invalidMessage);
        // Its own English "required" message gives way to the schema's Tamil one.
        if (field.requiredMessage !== undefined)
          check(`required message of ${field.name}`, tamil?.requiredMessage ?? 'தேவை', field.requiredMessage);
        for (const option of field.options ?? []) {
          const label = tamil?.options?.find((candidate) => candidate.value === option.value)?.label;
          // The community categories (SC, ST, MBC/DNC…) are written as they are in Tamil too.
          if (!label?.trim() || (label === option.label && !/^[A-Z/]+$/.test(label))) missing.push(`option ${field.name} ${option.value}`);
        }
      });
      definition.files.forEach((file, index) => {
        check(`upload ${file.name}`, shown.files[index]?.label, file.label);
        if (file.requiredMessage !== undefined)
          check(`required message of ${file.name}`, shown.files[index]?.requiredMessage ?? 'தேவை', file.requiredMessage);
      });
      expect(missing).toEqual([]);
    },
  );

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
  });

  it('are not used on an English page', () => {
    setPageLanguage('en');
    for (const definition of certificateDefinitions) expect(definitionInPageLanguage(definition)).toBe(definition);
  });
});

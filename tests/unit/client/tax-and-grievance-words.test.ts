import { describe, expect, it } from 'vitest';
import { grievanceSchemaTexts } from '../../../src/client/features/grievances/components/grievance-messages';
import grievanceEnglish from '../../../src/client/features/grievances/grievance-texts.en';
import grievanceTamil from '../../../src/client/features/grievances/grievance-texts.ta';
import { localizedFieldWords, localizedTax, localizedTaxFields, taxSchemaTexts } from '../../../src/client/features/taxes/localized-tax';
import taxWordsEnglish from '../../../src/client/features/taxes/tax-definition-texts.en';
import taxWordsTamil from '../../../src/client/features/taxes/tax-definition-texts.ta';
import taxTextsEnglish from '../../../src/client/features/taxes/tax-texts.en';
import { grievanceForm } from '../../../src/shared/domain/grievances/grievance-form';
import { GRIEVANCE_STATUSES, GRIEVANCE_SUBJECTS, grievanceMessages } from '../../../src/shared/domain/grievances/grievance-rules';
import { PAYMENT_METHODS, taxDefinitions } from '../../../src/shared/domain/taxes/tax-definitions';
import { taxFormFields } from '../../../src/shared/domain/taxes/tax-form-fields';
import taxWordsInTamil from '../../../src/shared/domain/taxes/tax-names-texts.ta';
import { taxMessages } from '../../../src/shared/schemas/tax-order-schema';

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;
/** What stays as written in Tamil too: a brand (UPI) and a tax year (2024-2025). */
const WRITTEN_ALIKE = /^(UPI|\d{4}-\d{4})$/;

/** Each message as it reads: a message of a field's label (and a limit) with sample ones. */
const asRead = (messages: object) =>
  Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, typeof message === 'function' ? String(message('Label', 7)) : message]),
  );

/** Every text a form shows for its fields: label, hint and each option's label. */
const fieldTexts = (fields: ReturnType<typeof taxFormFields>) =>
  fields.flatMap((field) => [field.label, ...(field.hint ? [field.hint] : []), ...(field.options ?? []).map((option) => option.label)]);

describe('the tax definitions in Tamil', () => {
  it.each(taxDefinitions.map((definition) => [definition.slug, definition] as const))(
    '%s: every title, field, option and hint has its Tamil',
    (slug, definition) => {
      const words = taxWordsTamil.taxes[slug];
      expect(Object.keys(words.identifiers).sort()).toEqual(definition.identifiers.map((field) => field.name).sort());
      const options = definition.period.kind === 'period' ? definition.period.options.map((option) => option.value) : [];
      expect(Object.keys('periodOptions' in words ? words.periodOptions : {}).sort()).toEqual([...options].sort());
      // The receipt's PDF names the tax in the shared words: the pages say the same.
      const shared = taxWordsInTamil[slug];
      expect({
        title: words.title,
        identifiers: words.identifiers,
        periodOptions: 'periodOptions' in words ? words.periodOptions : {},
      }).toEqual({ periodOptions: {}, ...shared });

      const tamil = localizedTax(definition, taxWordsTamil);
      const fields = taxFormFields(tamil, localizedFieldWords(taxWordsTamil));
      const english = taxFormFields(definition);
      expect(fields.map((field) => [field.name, field.kind, field.options?.map((option) => option.value)])).toEqual(
        english.map((field) => [field.name, field.kind, field.options?.map((option) => option.value)]),
      );
      const texts = [tamil.title, tamil.formTitle, tamil.summary, tamil.checkoutDescription, ...fieldTexts(fields)];
      expect(texts.filter((text) => !TAMIL_LETTER.test(text) && !WRITTEN_ALIKE.test(text))).toEqual([]);
    },
  );

  it('has every payment method in Tamil', () => {
    expect(Object.keys(taxWordsTamil.fields.paymentMethods).sort()).toEqual(PAYMENT_METHODS.map((method) => method.value).sort());
  });

  it('in English, is the definitions themselves, word for word', () => {
    for (const definition of taxDefinitions) {
      expect(localizedTax(definition, taxWordsEnglish)).toEqual(definition);
      expect(taxFormFields(definition, localizedFieldWords(taxWordsEnglish))).toEqual(taxFormFields(definition));
    }
    const [property] = taxDefinitions;
    if (property) expect(localizedTaxFields(property)).toEqual(taxFormFields(property));
  });

  it('checks an order, in English, in the server’s words', () => {
    const english = taxSchemaTexts(taxTextsEnglish);
    expect(asRead(english.messages)).toEqual(asRead(taxMessages));
    for (const label of ['Amount', 'Identifiers', 'Due date', 'Owner Name']) expect(english.label({ name: 'x', label })).toBe(label);
  });
});

describe('the grievance form in Tamil', () => {
  it('has every field, subject and status in Tamil, and the same in English as the form definition', () => {
    expect(Object.keys(grievanceTamil.submit.fields).sort()).toEqual(grievanceForm.fields.map((field) => field.name).sort());
    expect(Object.keys(grievanceTamil.submit.subjects).sort()).toEqual([...GRIEVANCE_SUBJECTS].sort());
    expect(Object.keys(grievanceTamil.track.statuses).sort()).toEqual([...GRIEVANCE_STATUSES].sort());
    const texts = [
      ...Object.values(grievanceTamil.submit.fields),
      ...Object.values(grievanceTamil.submit.subjects),
      ...Object.values(grievanceTamil.track.statuses),
    ];
    expect(texts.filter((text) => !TAMIL_LETTER.test(text))).toEqual([]);

    expect(grievanceEnglish.submit.fields).toEqual(Object.fromEntries(grievanceForm.fields.map((field) => [field.name, field.label])));
    const subject = grievanceForm.fields.find((field) => field.name === 'subject');
    expect(grievanceEnglish.submit.subjects).toEqual(
      Object.fromEntries((subject?.options ?? []).map((option) => [option.value, option.label])),
    );
  });

  it('checks a grievance, in English, in the server’s words', () => {
    expect(asRead(grievanceSchemaTexts(grievanceEnglish).messages)).toEqual(asRead(grievanceMessages));
  });
});

import { describe, expect, it } from 'vitest';
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import { buildCertificateSchema, certificateMessages, normalizeCertificateValues } from '../../../src/shared/schemas/certificate-schema';
import type { CertificateMessages } from '../../../src/shared/schemas/certificate-schema';
import type { CertificateDefinition } from '../../../src/shared/domain/certificates/definition-types';
import { checkFiles, fileMessageTexts, fileMessages, fileMessagesOf } from '../../../src/shared/schemas/file-checks';
import { validateStrict } from '../../../src/shared/validation/validate';

const definition = (slug: string): CertificateDefinition => {
  const found = certificateBySlug(slug);
  if (!found) throw new Error(`no ${slug}`);
  return found;
};

/** Another language's messages, marked so that the test sees which words were used. */
const marked: CertificateMessages = Object.fromEntries(
  Object.entries(certificateMessages).map(([key, message]) => [
    key,
    typeof message === 'string'
      ? `«${message}»`
      : (...args: [string, number]) => `«${(message as (...a: [string, number]) => string)(...args)}»`,
  ]),
) as CertificateMessages;

describe('the certificate schema in a page language', () => {
  it('uses the messages and the field names it is given', () => {
    const income = definition('income');
    const schema = buildCertificateSchema(income, { messages: marked, label: (field) => field.name.toUpperCase() });
    const result = validateStrict(schema, normalizeCertificateValues(income, { annualIncome: 'lots', dob: '2999-01-01' }));
    const fields = result.ok ? {} : result.fields;
    expect(fields.applicantName).toBe('«APPLICANTNAME is required»');
    expect(fields.annualIncome).toBe(`«${certificateMessages.amount}»`);
    expect(fields.dob).toBe('«DOB cannot be in the future»');
  });

  it('keeps English, the server’s words, when it is given none', () => {
    const result = validateStrict(buildCertificateSchema(definition('death')), { deceasedName: '' });
    const fields = result.ok ? {} : result.fields;
    expect(fields.deceasedName).toBe('Deceased Full Name is required');
    expect(fields.contact).toBe('Contact Number is required');
    expect(fields).not.toHaveProperty('cause');
  });

  it('words the file checks with the texts it is given; English stays as it was', () => {
    const birth = definition('birth');
    const pdf = { name: 'p.pdf', size: 10, type: 'application/pdf' };
    const tamil = fileMessagesOf(
      { ...fileMessageTexts, required: (label) => `${label} தேவை`, wrongType: (label, types) => `${label}: ${types}` },
      () => 'JPG/PNG/PDF',
    );
    expect(checkFiles(birth, { addressProof: [{ ...pdf, type: 'image/gif' }] }, tamil)).toEqual({
      birthProof: 'Proof of Birth தேவை',
      addressProof: 'Address Proof: JPG/PNG/PDF',
    });
    expect(fileMessages.wrongType(birth.files[0] as (typeof birth.files)[0])).toBe('Proof of Birth must be a JPG, PNG or PDF file');
    expect(fileMessages.tooMany(birth.files[0] as (typeof birth.files)[0])).toBe('Attach one file for Proof of Birth');
  });
});

describe('amounts typed with grouping commas (issue 21)', () => {
  const income = definition('income');
  const annualIncomeError = (typed: string) => {
    const normalized = normalizeCertificateValues(income, { annualIncome: typed });
    const result = validateStrict(buildCertificateSchema(income), normalized);
    return { stored: normalized.annualIncome, error: result.ok ? undefined : result.fields.annualIncome };
  };

  it.each([
    ['85,000', '85000'],
    ['1,20,000', '120000'],
    [' 1,00,000.50 ', '100000.50'],
    ['120000', '120000'],
  ])('accepts %j and keeps it as %j', (typed, stored) => {
    expect(annualIncomeError(typed)).toEqual({ stored, error: undefined });
  });

  it.each(['85,000,', ',85000', '85 000', '85,00,0x'])('still refuses %j', (typed) => {
    expect(annualIncomeError(typed).error).toBe(certificateMessages.amount);
  });
});

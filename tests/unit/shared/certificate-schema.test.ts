import { describe, expect, it } from 'vitest';
import { certificateBySlug, certificateDefinitions } from '../../../src/shared/domain/certificates/certificate-definitions';
import { buildCertificateSchema, normalizeCertificateValues } from '../../../src/shared/schemas/certificate-schema';
import { todayInIndia } from '../../../src/shared/domain/common/dates';
import type { CertificateDefinition } from '../../../src/shared/domain/certificates/definition-types';
import { aadhaarDigits, formatAadhaar } from '../../../src/shared/domain/certificates/field-rules';
import { checkFiles } from '../../../src/shared/schemas/file-checks';
import { validateStrict } from '../../../src/shared/validation/validate';

const definition = (slug: string): CertificateDefinition => {
  const found = certificateBySlug(slug);
  if (!found) throw new Error(`no ${slug}`);
  return found;
};

const validBirth = (overrides: Record<string, string> = {}) => ({
  childName: 'Meena Kumari',
  dob: '2026-10-02',
  gender: 'Female',
  placeOfBirth: 'Government Hospital, Ward 4',
  fatherName: 'Ravi Kumar',
  fatherAadhaar: '123412341234',
  motherName: 'Lakshmi',
  motherAadhaar: '',
  address: '12 Temple Street',
  presentAddress: '',
  contact: '+91 98765-43210',
  email: '',
  informantName: 'Ravi Kumar',
  relation: 'Father',
  ...overrides,
});

function errorsOf(slug: string, values: Record<string, unknown>) {
  const def = definition(slug);
  const result = validateStrict(buildCertificateSchema(def), normalizeCertificateValues(def, values));
  return result.ok ? {} : result.fields;
}

describe('the six definitions', () => {
  it('carry the contract names of spec section 3 and the admin list keys', () => {
    expect(certificateDefinitions.map((d) => [d.slug, d.listKey, d.apiPath])).toEqual([
      ['birth', 'birth', '/api/birth-certificate'],
      ['death', 'death', '/api/death-certificate'],
      ['community', 'community', '/api/community-certificate'],
      ['income', 'income', '/api/income-certificate'],
      ['nativity', 'nativity', '/api/nativity-certificate'],
      ['first-graduate', 'firstGrad', '/api/first-graduate-certificate'],
    ]);
    expect(definition('birth').fields.map((f) => f.name)).toEqual(Object.keys(validBirth()));
    expect(definition('birth').files.map((f) => f.storedAs)).toEqual(['birthProofPath', 'addressProofPath', 'idProofPath']);
    expect(definition('community').files.map((f) => f.storedAs)).toEqual([
      'aadhaarFilePath',
      'addressProofPath',
      'parentCommunityCertPath',
      'birthOrSchoolCertPath',
    ]);
    expect(definition('death').transport).toBe('json');
    expect(definition('death').fields.map((f) => f.name)).toEqual([
      'deceasedName',
      'dod',
      'placeOfDeath',
      'cause',
      'informant',
      'relationship',
      'address',
      'contact',
    ]);
  });
});

describe('birth: strict checks (spec section 5)', () => {
  it('accepts a complete application', () => {
    expect(errorsOf('birth', validBirth())).toEqual({});
  });

  it.each([
    [{ fatherAadhaar: '12341234123' }, 'fatherAadhaar', 'Aadhaar must be exactly 12 digits'],
    [{ motherAadhaar: '1234123412345' }, 'motherAadhaar', 'Aadhaar must be exactly 12 digits'],
    [{ contact: '' }, 'contact', 'Contact number is required'],
    [{ contact: '98765' }, 'contact', 'Please enter a valid contact number'],
    [{ contact: '98765abcde12' }, 'contact', 'Please enter a valid contact number'],
    [{ email: 'meena@example' }, 'email', 'Please enter a valid email address'],
    [{ childName: '' }, 'childName', "Child's Full Name is required"],
    [{ gender: 'Unknown' }, 'gender', 'Please choose one of the listed options for Gender'],
    [{ dob: '2026-02-30' }, 'dob', 'Please enter a valid date (day, month and year)'],
  ])('%j → %s: %s', (overrides, field, message) => {
    expect(errorsOf('birth', validBirth(overrides))[field]).toBe(message);
  });

  it('accepts Aadhaar typed in groups of four, and stores only the digits', () => {
    const def = definition('birth');
    expect(errorsOf('birth', validBirth({ fatherAadhaar: '1234 1234 1234' }))).toEqual({});
    expect(normalizeCertificateValues(def, { fatherAadhaar: '1234 1234 1234' }).fatherAadhaar).toBe('123412341234');
  });

  it('refuses a date of birth in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(errorsOf('birth', validBirth({ dob: tomorrow })).dob).toBe('Date of Birth cannot be in the future');
    expect(errorsOf('birth', validBirth({ dob: todayInIndia() })).dob).toBeUndefined();
  });
});

describe('community: strict checks with its own wording', () => {
  it.each([
    [{ aadhaar: '' }, 'aadhaar', 'Aadhaar number is required'],
    [{ aadhaar: '1234' }, 'aadhaar', 'Aadhaar must be exactly 12 digits'],
    [{ mobile: '' }, 'mobile', 'Mobile number is required'],
    [{ mobile: '12345' }, 'mobile', 'Please enter a valid mobile number'],
    [{ community: 'XYZ' }, 'community', 'Please choose one of the listed options for Community'],
  ])('%j → %s: %s', (overrides, field, message) => {
    expect(errorsOf('community', overrides)[field]).toBe(message);
  });

  it('names each missing required document as the spec does', () => {
    expect(checkFiles(definition('community'), {})).toEqual({
      aadhaarFile: 'Aadhaar card is required',
      addressProof: 'Address proof is required',
      parentCommunityCert: "Parent's community certificate is required",
    });
  });
});

describe('income, nativity, first graduate, death: required checks only', () => {
  it('takes Aadhaar and mobile as free text', () => {
    const errors = errorsOf('income', { aadhaar: 'applied for', mobile: '12345' });
    expect(errors.aadhaar).toBeUndefined();
    expect(errors.mobile).toBeUndefined();
    expect(errors.applicantName).toBe('Applicant Name is required');
  });

  it('requires every non-optional field of death, and not the cause', () => {
    const errors = errorsOf('death', {});
    expect(Object.keys(errors).sort()).toEqual(
      ['address', 'contact', 'dod', 'deceasedName', 'informant', 'placeOfDeath', 'relationship'].sort(),
    );
  });

  it('requires all five income documents and accepts any image or a PDF', () => {
    const income = definition('income');
    expect(Object.keys(checkFiles(income, {}))).toEqual(['aadhaarFile', 'rationFile', 'salaryFile', 'communityFile', 'residenceFile']);
    const photo = [{ name: 'ration.heic', size: 200_000, type: 'image/heic' }];
    const all = Object.fromEntries(income.files.map((f) => [f.name, photo]));
    expect(checkFiles(income, all)).toEqual({});
  });
});

describe('file checks', () => {
  const birth = definition('birth');
  const pdf = { name: 'proof.pdf', size: 100_000, type: 'application/pdf' };

  it('refuses a type outside jpg, png, pdf on the birth form', () => {
    expect(checkFiles(birth, { birthProof: [{ ...pdf, type: 'image/heic' }], addressProof: [pdf] })).toEqual({
      birthProof: 'Proof of Birth must be a JPG, PNG or PDF file',
    });
  });

  it('refuses files over the limit, empty files, and a second file where one is expected', () => {
    expect(checkFiles(birth, { birthProof: [{ ...pdf, size: 6 * 1024 * 1024 }], addressProof: [pdf] }).birthProof).toBe(
      'Proof of Birth must be at most 5 MB',
    );
    expect(checkFiles(birth, { birthProof: [{ ...pdf, size: 0 }], addressProof: [pdf] }).birthProof).toBe(
      'Proof of Birth is an empty file',
    );
    expect(checkFiles(birth, { birthProof: [pdf, pdf], addressProof: [pdf] }).birthProof).toBe('Attach one file for Proof of Birth');
    expect(checkFiles(birth, { birthProof: [pdf], addressProof: [pdf], idProof: [pdf, pdf, pdf] })).toEqual({});
  });
});

describe('Aadhaar input', () => {
  it('keeps at most 12 digits and groups them 4-4-4', () => {
    expect(aadhaarDigits('1234-5678 9012 345')).toBe('123456789012');
    expect(formatAadhaar('123456789012')).toBe('1234 5678 9012');
    expect(formatAadhaar('12345')).toBe('1234 5');
    expect(formatAadhaar('1234 5678 9012').length).toBe(14);
  });
});

describe('normalisation and limits', () => {
  it('stores a textarea line break as a plain newline', () => {
    expect(normalizeCertificateValues(definition('death'), { address: ' 4 Lake Road\r\nWard 2 ' }).address).toBe('4 Lake Road\nWard 2');
  });

  it('says a limit below a megabyte in kilobytes', async () => {
    const { formatMegabytes } = await import('../../../src/shared/schemas/file-checks');
    expect(formatMegabytes(2048)).toBe('2 KB');
    expect(formatMegabytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

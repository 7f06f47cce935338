import { describe, expect, it } from 'vitest';
import {
  certificateBySlug,
  certificateDefinitions,
  registerCertificateType,
} from '../../../src/shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../src/shared/domain/certificates/definition-types';
import { legalHeirCertificate } from '../../fixtures/legal-heir-certificate';

describe('the registry of certificate types', () => {
  it('gives each of the six its service time and names the phone field it is tracked by', () => {
    const byType = Object.fromEntries(
      certificateDefinitions.map((definition) => [definition.slug, [definition.serviceDays, definition.mobileField]]),
    );
    expect(byType).toEqual({
      birth: [7, 'contact'],
      death: [7, 'contact'],
      community: [15, 'mobile'],
      income: [15, 'mobile'],
      nativity: [15, 'mobile'],
      'first-graduate': [30, 'mobile'],
    });
    for (const definition of certificateDefinitions) {
      expect(definition.fields.find((field) => field.name === definition.mobileField)?.kind, definition.slug).toBe('phone');
      // The certificate names its person first: the name the verify page shows.
      expect(definition.certificate.facts[0], definition.slug).toBe(definition.applicantField);
    }
  });

  it.each<[string, Partial<CertificateDefinition>, RegExp]>([
    [
      'a mobile field that is not a phone field',
      { mobileField: 'petitionerName' },
      /mobileField petitionerName is not one of its phone fields/,
    ],
    ['a mobile field it does not have', { mobileField: 'contact' }, /mobileField contact is not one of its phone fields/],
    ['no service time', { serviceDays: 0 }, /serviceDays must be a whole number of days, 1 or more/],
    ['half a day', { serviceDays: 1.5 }, /serviceDays must be a whole number of days, 1 or more/],
    [
      'a certificate that states a field it does not have',
      { certificate: { ...legalHeirCertificate.certificate, facts: ['childName'] } },
      /its certificate states childName, which is not one of its fields/,
    ],
  ])('refuses a type with %s', (_name, change, message) => {
    expect(() => registerCertificateType({ ...legalHeirCertificate, ...change })).toThrow(message);
    expect(certificateBySlug(legalHeirCertificate.slug)).toBeUndefined();
  });
});

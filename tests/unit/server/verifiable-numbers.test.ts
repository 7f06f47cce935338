import { describe, expect, it } from 'vitest';
import { certificateDefinitions } from '../../../src/shared/domain/certificates/certificate-definitions';
import { DOCUMENT_NUMBER_PATTERN, seriesOf, tokenMatches, verifyPathOf } from '../../../src/server/documents/verifiable';
import { RECEIPT_SERIES } from '../../../src/server/modules/taxes/receipts';

describe('numbers of certificates and receipts (decisions 050 and 053)', () => {
  it('keeps the receipts’ series apart from every certificate type’s, so the verify route reads the right table', () => {
    expect(certificateDefinitions.map((definition) => definition.referencePrefix)).not.toContain(RECEIPT_SERIES);
  });

  it('reads a number’s series, and only numbers as they are written match the pattern', () => {
    expect(seriesOf('MDU/RCT/2026/000012')).toBe('RCT');
    expect(seriesOf('MDU/BIR/2026/000012')).toBe('BIR');
    const pattern = new RegExp(DOCUMENT_NUMBER_PATTERN);
    expect(['MDU/RCT/2026/000012', 'MUN/BIR/2026/1234567'].every((number) => pattern.test(number))).toBe(true);
    expect(
      ['MDU/RCT/2026/12', 'mdu/RCT/2026/000012', 'MDU/RCT/2026/000012/x', 'MDU/RCT/26/000012', ''].some((number) => pattern.test(number)),
    ).toBe(false);
  });

  it('opens a verify page only with the token itself', () => {
    const document = { verifyToken: 'Q5YPXcjrEFEtjv8X4pB3jw' };
    expect(tokenMatches(document, 'Q5YPXcjrEFEtjv8X4pB3jw')).toBe(true);
    expect(tokenMatches(document, 'Q5YPXcjrEFEtjv8X4pB3jX')).toBe(false);
    expect(tokenMatches(document, '')).toBe(false);
    expect(tokenMatches(null, '')).toBe(false);
    expect(verifyPathOf('MDU/RCT/2026/000012', 'abc')).toBe('/verify/MDU%2FRCT%2F2026%2F000012?t=abc');
  });
});

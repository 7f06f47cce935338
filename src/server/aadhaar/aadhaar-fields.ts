import type { CertificateDefinition } from '../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from './aadhaar-cipher';

/** The names of a definition's Aadhaar fields (birth has two, death none). */
export function aadhaarFieldsOf(definition: CertificateDefinition): string[] {
  return definition.fields.filter((field) => field.kind === 'aadhaar').map((field) => field.name);
}

/** The GCM additional data: which field of which form a value belongs to. */
export function aadhaarContext(definition: CertificateDefinition, field: string): string {
  return `aadhaar:${definition.slug}:${field}`;
}

/**
 * An application's values as stored: every non-empty Aadhaar field sealed, everything else as
 * is. An empty optional field stays empty (there is nothing to hide, and the list shows blank).
 * Always sealed, even a value that looks sealed already: what a citizen typed is never trusted
 * to be ciphertext.
 */
export function sealAadhaarFields(
  definition: CertificateDefinition,
  values: Readonly<Record<string, string>>,
  cipher: AadhaarCipher,
): Record<string, string> {
  const sealed = { ...values };
  for (const field of aadhaarFieldsOf(definition)) {
    const value = sealed[field];
    if (value !== undefined && value !== '') sealed[field] = cipher.seal(value, aadhaarContext(definition, field));
  }
  return sealed;
}

/** The values with each Aadhaar field replaced by its keyed digest: what a request hash may hold. */
export function blindAadhaarFields(
  definition: CertificateDefinition,
  values: Readonly<Record<string, string>>,
  cipher: AadhaarCipher,
): Record<string, string> {
  const blinded = { ...values };
  for (const field of aadhaarFieldsOf(definition)) {
    const value = blinded[field];
    if (value !== undefined && value !== '') blinded[field] = cipher.blind(value);
  }
  return blinded;
}

export type AadhaarReveal = (field: string, stored: string) => string | null;

/**
 * Opens one stored Aadhaar value of an application of this definition. A value still in plain
 * text (written before encryption, not yet rekeyed) is returned as it is; a value that cannot be
 * opened (unknown key, altered) is null, so the caller shows it masked whole instead of failing
 * a whole page.
 */
export function aadhaarRevealer(definition: CertificateDefinition, cipher: AadhaarCipher, onError: (err: unknown) => void): AadhaarReveal {
  return (field, stored) => {
    if (stored === '' || !cipher.isSealed(stored)) return stored;
    try {
      return cipher.open(stored, aadhaarContext(definition, field));
    } catch (err) {
      onError(err);
      return null;
    }
  };
}

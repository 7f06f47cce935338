import type { FieldDefinition } from '../../../../shared/domain/certificates/definition-types';
import { PHONE_MAX } from '../../../../shared/domain/certificates/field-rules';
import { FormField } from '../../../ui/form/form-field';

/** One field of a certificate: Aadhaar is free text where the form does not check it strictly (spec section 5). */
export function CertificateField({ field, strictChecks }: { field: FieldDefinition; strictChecks: boolean }) {
  const looseAadhaar = field.kind === 'aadhaar' && !strictChecks;
  return <FormField field={looseAadhaar ? { ...field, kind: 'text', maxLength: PHONE_MAX, autoComplete: 'off' } : field} />;
}

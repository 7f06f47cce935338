import type { FieldDefinition } from '../../../../shared/domain/certificates/definition-types';
import { PHONE_MAX } from '../../../../shared/domain/certificates/field-rules';
import { FormField } from '../../../ui/form/form-field';
import { TextField } from '../../../ui/form/text-field';

/**
 * One field of a certificate. Aadhaar is free text where the form does not check it strictly
 * (spec section 5): neither grouped nor held to 12 digits, but typed on the number pad all the same.
 */
export function CertificateField({ field, strictChecks }: { field: FieldDefinition; strictChecks: boolean }) {
  if (field.kind === 'aadhaar' && !strictChecks) {
    return (
      <TextField
        name={field.name}
        label={field.label}
        hint={field.hint}
        required={field.required}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PHONE_MAX}
      />
    );
  }
  return <FormField field={field} />;
}

import type { FieldDefinition } from '../../../../shared/domain/certificates/definition-types';
import { AADHAAR_INPUT_MAX, formatAadhaar, PHONE_MAX, TEXT_MAX, TEXTAREA_MAX } from '../../../../shared/domain/certificates/field-rules';
import { todayInIndia } from '../../../../shared/domain/dates';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';

/** Renders one field of a certificate definition with the control its kind calls for. */
export function CertificateField({ field, strictChecks }: { field: FieldDefinition; strictChecks: boolean }) {
  const common = { name: field.name, label: field.label, hint: field.hint, required: field.required };
  switch (field.kind) {
    case 'textarea':
      return <TextAreaField {...common} maxLength={TEXTAREA_MAX} />;
    case 'select':
      return <SelectField {...common} options={field.options ?? []} />;
    case 'date':
      return <TextField {...common} type="date" max={todayInIndia()} />;
    case 'amount':
      return <TextField {...common} inputMode="decimal" autoComplete="off" maxLength={15} />;
    case 'aadhaar':
      // Birth and community: digits only, grouped 4-4-4 as on the card; elsewhere free text (spec section 5).
      return strictChecks ? (
        <TextField
          {...common}
          inputMode="numeric"
          autoComplete="off"
          maxLength={AADHAAR_INPUT_MAX}
          format={formatAadhaar}
          hint={field.hint ?? '12 digits, as printed on the Aadhaar card.'}
        />
      ) : (
        <TextField {...common} autoComplete="off" maxLength={PHONE_MAX} />
      );
    case 'phone':
      return <TextField {...common} type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX} />;
    case 'email':
      return <TextField {...common} type="email" inputMode="email" autoComplete="email" spellCheck={false} />;
    case 'text':
      return <TextField {...common} maxLength={TEXT_MAX} />;
  }
}

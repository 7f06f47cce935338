import { AADHAAR_INPUT_MAX, formatAadhaar, PHONE_MAX, TEXT_MAX, TEXTAREA_MAX } from '../../../shared/domain/certificates/field-rules';
import { todayInIndia } from '../../../shared/domain/common/dates';
import type { FormFieldDefinition } from '../../../shared/domain/form-fields';
import { formTexts } from './form-texts';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

/** The one field renderer: any form's field, with the control and keyboard its kind calls for. */
export function FormField({ field }: { field: FormFieldDefinition }) {
  const common = { name: field.name, label: field.label, hint: field.hint, required: field.required };
  const text = { ...common, maxLength: field.maxLength, autoComplete: field.autoComplete };
  switch (field.kind) {
    case 'text':
      return <TextField {...text} maxLength={field.maxLength ?? TEXT_MAX} />;
    case 'textarea':
      return <TextAreaField {...common} maxLength={field.maxLength ?? TEXTAREA_MAX} />;
    case 'select':
      return <SelectField {...common} options={field.options ?? []} />;
    case 'date':
      return <TextField {...common} type="date" max={todayInIndia()} />;
    case 'due-date':
      return <TextField {...common} type="date" />;
    case 'month':
      return <TextField {...common} type="month" />;
    case 'amount':
      return <TextField {...common} inputMode="decimal" autoComplete="off" maxLength={15} />;
    case 'ward':
      return <TextField {...text} inputMode="numeric" />;
    case 'aadhaar':
      // Digits only, grouped 4-4-4 as on the card (spec section 5).
      return (
        <TextField
          {...common}
          inputMode="numeric"
          autoComplete="off"
          maxLength={AADHAAR_INPUT_MAX}
          format={formatAadhaar}
          hint={field.hint ?? formTexts.get().aadhaarHint}
        />
      );
    case 'phone':
      return <TextField {...text} type="tel" inputMode="tel" autoComplete={field.autoComplete ?? 'tel'} maxLength={PHONE_MAX} />;
    case 'email':
      return <TextField {...common} type="email" inputMode="email" autoComplete="email" spellCheck={false} />;
    case 'username':
      return <TextField {...common} autoComplete="username" autoCapitalize="none" spellCheck={false} />;
    case 'password':
      return <TextField {...common} type="password" autoComplete="current-password" />;
    case 'new-password':
      return <TextField {...common} type="password" autoComplete="new-password" />;
    case 'secret':
      return <TextField {...common} type="password" autoComplete="off" />;
    case 'one-time-code':
      // Room for the spaces of an authenticator's "123 456", unless the field says otherwise.
      return <TextField {...common} inputMode="numeric" autoComplete="one-time-code" maxLength={field.maxLength ?? 9} spellCheck={false} />;
  }
}

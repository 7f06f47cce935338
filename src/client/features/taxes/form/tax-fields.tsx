import { useFormikContext } from 'formik';
import type { FormFieldDefinition } from '../../../../shared/domain/form-fields';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { FormField } from '../../../ui/form/form-field';
import { chosenDue } from './register-bill';
import { RegisterBillPanel } from './register-bill-panel';
import type { TaxFormValues } from './tax-form-values';

/** What the register's bill decides, so the person neither types nor sees an input for it. */
const FROM_THE_BILL = new Set(['dueDate', 'amount']);

/**
 * A tax form's fields in the spec's order, with the register's bill after the period: while the
 * form pays a bill of the register, its due date and amount are the bill's and their inputs go.
 */
export function TaxFields({ definition, fields }: { definition: TaxDefinition; fields: readonly FormFieldDefinition[] }) {
  const { values } = useFormikContext<TaxFormValues>();
  const fromBill = chosenDue(definition, values) !== null;
  const afterPeriod = fields.findIndex((field) => field.name === definition.period.name) + 1;
  const shown = (field: FormFieldDefinition) => !(fromBill && FROM_THE_BILL.has(field.name));
  return (
    <>
      {fields.slice(0, afterPeriod).map((field) => (
        <FormField key={field.name} field={field} />
      ))}
      <RegisterBillPanel definition={definition} />
      {fields
        .slice(afterPeriod)
        .filter(shown)
        .map((field) => (
          <FormField key={field.name} field={field} />
        ))}
    </>
  );
}

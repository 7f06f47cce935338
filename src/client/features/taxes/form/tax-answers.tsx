import { formatPaise } from '../../../../shared/domain/common/money';
import type { FormFieldDefinition } from '../../../../shared/domain/form-fields';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { fieldAnswers } from '../../../ui/form/answers';
import type { Answer } from '../../../ui/form/answers';
import { CheckAnswers } from '../../../ui/form/check-answers';
import type { CheckAnswersStep } from '../../../ui/form/check-answers';
import { taxTexts } from '../tax-texts';
import { taxTotals } from './tax-form-values';
import type { TaxFormValues } from './tax-form-values';

/** A payment's answers (`fields`: the form's, in the page's words), then the late fee and rebate, if any, and the total payable. */
export function taxAnswers(definition: TaxDefinition, fields: readonly FormFieldDefinition[], values: TaxFormValues): Answer[] {
  const t = taxTexts.get();
  const { lateFee, rebate, total } = taxTotals(definition, values);
  const fee = lateFee > 0 ? [{ label: t.receipt.lateFee, text: formatPaise(lateFee) }] : [];
  const off = rebate > 0 ? [{ label: t.receipt.rebate, text: `-${formatPaise(rebate)}` }] : [];
  return [...fieldAnswers(fields, values), ...fee, ...off, { label: t.form.total, text: formatPaise(total) }];
}

/** "Check your answers" before paying, with the spec's 'Proceed to Pay' that opens the checkout. */
export function TaxCheckAnswers({
  step,
  definition,
  fields,
}: {
  step: CheckAnswersStep;
  definition: TaxDefinition;
  fields: readonly FormFieldDefinition[];
}) {
  const t = taxTexts.get().form;
  return (
    <CheckAnswers
      step={step}
      sections={(values) => [{ answers: taxAnswers(definition, fields, values as TaxFormValues) }]}
      submitLabel={t.submit}
      busyLabel={t.submitting}
    />
  );
}

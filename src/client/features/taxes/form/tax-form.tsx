import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { TaxOrderRequest } from '../../../../shared/api/submissions/tax-types';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { buildTaxOrderSchema } from '../../../../shared/schemas/tax-order-schema';
import { useConfirmationAfter } from '../../../offline/form/confirmation-after';
import { DraftAutosave } from '../../../offline/form/draft-autosave';
import { DraftStatus } from '../../../offline/form/draft-status';
import { useFormDraft } from '../../../offline/form/use-form-draft';
import { BackToAnswers, useCheckAnswers } from '../../../ui/form/check-answers';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { SubmissionStopped, useSubmission } from '../../../ui/form/use-submission';
import { createTaxOrder } from '../api/tax-api';
import { useCheckout } from '../checkout/use-checkout';
import type { Paid } from '../checkout/use-checkout';
import { localizedTaxFields, taxSchemaTexts } from '../localized-tax';
import { taxTexts } from '../tax-texts';
import { TaxCheckAnswers } from './tax-answers';
import { chosenDue } from './register-bill';
import { TaxFields } from './tax-fields';
import { TaxTotals } from './tax-totals';
import { byFieldName, startingTaxForm, toTaxOrder, validateTaxForm } from './tax-form-values';
import type { TaxFormValues } from './tax-form-values';

/**
 * One form for the five taxes (spec section 4, payment flow): create the order, open the
 * gateway's checkout, verify what it reports, and show the receipt. Paying needs a live
 * connection; offline, the form keeps what was typed and says so. `definition` is in the
 * page's language (localizedTax): its labels are the ones shown and named in the messages.
 * `prefill`: an earlier order's bill details ("Pay again", decision 074), shown instead of a draft.
 */
export function TaxForm({ definition, prefill = null }: { definition: TaxDefinition; prefill?: TaxFormValues | null }) {
  const t = taxTexts.get();
  const paymentTexts = t.payment;
  const checkout = useCheckout(definition);
  const prefillNameField = definition.prefillNameField;
  // What is typed is kept as a draft on the device until the payment goes through.
  const draft = useFormDraft(`tax:${definition.slug}`);
  const { outcome, outcomeRef, formKey, submit } = useSubmission<Paid>({ draft, failureMessage: () => paymentTexts.orderFailed });
  const step = useCheckAnswers(`${formKey}:${draft.generation}`);
  // Once paid, the confirmation page shows the receipt.
  useConfirmationAfter(outcome, `tax:${definition.slug}`, (paid) => ({ kind: 'payment', type: definition.slug, ...paid }));
  const { restored } = draft;
  const fields = useMemo(() => localizedTaxFields(definition), [definition]);
  const schema = useMemo(() => buildTaxOrderSchema(definition, taxSchemaTexts()), [definition]);
  const initialValues = useMemo(
    () => startingTaxForm(definition, prefill ? { values: prefill } : restored),
    [definition, prefill, restored],
  );

  /** A period whose bill the register shows paid is one to change, not to pay again. */
  const paidBillError = (values: TaxFormValues) =>
    chosenDue(definition, values)?.status === 'paid' ? { [definition.period.name]: t.bill.thisPaid } : {};

  /** The order first (whose failure useSubmission words), then its checkout. */
  async function pay(order: TaxOrderRequest, values: TaxFormValues, idempotencyKey: string): Promise<Paid> {
    if (!navigator.onLine) throw new SubmissionStopped('info', paymentTexts.offline);
    const created = await createTaxOrder(order, idempotencyKey);
    return checkout.payOrder(created, prefillNameField ? values[prefillNameField] : undefined);
  }

  function submitForm(values: TaxFormValues, setErrors: (errors: Record<string, string>) => void) {
    const order = toTaxOrder(definition, values);
    return submit({
      content: order,
      send: (idempotencyKey) => pay(order, values, idempotencyKey),
      // The server's own checks (a total under ₹1, say) are shown on the fields they concern.
      setErrors: (errors) => setErrors(byFieldName(errors)),
    });
  }

  return (
    <>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} />
      {checkout.dialog}
      <Formik<TaxFormValues>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={async (values) => ({ ...(await validateTaxForm(definition, values, schema)), ...paidBillError(values) })}
        onSubmit={step.onSubmit((values, helpers) => submitForm(values, helpers.setErrors))}
      >
        <>
          <Form noValidate aria-label={definition.formTitle} hidden={step.stage === 'summary'}>
            <DraftAutosave draft={draft} startingValues={initialValues} />
            <DraftStatus draft={draft} />
            <BackToAnswers step={step} />
            <ErrorSummary fields={fields} />
            <TaxFields definition={definition} fields={fields} />
            <TaxTotals definition={definition} />
            <SubmitButton label={t.form.submit} busyLabel={t.form.submitting} draft={draft} />
          </Form>
          <TaxCheckAnswers step={step} definition={definition} fields={fields} />
        </>
      </Formik>
    </>
  );
}

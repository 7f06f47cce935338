import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import type { TaxOrderCreated, TaxReceipt as Receipt } from '../../../../shared/api/tax-types';
import { PAYMENT_METHODS } from '../../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { PHONE_MAX } from '../../../../shared/domain/certificates/field-rules';
import { describeFailure } from '../../../lib/api-error';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { DraftAutosave } from '../../../offline/draft-autosave';
import { DraftStatus } from '../../../offline/draft-status';
import { useFormDraft } from '../../../offline/use-form-draft';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SelectField } from '../../../ui/form/select-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { createTaxOrder, verifyPayment } from '../api/tax-api';
import type { CheckoutRequest, CheckoutResult } from '../checkout/checkout-result';
import { openRazorpayCheckout } from '../checkout/razorpay-checkout';
import { SandboxCheckoutDialog } from '../checkout/sandbox-checkout-dialog';
import { paymentTexts } from './payment-messages';
import { TaxReceipt } from './tax-receipt';
import { TaxTotals } from './tax-totals';
import { emptyTaxForm, toTaxOrder, validateTaxForm } from './tax-form-values';
import type { TaxFormValues } from './tax-form-values';

type Outcome = { tone: 'success' | 'error' | 'info'; message: string };

/**
 * One form for the five taxes (spec section 4, payment flow): create the order, open the
 * gateway's checkout, verify what it reports, and show the receipt. Paying needs a live
 * connection; offline, the form keeps what was typed and says so.
 */
export function TaxForm({ definition }: { definition: TaxDefinition }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [sandbox, setSandbox] = useState<{ request: CheckoutRequest; resolve: (result: CheckoutResult) => void } | null>(null);
  const idempotency = useIdempotencyKey();
  const messageRef = useRef<HTMLDivElement>(null);
  // What is typed is kept as a draft on the device until the payment goes through.
  const draft = useFormDraft(`tax:${definition.slug}`);
  const { restored } = draft;
  const initialValues = useMemo(() => {
    const empty = emptyTaxForm(definition);
    if (!restored) return empty;
    return Object.fromEntries(Object.keys(empty).map((name) => [name, restored.values[name] ?? '']));
  }, [definition, restored]);
  const summaryFields = useMemo(
    () => [
      ...definition.identifiers,
      definition.period,
      { name: 'dueDate', label: definition.dueDateLabel },
      { name: 'amount', label: definition.amountLabel },
      { name: 'paymentMethod', label: 'Payment Method' },
    ],
    [definition],
  );

  const show = (tone: Outcome['tone'], message: string) => {
    setOutcome({ tone, message });
    requestAnimationFrame(() => messageRef.current?.focus());
  };

  function openCheckout(order: TaxOrderCreated, values: TaxFormValues): Promise<CheckoutResult> {
    const request: CheckoutRequest = {
      orderId: order.orderId,
      amountPaise: order.amount,
      description: definition.checkoutDescription,
      prefillName: definition.prefillNameField ? values[definition.prefillNameField] : undefined,
      keyId: order.keyId,
    };
    if (order.provider === 'razorpay') return openRazorpayCheckout(request);
    return new Promise((resolve) => setSandbox({ request, resolve }));
  }

  async function pay(values: TaxFormValues, setErrors: (errors: Record<string, string>) => void) {
    setOutcome(null);
    setReceipt(null);
    await draft.flush();
    if (!navigator.onLine) return show('info', paymentTexts.offline);

    const order = toTaxOrder(definition, values);
    let created: TaxOrderCreated;
    try {
      created = await createTaxOrder(order, idempotency.keyFor(order));
    } catch (err) {
      // The server's own checks (a total under ₹1, say) are shown on the fields they concern.
      const failure = describeFailure(err);
      if (failure.kind === 'server' && failure.fields) {
        setErrors(Object.fromEntries(Object.entries(failure.fields).map(([path, message]) => [path.replace(/^identifiers\./, ''), message])));
      }
      return show('error', paymentTexts.orderFailed);
    }

    let result: CheckoutResult;
    try {
      result = await openCheckout(created, values);
    } catch {
      return show('error', paymentTexts.gatewayFailed);
    }
    if (result.kind === 'dismissed') return show('info', paymentTexts.cancelled);
    if (result.kind === 'failed') return show('error', paymentTexts.gatewayFailed);

    try {
      const verification = await verifyPayment({ paymentId: result.paymentId, orderId: result.orderId, signature: result.signature, id: created.id });
      if (!verification.verified) return show('error', paymentTexts.notVerified);
      idempotency.settle();
      await draft.discard();
      setReceipt(verification.receipt ?? null);
      setFormKey((key) => key + 1);
      show('success', paymentTexts.success);
    } catch {
      show('error', paymentTexts.verifyError);
    }
  }

  return (
    <>
      {outcome ? (
        <Alert tone={outcome.tone} ref={messageRef}>
          {outcome.message}
        </Alert>
      ) : null}
      {receipt ? <TaxReceipt definition={definition} receipt={receipt} /> : null}
      {sandbox ? (
        <SandboxCheckoutDialog
          request={sandbox.request}
          onResult={(result) => {
            setSandbox(null);
            sandbox.resolve(result);
          }}
        />
      ) : null}
      <Formik<TaxFormValues>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateTaxForm(definition, values)}
        onSubmit={(values, helpers) => pay(values, helpers.setErrors)}
      >
        <Form noValidate aria-label={definition.formTitle}>
          <DraftAutosave draft={draft} />
          <DraftStatus draft={draft} />
          <ErrorSummary fields={summaryFields} />
          {definition.identifiers.map((field) =>
            field.kind === 'textarea' ? (
              <TextAreaField key={field.name} name={field.name} label={field.label} maxLength={200} />
            ) : (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.kind === 'phone' ? 'tel' : 'text'}
                inputMode={field.kind === 'ward' ? 'numeric' : field.kind === 'phone' ? 'tel' : undefined}
                maxLength={field.kind === 'phone' ? PHONE_MAX : 200}
              />
            ),
          )}
          {definition.period.kind === 'period' ? (
            <SelectField name={definition.period.name} label={definition.period.label} options={definition.period.options} />
          ) : (
            <TextField name={definition.period.name} label={definition.period.label} type="month" hint="Year and month, for example 2026-10" />
          )}
          <TextField name="dueDate" label={definition.dueDateLabel} type="date" />
          <TextField name="amount" label={definition.amountLabel} inputMode="decimal" autoComplete="off" maxLength={15} hint="In rupees, for example 1250.50" />
          <SelectField name="paymentMethod" label="Payment Method" options={PAYMENT_METHODS} />
          <TaxTotals definition={definition} />
          <SubmitButton label="Proceed to Pay" busyLabel="Saving..." />
        </Form>
      </Formik>
    </>
  );
}

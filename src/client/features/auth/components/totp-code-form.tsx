import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { totpCodeField } from '../../../../shared/domain/users/user-fields';
import { buildTotpConfirmSchema } from '../../../../shared/domain/users/user-schemas';
import type { TotpConfirmInput } from '../../../../shared/domain/users/user-schemas';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormField } from '../../../ui/form/form-field';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmitButton } from '../../../ui/form/submit-button';
import { authTexts, userMessagesIn } from '../auth-texts';

/** People read codes off a phone as "123 456": spaces are dropped before anything checks them. */
export const normalizeCode = (values: TotpConfirmInput): TotpConfirmInput => ({ code: values.code.replace(/\s+/g, '') });

interface TotpCodeFormProps {
  /** Sends the code; marks the fields with the server's field errors, if any. */
  submit: (input: TotpConfirmInput, setErrors: (errors: Record<string, string>) => void) => Promise<void>;
  submitLabel: string;
  busyLabel: string;
  hint: string;
}

/** The six-digit code from an authenticator app: the second step of an admin's sign-in, and enrolment. */
export function TotpCodeForm({ submit, submitLabel, busyLabel, hint }: TotpCodeFormProps) {
  const t = authTexts.get();
  const schema = useMemo(() => buildTotpConfirmSchema(userMessagesIn(t)), [t]);
  const field = totpCodeField(t.fields, hint);
  return (
    <Formik<TotpConfirmInput>
      initialValues={{ code: '' }}
      validateOnChange={false}
      validateOnBlur={false}
      validate={(values) => validateWithSchema(schema, normalizeCode(values))}
      onSubmit={(values, helpers) => submit(normalizeCode(values), helpers.setErrors)}
    >
      <Form noValidate>
        <ErrorSummary fields={[field]} />
        <FormField field={field} />
        <SubmitButton label={submitLabel} busyLabel={busyLabel} />
      </Form>
    </Formik>
  );
}

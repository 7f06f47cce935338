import { Form, Formik } from 'formik';
import { totpConfirmSchema } from '../../../../shared/domain/users/user-schemas';
import type { TotpConfirmInput } from '../../../../shared/domain/users/user-schemas';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';

const fields = [{ name: 'code', label: 'Authentication code' }] as const;

/** People read codes off a phone as "123 456": spaces are dropped before anything checks them. */
export const normalizeCode = (values: TotpConfirmInput): TotpConfirmInput => ({ code: values.code.replace(/\s+/g, '') });

interface TotpCodeFormProps {
  /** Sends the code; resolves with the server's field errors to show, if any. */
  submit: (input: TotpConfirmInput) => Promise<Record<string, string> | undefined>;
  submitLabel: string;
  busyLabel: string;
  hint: string;
}

/** The six-digit code from an authenticator app: the second step of an admin's sign-in, and enrolment. */
export function TotpCodeForm({ submit, submitLabel, busyLabel, hint }: TotpCodeFormProps) {
  return (
    <Formik<TotpConfirmInput>
      initialValues={{ code: '' }}
      validateOnChange={false}
      validateOnBlur={false}
      validate={(values) => validateWithSchema(totpConfirmSchema, normalizeCode(values))}
      onSubmit={async (values, helpers) => {
        const fieldErrors = await submit(normalizeCode(values));
        if (fieldErrors) helpers.setErrors(fieldErrors);
      }}
    >
      <Form noValidate>
        <ErrorSummary fields={fields} />
        <TextField name="code" label="Authentication code" hint={hint} inputMode="numeric" autoComplete="one-time-code" maxLength={9} spellCheck={false} />
        <SubmitButton label={submitLabel} busyLabel={busyLabel} />
      </Form>
    </Formik>
  );
}

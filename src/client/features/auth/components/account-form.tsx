import { Form, Formik } from 'formik';
import type { FormikErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import type { AuthResponse } from '../../../../shared/api/auth-types';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useAuthSubmit } from './use-auth-submit';

interface AccountValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  setupKey?: string;
}

interface AccountFormProps<T extends AccountValues & AnyObject> {
  schema: ObjectSchema<T>;
  call: (input: T) => Promise<AuthResponse>;
  submitLabel: string;
  busyLabel: string;
  fallbackError: string;
  /** Admin setup asks for the operator's setup key as well. */
  withSetupKey?: boolean;
}

const accountFields = [
  { name: 'username', label: 'Username' },
  { name: 'email', label: 'Email' },
  { name: 'password', label: 'Password' },
  { name: 'confirmPassword', label: 'Confirm Password' },
];
const setupKeyField = { name: 'setupKey', label: 'Setup Key' };

function normalize<T extends AccountValues>(values: T): T {
  return { ...values, username: values.username.trim(), email: values.email.trim() };
}

/** Registration and first-time admin setup: the same account fields, one form. */
export function AccountForm<T extends AccountValues & AnyObject>({
  schema,
  call,
  submitLabel,
  busyLabel,
  fallbackError,
  withSetupKey,
}: AccountFormProps<T>) {
  const { error, bannerRef, submit } = useAuthSubmit(call, fallbackError);
  const fields = withSetupKey ? [...accountFields, setupKeyField] : accountFields;
  const initialValues = Object.fromEntries(fields.map((field) => [field.name, ''])) as T;

  return (
    <>
      <ErrorBanner message={error} ref={bannerRef} />
      <Formik<T>
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, normalize(values))}
        onSubmit={async (values, helpers) => {
          const fieldErrors = await submit(normalize(values));
          if (fieldErrors) helpers.setErrors(fieldErrors as FormikErrors<T>);
        }}
      >
        <Form noValidate>
          <ErrorSummary fields={fields} />
          <TextField
            name="username"
            label="Username"
            hint="At least 3 characters: letters, digits, dots, hyphens or underscores."
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
          <TextField name="password" label="Password" type="password" hint="At least 6 characters." autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
          {withSetupKey ? (
            <TextField
              name="setupKey"
              label="Setup Key"
              type="password"
              hint="The key set by your server operator (ADMIN_SETUP_KEY), or the one the server printed when it started."
              autoComplete="off"
            />
          ) : null}
          <SubmitButton label={submitLabel} busyLabel={busyLabel} />
        </Form>
      </Formik>
    </>
  );
}

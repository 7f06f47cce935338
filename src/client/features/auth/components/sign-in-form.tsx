import { Form, Formik } from 'formik';
import type { AuthResponse } from '../../../../shared/api/auth-types';
import { loginSchema } from '../../../../shared/domain/users/user-schemas';
import type { LoginInput } from '../../../../shared/domain/users/user-schemas';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import styles from '../../../ui/form/form.module.css';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { TextField } from '../../../ui/form/text-field';
import { useAuthSubmit } from './use-auth-submit';

const fields = [
  { name: 'username', label: 'Username or Email' },
  { name: 'password', label: 'Password' },
] as const;

const normalize = (values: LoginInput): LoginInput => ({ ...values, username: values.username.trim() });

interface SignInFormProps {
  call: (input: LoginInput) => Promise<AuthResponse>;
  submitLabel: string;
  busyLabel: string;
  fallbackError: string;
}

/** The user and admin sign-in screens differ only in the call, the texts and the links. */
export function SignInForm({ call, submitLabel, busyLabel, fallbackError }: SignInFormProps) {
  const { error, bannerRef, submit } = useAuthSubmit(call, fallbackError);
  return (
    <>
      {error ? (
        <Alert tone="error" ref={bannerRef}>
          {error}
        </Alert>
      ) : null}
      <Formik<LoginInput>
        initialValues={{ username: '', password: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(loginSchema, normalize(values))}
        onSubmit={async (values, helpers) => {
          const fieldErrors = await submit(normalize(values));
          if (fieldErrors) helpers.setErrors(fieldErrors);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <ErrorSummary fields={fields} />
            <TextField name="username" label="Username or Email" autoComplete="username" autoCapitalize="none" spellCheck={false} />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" />
            <div className={styles.actions}>
              <Button type="submit" block disabled={isSubmitting}>
                {isSubmitting ? busyLabel : submitLabel}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}

import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { SignInResponse } from '../../../../shared/api/auth-types';
import { signInFields } from '../../../../shared/domain/users/user-fields';
import { buildLoginSchema } from '../../../../shared/domain/users/user-schemas';
import type { LoginInput } from '../../../../shared/domain/users/user-schemas';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormField } from '../../../ui/form/form-field';
import styles from '../../../ui/form/form.module.css';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { totpSignIn } from '../api/auth-api';
import { authTexts, userMessagesIn } from '../auth-texts';
import { TotpCodeForm } from './totp-code-form';
import { useAuthSubmit } from './use-auth-submit';

const normalize = (values: LoginInput): LoginInput => ({ ...values, username: values.username.trim() });

interface SignInFormProps {
  call: (input: LoginInput) => Promise<SignInResponse>;
  submitLabel: string;
  busyLabel: string;
  fallbackError: string;
}

/**
 * The user and admin sign-in screens differ only in the call, the texts and the links. An
 * administrator with two-factor sign-in is asked for the code next, on the same screen (either
 * screen: the server asks for it whichever door an admin uses).
 */
export function SignInForm({ call, submitLabel, busyLabel, fallbackError }: SignInFormProps) {
  const t = authTexts.get();
  const schema = useMemo(() => buildLoginSchema(userMessagesIn(t)), [t]);
  const fields = useMemo(() => signInFields(t.fields), [t]);
  const [challenge, setChallenge] = useState<string | null>(null);
  const passwordStep = useAuthSubmit(call, fallbackError, setChallenge);
  const codeStep = useAuthSubmit(totpSignIn, fallbackError);
  const { outcome, outcomeRef } = challenge ? codeStep : passwordStep;

  return (
    <>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} />
      {challenge ? (
        <>
          <p>{t.codeStep.intro}</p>
          <TotpCodeForm
            submit={(input, setErrors) => codeStep.submit({ challenge, code: input.code }, setErrors)}
            submitLabel={t.codeStep.submit}
            busyLabel={t.codeStep.busy}
            hint={t.codeStep.hint}
          />
          <div className={styles.actions}>
            <Button type="button" variant="secondary" block onClick={() => setChallenge(null)}>
              {t.codeStep.startAgain}
            </Button>
          </div>
        </>
      ) : (
        <Formik<LoginInput>
          initialValues={{ username: '', password: '' }}
          validateOnChange={false}
          validateOnBlur={false}
          validate={(values) => validateWithSchema(schema, normalize(values))}
          onSubmit={(values, helpers) => passwordStep.submit(normalize(values), helpers.setErrors)}
        >
          <Form noValidate>
            <ErrorSummary fields={fields} />
            {fields.map((field) => (
              <FormField key={field.name} field={field} />
            ))}
            <SubmitButton label={submitLabel} busyLabel={busyLabel} />
          </Form>
        </Formik>
      )}
    </>
  );
}

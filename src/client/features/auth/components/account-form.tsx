import { Form, Formik } from 'formik';
import type { FormikErrors } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import type { AuthResponse } from '../../../../shared/api/auth-types';
import type { FormFieldDefinition } from '../../../../shared/domain/form-fields';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormField } from '../../../ui/form/form-field';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useAuthSubmit } from './use-auth-submit';

interface AccountValues {
  username: string;
  email: string;
}

interface AccountFormProps<T extends AccountValues & AnyObject> {
  schema: ObjectSchema<T>;
  /** accountFields, or adminSetupFields, which ask for the operator's setup key as well. */
  fields: readonly FormFieldDefinition[];
  call: (input: T) => Promise<AuthResponse>;
  submitLabel: string;
  busyLabel: string;
  fallbackError: string;
}

function normalize<T extends AccountValues>(values: T): T {
  return { ...values, username: values.username.trim(), email: values.email.trim() };
}

/** Registration and first-time admin setup: the same account fields, one form. */
export function AccountForm<T extends AccountValues & AnyObject>({
  schema,
  fields,
  call,
  submitLabel,
  busyLabel,
  fallbackError,
}: AccountFormProps<T>) {
  const { outcome, outcomeRef, submit } = useAuthSubmit(call, fallbackError);
  const initialValues = Object.fromEntries(fields.map((field) => [field.name, ''])) as T;

  return (
    <>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} />
      <Formik<T>
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, normalize(values))}
        onSubmit={(values, helpers) => submit(normalize(values), (errors) => helpers.setErrors(errors as FormikErrors<T>))}
      >
        <Form noValidate>
          <ErrorSummary fields={fields} />
          {fields.map((field) => (
            <FormField key={field.name} field={field} />
          ))}
          <SubmitButton label={submitLabel} busyLabel={busyLabel} />
        </Form>
      </Formik>
    </>
  );
}

import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import type { FormFieldDefinition } from '../../../../shared/domain/form-fields';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormField } from '../../../ui/form/form-field';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSubmission } from '../../../ui/form/use-submission';

interface AccountFormProps<T extends AnyObject, A> {
  /** The fields, or the fields for the values typed so far (one shown only when another changed). */
  fields: readonly FormFieldDefinition[] | ((values: T) => readonly FormFieldDefinition[]);
  initialValues: T;
  schema: ObjectSchema<T>;
  send: (values: T) => Promise<A>;
  success: (answer: A) => ReactNode;
  submitLabel: string;
  busyLabel: string;
  fallbackError: string;
  /** Controls the field definitions do not describe (check boxes), inside the form. */
  children?: ReactNode;
  /** A field the server names otherwise (its name → the form's), where the page has two fields of one name. */
  serverNames?: Readonly<Record<string, string>>;
}

/** One form of the account pages: validated with the shared schema, the outcome above it. */
export function AccountForm<T extends AnyObject, A>({
  fields,
  initialValues,
  schema,
  send,
  success,
  submitLabel,
  busyLabel,
  fallbackError,
  children,
  serverNames = {},
}: AccountFormProps<T, A>) {
  const { outcome, outcomeRef, formKey, submit } = useSubmission<A>({
    failureMessage: (failure) => (failure.kind === 'server' && failure.error ? failure.error : fallbackError),
  });
  return (
    <>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} success={success} />
      <Formik<T>
        key={formKey}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, values)}
        onSubmit={(values, helpers) =>
          submit({
            content: values,
            send: () => send(values),
            setErrors: (errors) =>
              helpers.setErrors(
                Object.fromEntries(Object.entries(errors).map(([name, message]) => [serverNames[name] ?? name, message])) as never,
              ),
          })
        }
      >
        {({ values }) => {
          const shown = typeof fields === 'function' ? fields(values) : fields;
          return (
            <Form noValidate>
              <ErrorSummary fields={shown} />
              {shown.map((field) => (
                <FormField key={field.name} field={field} />
              ))}
              {children}
              <SubmitButton label={submitLabel} busyLabel={busyLabel} />
            </Form>
          );
        }}
      </Formik>
    </>
  );
}

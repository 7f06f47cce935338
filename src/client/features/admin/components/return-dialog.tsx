import { Form, Formik } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { array, object, string } from 'yup';
import type { ReturnForCorrection } from '../../../../shared/api/admin-types';
import { CLERK_MESSAGE_MAX } from '../../../../shared/domain/admin/clerk-messages';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import type { Language } from '../../../../shared/i18n/languages';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { fieldId } from '../../../ui/form/field-id';
import { useFieldState } from '../../../ui/form/field-shell';
import formStyles from '../../../ui/form/form.module.css';
import { formTexts } from '../../../ui/form/form-texts';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';
import { CitizenReads, clerkSaid, reasonOptions } from './reason-dialog';

interface ReturnDialogProps {
  definition: CertificateDefinition;
  reference: string;
  /** The language the applicant reads the office's messages in, when the page knows it: the dialog says so. */
  reader?: Language;
  /** Called once the dialog has closed, with the fields to correct, the reason chosen and the message. */
  onConfirm: (correction: ReturnForCorrection) => void;
  /** Called once the dialog has closed by Cancel or Escape: nothing is sent. */
  onCancel: () => void;
}

type Values = { fields: string[]; reason: string; message: string };

type Choice = { name: string; label: string };

/**
 * Return for correction (decision 048): the clerk ticks the details and documents the applicant
 * should fix, and chooses what is wrong from a short list (sent by code and read in the applicant's
 * language, decision 073) or writes it, or both. A native modal <dialog>, mounted only while open.
 */
export function ReturnDialog({ definition, reference, reader, onConfirm, onCancel }: ReturnDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef<ReturnForCorrection | null>(null);
  const id = useId();
  const t = adminTexts.get().correction;
  const shown = definitionInPageLanguage(definition);
  const schema = useMemo(() => {
    const texts = adminTexts.get().correction;
    return object({
      fields: array(string().required()).min(1, texts.fieldsRequired),
      message: string().when('reason', ([reason]: unknown[], message) => (reason ? message : message.matches(/\S/, texts.messageRequired))),
    });
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    document.getElementById(fieldId('fields'))?.focus();
  }, []);

  const confirm = (values: Values) => {
    // In the form's order, whatever order they were ticked in.
    const fields = [...shown.fields, ...shown.files].map((field) => field.name).filter((name) => values.fields.includes(name));
    const { reasonCodes, words = '' } = clerkSaid(values.reason, values.message);
    confirmed.current = { message: words, fields, reasonCodes };
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={() => (confirmed.current ? onConfirm(confirmed.current) : onCancel())}
    >
      <Formik<Values>
        initialValues={{ fields: [], reason: '', message: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, values)}
        onSubmit={confirm}
      >
        <Form noValidate>
          <h2 id={`${id}-title`}>{t.title({ reference })}</h2>
          <p id={`${id}-intro`}>{t.intro}</p>
          <CitizenReads language={reader} />
          <ErrorSummary
            fields={[
              { name: 'fields', label: t.fields },
              { name: 'message', label: t.message },
            ]}
          />
          <Choices
            groups={[
              { legend: t.fields, items: shown.fields },
              { legend: t.documents, items: shown.files },
            ]}
          />
          <SelectField
            name="reason"
            label={t.reason}
            options={reasonOptions('correction', false)}
            required={false}
            emptyChoice={adminTexts.get().decisions.chooseReason}
          />
          <TextAreaField name="message" label={t.message} maxLength={CLERK_MESSAGE_MAX} />
          <div className={styles.actions}>
            <Button type="submit">{t.confirm}</Button>
            <Button type="button" variant="secondary" onClick={() => ref.current?.close()}>
              {adminTexts.get().decisions.cancel}
            </Button>
          </div>
        </Form>
      </Formik>
    </dialog>
  );
}

/**
 * The details and the documents to correct: one field of the form (`fields`, the names ticked) in
 * two groups of check boxes. Its error stands above both; the first box is where the summary leads.
 */
function Choices({ groups }: { groups: readonly { legend: string; items: readonly Choice[] }[] }) {
  const { id, field, helpers, error, describedBy, clearError } = useFieldState<string[]>('fields');
  const first = groups.flatMap((group) => group.items)[0]?.name;
  const toggle = (name: string, on: boolean) => {
    void helpers.setValue(on ? [...field.value, name] : field.value.filter((chosen) => chosen !== name), false);
    clearError();
  };
  return (
    <div className={error ? formStyles.invalid : undefined}>
      {error ? (
        <p id={`${id}-error`} className={formStyles.error}>
          <span className="visually-hidden">{formTexts.get().errorPrefix} </span>
          {error}
        </p>
      ) : null}
      <div className={styles.choiceGroups}>
        {groups.map((group) =>
          group.items.length === 0 ? null : (
            <fieldset key={group.legend} className={styles.choices}>
              <legend>{group.legend}</legend>
              {group.items.map((item) => (
                <label key={item.name} className={styles.choice}>
                  <input
                    id={item.name === first ? id : undefined}
                    type="checkbox"
                    checked={field.value.includes(item.name)}
                    onChange={(event) => toggle(item.name, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy}
                  />{' '}
                  {item.label}
                </label>
              ))}
            </fieldset>
          ),
        )}
      </div>
    </div>
  );
}

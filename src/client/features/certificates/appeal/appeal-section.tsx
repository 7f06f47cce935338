import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import type { AppealCreated, AppealRequest, MyAppeal, MyApplicationDetail } from '../../../../shared/api/my-requests-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import { apiPaths } from '../../../../shared/api/paths';
import { APPEAL_REASON_MAX, appealSchema } from '../../../../shared/domain/appeals/appeal-rules';
import { todayInIndia } from '../../../../shared/domain/common/dates';
import { api } from '../../../lib/calls/api';
import type { CallFailure } from '../../../lib/calls/api-error';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { useSubmission } from '../../../ui/form/use-submission';
import { dateText } from '../../../ui/requests/request-words';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { appealTexts } from './appeal-texts';
import styles from './appeal.module.css';

type Values = { reason: string };

async function sendAppeal(type: string, id: string, reason: string, idempotencyKey: string): Promise<AppealCreated> {
  const { data } = await (
    await api()
  ).post<AppealCreated>(apiPaths.me.appeal(type, id), { reason } satisfies AppealRequest, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

function failureMessage(failure: CallFailure): string {
  const t = appealTexts.get();
  if (failure.kind === 'server' && failure.error) return t.failed({ error: failure.error });
  if (failure.kind === 'other') return t.failed({ error: failure.message });
  return t.offline;
}

/**
 * On the citizen's application page (decision 084): its latest appeal's state and outcome with
 * the officer's note, and while it may be appealed, the way to: "Appeal this decision" when
 * declined, "Appeal: no answer in time" when its answer is late. Once sent, the open appeal is
 * shown from the answer, and focus moves to it.
 */
export function AppealSection({ detail }: { detail: MyApplicationDetail }) {
  const t = appealTexts.get();
  const [writing, setWriting] = useState(false);
  const [made, setMade] = useState<MyAppeal | null>(null);
  const { ref: stateRef, focusAfterRender: focusState } = useFocusAfterRender<HTMLDivElement>();
  const appeal = made ?? detail.appeal;
  const appealable = made ? undefined : detail.appealable;
  if (!appeal && !appealable) return null;

  const appealed = (answer: AppealCreated, reason: string) => {
    setMade({
      id: answer.appealId,
      status: 'open',
      reason,
      createdAt: new Date().toISOString(),
      dueBy: answer.dueBy,
      decidedAt: null,
      note: null,
    });
    setWriting(false);
    focusState();
  };
  return (
    <section className={styles.appeal} aria-labelledby="appeal-heading">
      <h2 id="appeal-heading">{writing ? t.formTitle : t.heading}</h2>
      {appeal && !writing ? (
        <div ref={stateRef} tabIndex={-1}>
          <AppealState appeal={appeal} />
        </div>
      ) : null}
      {appealable && writing ? (
        <AppealForm detail={detail} ground={appealable} onCancel={() => setWriting(false)} onAppealed={appealed} />
      ) : null}
      {appealable && !writing ? (
        <Button onClick={() => setWriting(true)}>{appealable === 'overdue' ? t.appealOverdue : t.appealDeclined}</Button>
      ) : null}
    </section>
  );
}

function AppealState({ appeal }: { appeal: MyAppeal }) {
  const t = appealTexts.get();
  return (
    <>
      <p>{appeal.status === 'open' ? t.open({ date: dateText(todayInIndia(new Date(appeal.dueBy))) }) : t[appeal.status]}</p>
      {appeal.note ? (
        <p className={styles.words}>
          {t.officerNote} {appeal.note}
        </p>
      ) : null}
      <p className={styles.words}>
        {t.yourReason} {appeal.reason}
      </p>
    </>
  );
}

function AppealForm({
  detail,
  ground,
  onCancel,
  onAppealed,
}: {
  detail: MyApplicationDetail;
  ground: 'declined' | 'overdue';
  onCancel: () => void;
  onAppealed: (answer: AppealCreated, reason: string) => void;
}) {
  const t = appealTexts.get();
  // The texts are the page's for as long as it is open (docs/decisions/035): built once.
  const schema = useMemo(() => {
    const words = appealTexts.get();
    return appealSchema({ reasonRequired: words.reasonRequired, reasonTooLong: words.reasonTooLong({ max: APPEAL_REASON_MAX }) });
  }, []);
  const { outcome, outcomeRef, submit } = useSubmission<AppealCreated>({ failureMessage });
  const fields = [{ name: 'reason', label: t.reason }];

  return (
    <>
      <p>{ground === 'overdue' ? t.introOverdue : t.introDeclined}</p>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} />
      <Formik<Values>
        initialValues={{ reason: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, values)}
        onSubmit={(values, helpers) =>
          submit({
            content: values,
            send: async (idempotencyKey) => {
              const answer = await sendAppeal(detail.type, detail._id, values.reason, idempotencyKey);
              onAppealed(answer, values.reason.trim());
              return answer;
            },
            setErrors: helpers.setErrors,
          })
        }
      >
        <Form noValidate aria-label={t.formLabel}>
          <ErrorSummary fields={fields} />
          <TextAreaField name="reason" label={t.reason} hint={t.reasonHint({ max: APPEAL_REASON_MAX })} maxLength={APPEAL_REASON_MAX} />
          <CharactersLeft />
          <div className={styles.actions}>
            <SubmitButton label={t.send} busyLabel={t.sending} />
            <Button variant="secondary" onClick={onCancel}>
              {t.cancel}
            </Button>
          </div>
        </Form>
      </Formik>
    </>
  );
}

/** How much of the reason may still be written, read out politely as it changes. */
function CharactersLeft() {
  const { values } = useFormikContext<Values>();
  const left = APPEAL_REASON_MAX - values.reason.length;
  return <p aria-live="polite">{appealTexts.get().left({ count: left })}</p>;
}

import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { fieldAnswers, fileAnswers } from '../../../ui/form/answers';
import type { Answer } from '../../../ui/form/answers';
import { CheckAnswers } from '../../../ui/form/check-answers';
import type { CheckAnswersStep } from '../../../ui/form/check-answers';
import { SendProgress } from '../../../ui/form/send-progress';
import { certificateTexts } from '../certificate-texts';

/** A certificate application's answers: its details, then each upload's file names (`shown`: the definition in the page's words). */
export function certificateAnswers(
  shown: CertificateDefinition,
  values: Readonly<Record<string, unknown>>,
): { title: string; answers: Answer[] }[] {
  const t = certificateTexts.get().form;
  const details = { title: t.details, answers: fieldAnswers(shown.fields, values) };
  return shown.files.length > 0 ? [details, { title: t.documents, answers: fileAnswers(shown.files, values) }] : [details];
}

/** "Check your answers" before an application is sent, with the spec's button and the upload's progress. */
export function CertificateCheckAnswers({
  step,
  shown,
  sent,
}: {
  step: CheckAnswersStep;
  shown: CertificateDefinition;
  sent: number | null;
}) {
  return (
    <CheckAnswers
      step={step}
      sections={(values) => certificateAnswers(shown, values)}
      submitLabel={certificateTexts.get().form.submit}
      sending={<SendProgress share={sent} />}
    />
  );
}

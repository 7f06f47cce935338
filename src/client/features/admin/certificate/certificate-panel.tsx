import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { object, string } from 'yup';
import type { AdminActionDone, ApplicationDetail } from '../../../../shared/api/admin-types';
import { adminApiPaths } from '../../../../shared/api/admin-paths';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { useSubmission } from '../../../ui/form/use-submission';
import { IssuedCertificate } from '../../../ui/requests/issued-certificate';
import { revokeCertificate } from '../api/admin-api';
import { failureReasonOf } from '../components/admin-format';
import { certificateTexts } from './certificate-texts';

interface CertificatePanelProps {
  slug: string;
  application: ApplicationDetail & { certificateNumber: string };
  /** Reloads the application after a revocation, to show it. */
  onRevoked: () => Promise<void>;
}

type Values = { reason: string };

/** An accepted application's certificate as its owner sees it, and revoking it with a reason. */
export function CertificatePanel({ slug, application, onRevoked }: CertificatePanelProps) {
  const t = certificateTexts.get();
  const number = application.certificateNumber;
  const schema = useMemo(() => {
    const needsReason = certificateTexts.get().revokeNeedsReason;
    return object({ reason: string().matches(/\S/, needsReason) });
  }, []);
  const { outcome, outcomeRef, formKey, submit } = useSubmission<AdminActionDone>({
    failureMessage: (failure) => t.revokeFailed({ number, reason: failureReasonOf(failure) }),
  });

  const revoke = ({ reason }: Values) =>
    submit({
      content: reason.trim(),
      send: async () => {
        const done = await revokeCertificate(slug, application._id, reason.trim());
        await onRevoked();
        return done;
      },
    });

  return (
    <IssuedCertificate
      number={number}
      pdfPath={adminApiPaths.certificatePdf(slug, application._id)}
      verifyUrl={application.verifyUrl}
      revokedAt={application.certificateRevokedAt}
    >
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} success={() => t.revoked({ number })} />
      {application.certificateRevokedAt ? null : (
        <Formik<Values>
          key={formKey}
          initialValues={{ reason: '' }}
          validateOnChange={false}
          validateOnBlur={false}
          validate={(values) => validateWithSchema(schema, values)}
          onSubmit={revoke}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <ErrorSummary fields={[{ name: 'reason', label: t.revokeReason }]} />
              <TextAreaField name="reason" label={t.revokeReason} hint={t.revokeHint} maxLength={500} />
              <Button type="submit" variant="secondary" disabled={isSubmitting}>
                {t.revoke}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </IssuedCertificate>
  );
}

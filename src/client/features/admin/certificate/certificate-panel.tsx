import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ApplicationDetail } from '../../../../shared/api/admin-types';
import { adminApiPaths } from '../../../../shared/api/admin-paths';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import formStyles from '../../../ui/form/form.module.css';
import { IssuedCertificate } from '../../../ui/requests/issued-certificate';
import { revokeCertificate } from '../api/admin-api';
import { failureReason } from '../components/admin-format';
import { certificateTexts } from './certificate-texts';

interface CertificatePanelProps {
  slug: string;
  application: ApplicationDetail & { certificateNumber: string };
  /** Reloads the application after a revocation, to show it. */
  onRevoked: () => Promise<void>;
}

/** An accepted application's certificate as its owner sees it, and revoking it with a reason. */
export function CertificatePanel({ slug, application, onRevoked }: CertificatePanelProps) {
  const t = certificateTexts.get();
  const number = application.certificateNumber;
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const reasonId = useId();

  const revoke = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMessage({ tone: 'error', text: t.revokeNeedsReason });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await revokeCertificate(slug, application._id, reason.trim());
      setMessage({ tone: 'success', text: t.revoked(number) });
      await onRevoked();
    } catch (err) {
      setMessage({ tone: 'error', text: t.revokeFailed(number, failureReason(err)) });
    }
    setBusy(false);
  };

  return (
    <IssuedCertificate
      number={number}
      pdfPath={adminApiPaths.certificatePdf(slug, application._id)}
      verifyUrl={application.verifyUrl}
      revokedAt={application.certificateRevokedAt}
    >
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {application.certificateRevokedAt ? null : (
        <form noValidate onSubmit={(event) => void revoke(event)}>
          <div className={formStyles.field}>
            <label htmlFor={reasonId} className={formStyles.label}>
              {t.revokeReason}
            </label>
            <span id={`${reasonId}-hint`} className={formStyles.hint}>
              {t.revokeHint}
            </span>
            <textarea id={reasonId} className={formStyles.input} value={reason} maxLength={500} rows={2} aria-describedby={`${reasonId}-hint`} onChange={(event) => setReason(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.revoke}
          </Button>
        </form>
      )}
    </IssuedCertificate>
  );
}

import type { ReactNode } from 'react';
import { formatLongDate } from '../../../shared/i18n/formats';
import { pageLanguage } from '../../i18n/page-language';
import { certificateFileName } from '../../lib/download-file';
import { DownloadButton } from './download-button';
import { requestTexts } from './request-texts';
import styles from './requests.module.css';

interface IssuedCertificateProps {
  number: string;
  /** The signed PDF's API path: the owner's (apiPaths.me) or the clerks' (adminApiPaths). */
  pdfPath: string;
  /** The public verify page its QR code opens. */
  verifyUrl?: string;
  revokedAt?: string;
  /** Why, as its owner reads it (decision 064). */
  revokeReason?: string;
  /** What the page adds under it: the clerk's revoke form. */
  children?: ReactNode;
}

/**
 * An accepted application's certificate (decision 050): its number, the signed PDF to download
 * (with the person's token, so a button rather than a link) and its verify page. The citizen sees
 * it on their own application, the clerk on the application's page. A revoked one says so and why,
 * and offers no PDF: the server gives none (decision 064).
 */
export function IssuedCertificate({ number, pdfPath, verifyUrl, revokedAt, revokeReason, children }: IssuedCertificateProps) {
  const t = requestTexts.get().certificate;
  return (
    <section className={styles.certificate} aria-labelledby="certificate-heading">
      <h2 id="certificate-heading">{t.heading}</h2>
      <p>{t.number({ number })}</p>
      {revokedAt ? (
        <div role="status">
          <p>
            <strong>{t.revokedSince({ when: formatLongDate(revokedAt, pageLanguage()) })}</strong>
          </p>
          {revokeReason ? <p>{t.revokedBecause({ reason: revokeReason })}</p> : null}
          <p>{t.revokedCopies}</p>
        </div>
      ) : (
        <p>{t.verifyHint}</p>
      )}
      <div className={styles.certificateActions}>
        {revokedAt ? null : (
          <DownloadButton path={pdfPath} fileName={certificateFileName(number)} label={t.download} failed={t.downloadFailed} />
        )}
        {verifyUrl ? (
          <a href={verifyUrl} target="_blank" rel="noreferrer">
            {t.verifyPage}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

import { acknowledgementFileName } from '../../lib/download-file';
import { DownloadButton } from './download-button';
import { requestTexts } from './request-texts';
import styles from './requests.module.css';

interface AcknowledgementProps {
  /** The PDF's API path: the owner's (apiPaths.me.acknowledgementPdf). */
  path: string;
  reference: string;
}

/**
 * A submitted application's acknowledgement (decision 054) for its signed-in owner: what it is,
 * and the PDF to download with their token. Someone without an account has no token to fetch it
 * with: their confirmation keeps Print.
 */
export function Acknowledgement({ path, reference }: AcknowledgementProps) {
  const t = requestTexts.get().acknowledgement;
  return (
    <div className={styles.acknowledgement}>
      <p>{t.hint}</p>
      <DownloadButton path={path} fileName={acknowledgementFileName(reference)} label={t.download} failed={t.downloadFailed} />
    </div>
  );
}

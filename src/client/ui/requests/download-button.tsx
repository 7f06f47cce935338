import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';
import { Button } from '../button';
import { Alert } from '../form/alert';
import { requestTexts } from './request-texts';
import styles from './requests.module.css';

interface DownloadButtonProps {
  /** The API path of the PDF: it is fetched with the signed-in person's token. */
  path: string;
  /** The name the saved file gets. */
  fileName: string;
  /** What the button says: "Download certificate", "Download receipt"… */
  label: string;
  /** Said when the file could not be fetched. */
  failed: string;
  /** The button's name when its label alone is not enough (a table row's "Receipt": "Receipt of TAX-…"). */
  accessibleName?: string;
  /** Secondary beside other actions (a table row's); primary where it is the page's one action. */
  variant?: 'primary' | 'secondary';
}

/**
 * A file only its owner (or a clerk) may have, saved on the device. A button rather than a link:
 * a link would carry no token. While it downloads it says so and cannot be pressed twice; a
 * failure says what to do, above the button.
 */
export function DownloadButton({ path, fileName, label, failed, accessibleName, variant = 'primary' }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState(false);

  const download = async () => {
    setBusy(true);
    setProblem(false);
    try {
      await downloadFile(path, fileName);
    } catch {
      setProblem(true);
    }
    setBusy(false);
  };

  return (
    <div className={styles.download}>
      {problem ? <Alert tone="error">{failed}</Alert> : null}
      <Button variant={variant} disabled={busy} aria-label={accessibleName} onClick={() => void download()}>
        {busy ? requestTexts.get().certificate.downloading : label}
      </Button>
    </div>
  );
}

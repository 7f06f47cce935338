import { useEffect, useRef } from 'react';
import type { AdminDocument } from '../../../../shared/api/admin-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { Button } from '../../../ui/button';
import styles from './admin.module.css';
import { adminTexts } from '../admin-texts';
import { DocumentList } from './document-list';

interface DocumentViewerDialogProps {
  /** What the documents belong to, e.g. 'Birth certificate BIR-7K3M-9QXD'. */
  subject: string;
  documents: readonly AdminDocument[];
  /** The application's type: its documents are named by its uploads' labels. */
  definition: CertificateDefinition;
  /** Called once the dialog has closed (Close button or Escape); the caller returns focus. */
  onClose: () => void;
}

/**
 * The document viewer (spec section 2): a native modal <dialog>, so focus stays inside and
 * Escape closes it, like the sandbox checkout. It is mounted only while open.
 */
export function DocumentViewerDialog({ subject, documents, definition, onClose }: DocumentViewerDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const t = adminTexts.get().documents;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="document-viewer-title" onClose={onClose}>
      <h2 id="document-viewer-title">{t.viewerTitle({ subject })}</h2>
      <DocumentList documents={documents} definition={definition} idPrefix="viewer" />
      <Button variant="secondary" onClick={() => ref.current?.close()}>
        {t.close}
      </Button>
    </dialog>
  );
}

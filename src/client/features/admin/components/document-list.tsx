import type { AdminDocument } from '../../../../shared/api/admin-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { adminTexts } from '../admin-texts';
import { documentHref } from '../api/admin-api';
import { formatDocumentSize } from './admin-format';
import styles from './admin.module.css';

interface DocumentListProps {
  documents: readonly AdminDocument[];
  /** The application's type: each document is named by its upload's label in the page's language. */
  definition: CertificateDefinition;
  idPrefix: string;
  /** The uploads the applicant replaced in the latest round (decision 048), marked as changed. */
  changed?: ReadonlySet<string>;
}

/** An application's uploads: label, file name, size and a link that opens it in a new tab. */
export function DocumentList({ documents, definition, idPrefix, changed }: DocumentListProps) {
  const t = adminTexts.get();
  const uploads = definitionInPageLanguage(definition).files;
  if (documents.length === 0) return <p>{t.documents.none}</p>;
  return (
    <ul className={styles.documents}>
      {documents.map((document, index) => {
        const nameId = `${idPrefix}-document-${index}`;
        return (
          <li key={`${document.field}-${index}`} className={styles.document}>
            <div id={nameId}>
              <p>
                <strong>{uploads.find((upload) => upload.name === document.field)?.label ?? document.label}</strong>
                {changed?.has(document.field) ? <span className={styles.changed}>{t.correction.changed}</span> : null}
              </p>
              <p>{document.name}</p>
              <p className={styles.muted}>{formatDocumentSize(document.size)}</p>
            </div>
            <a href={documentHref(document.url)} target="_blank" rel="noopener noreferrer" aria-describedby={nameId}>
              {t.documents.view}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

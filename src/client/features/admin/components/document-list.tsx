import type { AdminDocument } from '../../../../shared/api/admin-types';
import { adminTexts } from '../admin-texts';
import { documentHref } from '../api/admin-api';
import { formatDocumentSize } from './admin-format';
import styles from './admin.module.css';

/** An application's uploads: label, file name, size and a link that opens it in a new tab. */
export function DocumentList({ documents, idPrefix }: { documents: readonly AdminDocument[]; idPrefix: string }) {
  const t = adminTexts.get();
  if (documents.length === 0) return <p>{t.documents.none}</p>;
  return (
    <ul className={styles.documents}>
      {documents.map((document, index) => {
        const nameId = `${idPrefix}-document-${index}`;
        return (
          <li key={`${document.field}-${index}`} className={styles.document}>
            <div id={nameId}>
              <p>
                <strong>{t.names.field(document.label)}</strong>
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

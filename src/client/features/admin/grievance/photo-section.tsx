import { useCallback, useEffect } from 'react';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { fetchGrievancePhoto } from '../api/admin-api';
import { failureReasonOf } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { grievanceAdminTexts } from './grievance-admin-texts';

/**
 * The photo the citizen sent: fetched with the clerk's token (the /uploads route serves staff
 * only, and an <img> sends no token), shown at the page's width with a link to it alone at full size.
 */
export function PhotoSection({ photoPath, complaintId }: { photoPath: string; complaintId: string }) {
  const t = grievanceAdminTexts.get().photo;
  const read = useServerRead(useCallback(async () => URL.createObjectURL(await fetchGrievancePhoto(photoPath)), [photoPath]));
  const url = read.data;
  // The blob is held while the page shows it, and let go with it.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <section className={styles.panel} aria-labelledby="grievance-photo-heading">
      <h2 id="grievance-photo-heading">{t.heading}</h2>
      {read.failure ? <Alert tone="error">{t.failed({ reason: failureReasonOf(read.failure) })}</Alert> : null}
      {read.loading && !url ? <LoadingIndicator label={t.loading} /> : null}
      {url ? (
        <figure className={styles.photo}>
          <img src={url} alt={t.alt({ complaintId })} />
          <figcaption>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t.fullSize}
            </a>
          </figcaption>
        </figure>
      ) : null}
    </section>
  );
}

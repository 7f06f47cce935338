import type { GrievanceDetail } from '../../../../shared/api/admin-types';
import styles from '../components/admin.module.css';
import { grievanceAdminTexts } from './grievance-admin-texts';
import { coordinatesText, geoUri, openStreetMapUrl, pointOf } from './place-links';

/**
 * Where the problem is, as the citizen gave it: the ward, the landmark and the point, with a link
 * that opens the point in the phone's maps app and one to OpenStreetMap for a computer.
 */
export function PlaceSection({ grievance }: { grievance: GrievanceDetail }) {
  const t = grievanceAdminTexts.get().place;
  const place = grievance.place;
  const ward = place?.ward ?? grievance.ward ?? null;
  const landmark = place?.landmark ?? null;
  const point = pointOf(place);
  return (
    <section className={styles.panel} aria-labelledby="grievance-place-heading">
      <h2 id="grievance-place-heading">{t.heading}</h2>
      {ward === null && landmark === null && point === null ? (
        <p>{t.none}</p>
      ) : (
        <dl className={styles.details}>
          {ward === null ? null : (
            <div className={styles.pair}>
              <dt>{t.ward}</dt>
              <dd>{ward}</dd>
            </div>
          )}
          {landmark === null ? null : (
            <div className={styles.pair}>
              <dt>{t.landmark}</dt>
              <dd>{landmark}</dd>
            </div>
          )}
          {point === null ? null : (
            <div className={styles.pair}>
              <dt>{t.coordinates}</dt>
              <dd>
                <span className={styles.coordinates}>{coordinatesText(point)}</span>
                <span className={styles.placeLinks}>
                  <a href={geoUri(point, grievance.complaintId)}>{t.mapsApp}</a>
                  <a href={openStreetMapUrl(point)} target="_blank" rel="noopener noreferrer">
                    {t.openStreetMap}
                  </a>
                </span>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

import type { GrievanceDetail } from '../../../../shared/api/admin-types';
import { RATING_MAX } from '../../../../shared/domain/grievances/grievance-place';
import { formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { grievanceAdminTexts } from './grievance-admin-texts';

/** The rating its citizen gave once it was resolved, with their comment. */
export function FeedbackSection({ feedback }: { feedback: NonNullable<GrievanceDetail['feedback']> }) {
  const t = grievanceAdminTexts.get().feedback;
  return (
    <section className={styles.panel} aria-labelledby="grievance-feedback-heading">
      <h2 id="grievance-feedback-heading">{t.heading}</h2>
      <p>
        <strong>{t.rating({ rating: feedback.rating, max: RATING_MAX })}</strong>{' '}
        <span className={styles.muted}>{t.given({ when: formatIndiaTime(feedback.at, 'long') })}</span>
      </p>
      {feedback.comment ? <blockquote className={styles.quote}>{feedback.comment}</blockquote> : null}
    </section>
  );
}

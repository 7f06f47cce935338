import { appTexts } from '../i18n/app-texts';
import styles from './loading-indicator.module.css';

export function LoadingIndicator({ label = appTexts.get().loading }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

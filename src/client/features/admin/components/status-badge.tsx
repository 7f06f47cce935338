import styles from './admin.module.css';
import { statusWord } from './server-words';

/**
 * A status as a badge, in the page's language. Its class names the lowercased status as stored
 * (spec section 2: pending, approved, accepted, declined), plain for anyone styling or testing by
 * it, and scoped for colour.
 */
export function StatusBadge({ status }: { status: string }) {
  const name = status.toLowerCase();
  const scoped = styles[name.replace(/\s+/g, '')];
  return <span className={[styles.badge, scoped, name.replace(/\s+/g, '-')].filter(Boolean).join(' ')}>{statusWord(status)}</span>;
}

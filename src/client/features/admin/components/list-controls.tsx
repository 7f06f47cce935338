import { useId } from 'react';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import styles from './admin.module.css';

const figure = new Intl.NumberFormat('en-IN');

interface ListFilterProps {
  title: string;
  statuses: readonly string[];
  value: string;
  /** Rows shown, and how many the list holds in the chosen status (null while a search narrows it). */
  shown: number;
  of: number | null;
  onChange: (status: string) => void;
}

/** A list's status filter and how much of it is on screen. */
export function ListFilter({ title, statuses, value, shown, of, onChange }: ListFilterProps) {
  const id = useId();
  return (
    <div className={styles.listControls}>
      <label className={styles.filter} htmlFor={id}>
        <span>
          Show<span className="visually-hidden"> {title} with status</span>
        </span>
        <select id={id} className={formStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">All statuses</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.shown}>{of === null ? `${figure.format(shown)} shown` : `${figure.format(shown)} of ${figure.format(of)} shown`}</p>
    </div>
  );
}

interface LoadMoreProps {
  title: string;
  loading: boolean;
  onLoadMore: () => void;
}

/** The next page of one list, appended below the rows already shown. */
export function LoadMore({ title, loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className={styles.loadMore}>
      <Button variant="secondary" disabled={loading} aria-label={`Load more ${title}`} onClick={onLoadMore}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}

import { useId } from 'react';
import { groupedIndian } from '../../../../shared/domain/common/money';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

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
  const t = adminTexts.get();
  return (
    <div className={styles.listControls}>
      <label className={styles.filter} htmlFor={id}>
        <span>
          {t.lists.filterShow}
          <span className="visually-hidden">{t.lists.filterOf(title)}</span>
        </span>
        <select id={id} className={formStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t.lists.allStatuses}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t.names.status(status)}
            </option>
          ))}
        </select>
      </label>
      <p className={styles.shown}>{of === null ? t.lists.shown(groupedIndian(shown)) : t.lists.shownOf(groupedIndian(shown), groupedIndian(of))}</p>
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
  const t = adminTexts.get().lists;
  return (
    <div className={styles.loadMore}>
      <Button variant="secondary" disabled={loading} aria-label={t.loadMoreOf(title)} onClick={onLoadMore}>
        {loading ? t.loadingMore : t.loadMore}
      </Button>
    </div>
  );
}

import { useId } from 'react';
import { groupedIndian } from '../../../../shared/domain/common/money';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';
import { statusWord } from './server-words';

interface ListFilterProps {
  title: string;
  statuses: readonly string[];
  value: string;
  /** Rows shown, and how many the list holds in the chosen status (null while a search narrows it). */
  shown: number;
  of: number | null;
  onChange: (status: string) => void;
  /** Filters beyond the statuses ("Overdue" on a certificate list), value and text. */
  more?: readonly { value: string; label: string }[];
  /** Downloads the list as it is filtered, as CSV. */
  onDownload?: () => void;
}

/** A list's status filter and how much of it is on screen. */
export function ListFilter({ title, statuses, value, shown, of, onChange, more = [], onDownload }: ListFilterProps) {
  const id = useId();
  const t = adminTexts.get();
  return (
    <div className={styles.listControls}>
      <label className={styles.filter} htmlFor={id}>
        <span>
          {t.lists.filterShow}
          <span className="visually-hidden">{t.lists.filterOf({ title })}</span>
        </span>
        <select id={id} className={formStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t.lists.allStatuses}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusWord(status)}
            </option>
          ))}
          {more.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {onDownload ? (
        <Button variant="secondary" aria-label={t.exports.of({ title })} onClick={onDownload}>
          {t.exports.button}
        </Button>
      ) : null}
      <p className={styles.shown}>
        {of === null
          ? t.lists.shown({ shown: groupedIndian(shown) })
          : t.lists.shownOf({ shown: groupedIndian(shown), of: groupedIndian(of) })}
      </p>
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
      <Button variant="secondary" disabled={loading} aria-label={t.loadMoreOf({ title })} onClick={onLoadMore}>
        {loading ? t.loadingMore : t.loadMore}
      </Button>
    </div>
  );
}

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ADMIN_SEARCH_MAX, ADMIN_SEARCH_MIN } from '../../../../shared/api/admin-types';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { adminTexts } from '../admin-texts';
import { tableHeadingId } from './admin-table';
import styles from './admin.module.css';

interface AdminSearchProps {
  /** The search the lists show now ('' for none). */
  active: string;
  onSearch: (text: string) => void;
  /** The lists with a match for the active search, in the dashboard's order. */
  found: readonly { title: string; tableId: string }[];
}

/**
 * One search over every list: a name fragment, or a reference / complaint ID. While it is active
 * the lists without a match are hidden, and this says which have one.
 */
export function AdminSearch({ active, onSearch, found }: AdminSearchProps) {
  const [text, setText] = useState(active);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const t = adminTexts.get().search;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed !== '' && trimmed.length < ADMIN_SEARCH_MIN) {
      setError(t.tooShort({ min: ADMIN_SEARCH_MIN }));
      return;
    }
    setError(null);
    onSearch(trimmed);
  };

  const clear = () => {
    setText('');
    setError(null);
    onSearch('');
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit} noValidate>
      <div className={[formStyles.field, error ? formStyles.invalid : undefined].filter(Boolean).join(' ')}>
        <label className={formStyles.label} htmlFor={`${id}-q`}>
          {t.label}
        </label>
        {error ? (
          <p id={`${id}-error`} className={formStyles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.searchRow}>
          <input
            id={`${id}-q`}
            type="search"
            className={formStyles.input}
            value={text}
            maxLength={ADMIN_SEARCH_MAX}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{t.button}</Button>
          {active ? (
            <Button variant="secondary" onClick={clear}>
              {t.clear}
            </Button>
          ) : null}
        </div>
      </div>
      {active ? (
        <p className={styles.searchNote} role="status">
          {found.length === 0 ? t.noMatches({ text: active }) : t.showing({ text: active })}
        </p>
      ) : null}
      {active && found.length > 0 ? (
        <p className={styles.searchNote}>
          {t.foundIn}{' '}
          {found.map((list, index) => (
            <span key={list.tableId}>
              {index > 0 ? ', ' : null}
              <a href={`#${tableHeadingId(list.tableId)}`}>{list.title}</a>
            </span>
          ))}
        </p>
      ) : null}
    </form>
  );
}

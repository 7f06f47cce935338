import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../ui/form/alert';
import { Button } from '../../ui/button';
import buttonStyles from '../../ui/button.module.css';
import { Facts, Reference, RequestPending } from '../../ui/requests/request-parts';
import type { Fact } from '../../ui/requests/request-parts';
import { requestTexts } from '../../ui/requests/request-texts';
import styles from '../../ui/requests/requests.module.css';
import { myRequestsTexts } from './my-requests-texts';
import type { MyList } from './use-my-list';

/** What one row of a list shows: a link named by its type and reference, then its facts. */
export interface RequestRow {
  key: string;
  href: string;
  title: string;
  reference: string;
  facts: readonly Fact[];
  /** What the citizen still has to do there, as a second link to the same page (an unpaid payment's "Pay now or cancel"). */
  action?: string;
}

interface RequestListProps<T> {
  id: string;
  title: string;
  empty: string;
  list: MyList<T>;
  row(item: T): RequestRow;
}

/** One of My requests' three lists, newest first, with "Load more" while the server has more. */
export function RequestList<T>({ id, title, empty, list, row }: RequestListProps<T>) {
  const t = myRequestsTexts.get();
  const rows = list.items.map(row);
  let state: ReactNode = null;
  if (list.status !== 'ready') state = <RequestPending status={list.status} retry={list.retry} />;
  else if (rows.length === 0) state = <p className={styles.muted}>{empty}</p>;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {state}
      {rows.length > 0 ? (
        <ul className={styles.list}>
          {rows.map((item) => (
            <li key={item.key} className={styles.item}>
              <Link to={item.href} id={item.action ? `request-${item.key}` : undefined}>
                {item.title} <Reference>{item.reference}</Reference>
              </Link>
              <Facts facts={item.facts} />
              {item.action ? (
                <Link to={item.href} className={buttonStyles.button} aria-describedby={`request-${item.key}`}>
                  {item.action}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? t.loadingMore : t.loadMore}
        </Button>
      ) : null}
      {list.moreFailed ? <Alert tone="error">{requestTexts.get().loadFailed}</Alert> : null}
    </section>
  );
}

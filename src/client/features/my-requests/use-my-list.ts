import { useCallback, useState } from 'react';
import type { MyRequestsPage } from '../../../shared/api/my-requests-types';
import { fetchMyList } from '../../lib/calls/my-requests-api';
import type { MyListItems, MyListKind } from '../../lib/calls/my-requests-api';
import { useCopiedRead } from '../../offline/use-copied-read';

export interface MyList<T> {
  status: 'loading' | 'ready' | 'failed';
  items: T[];
  /** When the copy shown was fetched; null when fresh. */
  asOf: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore(): void;
  retry(): void;
}

/**
 * One of the three lists: its first page (with its copy on the device for offline reading),
 * then "Load more" with the server's nextCursor.
 */
export function useMyList<K extends MyListKind>(kind: K): MyList<MyListItems[K]> {
  const load = useCallback(() => fetchMyList(kind), [kind]);
  const { result, retry } = useCopiedRead<MyRequestsPage<MyListItems[K]>>(`list:${kind}`, load);
  const [more, setMore] = useState<MyRequestsPage<MyListItems[K]> | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const first = result.status === 'ready' ? result.data : null;
  const nextCursor = more ? more.nextCursor : (first?.nextCursor ?? null);
  const loadMore = () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchMyList(kind, nextCursor)
      .then((page) => setMore((before) => ({ items: [...(before?.items ?? []), ...page.items], nextCursor: page.nextCursor })))
      .catch(() => setMoreFailed(true))
      .finally(() => setLoadingMore(false));
  };

  return {
    status: result.status === 'loading' ? 'loading' : first ? 'ready' : 'failed',
    items: first ? [...first.items, ...(more?.items ?? [])] : [],
    asOf: result.status === 'ready' ? result.asOf : null,
    hasMore: nextCursor !== null,
    loadingMore,
    moreFailed,
    loadMore,
    retry: () => {
      setMore(null);
      retry();
    },
  };
}

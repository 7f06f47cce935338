import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ADMIN_CATEGORIES } from '../../../../shared/api/admin-types';
import type { AdminCategory, AdminListQuery } from '../../../../shared/api/admin-types';
import { fetchAdminLists } from '../api/admin-api';
import { failureReason } from './admin-format';
import { adminListsReducer, initialAdminLists, rowsToKeep } from './admin-lists-reducer';
import type { StatusFilters } from './admin-lists-reducer';

/**
 * The dashboard's lists (admin-lists-reducer.ts) and the requests that fill them: loaded on entry,
 * every list again after each action and each search (spec section 4), one list on its own for a
 * filter or 'Load more' (decision 010). A failure shows the server's error, otherwise the exception's
 * message (spec section 8).
 */
export function useAdminLists() {
  const [state, dispatch] = useReducer(adminListsReducer, initialAdminLists);
  // The callbacks below stay the same for the page's life, and read the state they start from
  // here: a reload that follows an action uses the search and filters of that moment.
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });
  const requests = useRef(0);
  // The search and filters last asked for, as the clerk set them: the next request reads them even
  // before React has rendered the state of the one before (a filter chosen right after a search).
  const asked = useRef<{ search: string; filters: StatusFilters }>({ search: '', filters: {} });

  const loadAll = useCallback(async (search: string, limits: AdminListQuery['limits']) => {
    const id = ++requests.current;
    asked.current = { ...asked.current, search };
    dispatch({ type: 'all-requested', id, search });
    try {
      const answer = await fetchAdminLists({ q: search, status: asked.current.filters, limits });
      dispatch({ type: 'all-answered', id, answer });
    } catch (err) {
      dispatch({ type: 'all-failed', id, error: failureReason(err) });
    }
  }, []);

  const loadList = useCallback(async (category: AdminCategory, filters: StatusFilters, after?: string) => {
    const id = ++requests.current;
    asked.current = { ...asked.current, filters };
    dispatch({ type: 'list-requested', id, category, filters });
    try {
      const answer = await fetchAdminLists({
        q: asked.current.search,
        only: [category],
        status: filters,
        ...(after ? { after: { [category]: after } } : {}),
      });
      dispatch({ type: 'list-answered', id, category, append: after !== undefined, answer });
    } catch (err) {
      dispatch({ type: 'list-failed', id, category, error: failureReason(err) });
    }
  }, []);

  const reload = useCallback(() => loadAll(asked.current.search, rowsToKeep(current.current.lists)), [loadAll]);
  const setSearch = useCallback((search: string) => loadAll(search, {}), [loadAll]);

  const setFilter = useCallback(
    (category: AdminCategory, status: string) => loadList(category, { ...asked.current.filters, [category]: status || undefined }),
    [loadList],
  );

  const loadMore = useCallback(
    async (category: AdminCategory) => {
      const after = current.current.next[category];
      if (after) await loadList(category, asked.current.filters, after);
    },
    [loadList],
  );

  useEffect(() => {
    void loadAll('', {});
  }, [loadAll]);

  const { lists, counts, next, pending, search, filters, loading, error, appeals } = state;
  const hasMore: Partial<Record<AdminCategory, boolean>> = {};
  for (const category of ADMIN_CATEGORIES) hasMore[category] = Boolean(next[category]);
  return { lists, counts, hasMore, pending, search, filters, loading, error, appeals, reload, setSearch, setFilter, loadMore };
}

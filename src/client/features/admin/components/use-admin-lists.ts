import { useCallback, useEffect, useRef, useState } from 'react';
import { ADMIN_CATEGORIES, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../../../../shared/api/admin-types';
import type { AdminCategory, AdminListAnswer, AdminLists, CategoryCounts } from '../../../../shared/api/admin-types';
import { fetchAdminLists } from '../api/admin-api';
import { failureReason } from './admin-format';

type StatusFilters = Partial<Record<AdminCategory, string>>;

export interface AdminListsState {
  lists: AdminLists | null;
  counts: Record<AdminCategory, CategoryCounts> | null;
  /** Whether a list has more rows than it shows. */
  hasMore: Partial<Record<AdminCategory, boolean>>;
  /** The lists being refreshed on their own (a filter changed, 'Load more'). */
  pending: Partial<Record<AdminCategory, boolean>>;
  search: string;
  filters: StatusFilters;
}

const emptyLists = (): AdminLists => Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []])) as unknown as AdminLists;

/**
 * The dashboard's lists (spec section 4: loaded on entry, the whole list reloaded after every
 * action) with issue 6's paging: a page per list, 'Load more' through its cursor, a status filter
 * per list and one search over all of them. A reload keeps as many rows of each list as the clerk
 * had loaded, so acting on row 45 does not throw them back to page one. Answers that arrive
 * after a newer request for the same list are dropped.
 */
export function useAdminLists() {
  const [state, setState] = useState<AdminListsState>({ lists: null, counts: null, hasMore: {}, pending: {}, search: '', filters: {} });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  // What callbacks read (kept beside the state, written only in callbacks): the search, the
  // filters, each list's row count and cursor, and each list's newest request.
  const query = useRef<{ search: string; filters: StatusFilters }>({ search: '', filters: {} });
  const loadedRows = useRef<Partial<Record<AdminCategory, number>>>({});
  const cursors = useRef<Partial<Record<AdminCategory, string | null>>>({});
  const generation = useRef<Partial<Record<AdminCategory | 'all', number>>>({});

  const claim = (key: AdminCategory | 'all') => {
    const next = (generation.current[key] ?? 0) + 1;
    generation.current[key] = next;
    return () => mounted.current && generation.current[key] === next;
  };

  const fail = (err: unknown) => {
    // Spec section 8: the server's error, otherwise the exception's message.
    setError(failureReason(err));
  };

  const loadAll = useCallback(async (search: string, filters: StatusFilters, keepRows: boolean) => {
    const isLatest = claim('all');
    // Every list request started before this one is superseded by it.
    for (const category of ADMIN_CATEGORIES) claim(category);
    const limits = keepRows
      ? Object.fromEntries(
          ADMIN_CATEGORIES.map((category) => [category, Math.min(ADMIN_PAGE_MAX, Math.max(ADMIN_PAGE_SIZE, loadedRows.current[category] ?? 0))]),
        )
      : {};
    try {
      const answer = await fetchAdminLists({ q: search, status: filters, limits });
      if (!isLatest()) return;
      cursors.current = Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, answer.pages[category]?.next ?? null]));
      loadedRows.current = Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, answer.data[category]?.length ?? 0]));
      setState((previous) => ({
        ...previous,
        lists: { ...emptyLists(), ...answer.data },
        counts: answer.counts,
        hasMore: hasMoreOf(answer),
        pending: {},
      }));
      setError(null);
    } catch (err) {
      if (isLatest()) fail(err);
    } finally {
      if (isLatest()) setLoading(false);
    }
  }, []);

  /** One list on its own: a new filter (from its first page), or its next page appended. */
  const loadOne = useCallback(async (category: AdminCategory, mode: 'filter' | 'more', filters: StatusFilters) => {
    const after = mode === 'more' ? cursors.current[category] : undefined;
    if (mode === 'more' && !after) return;
    const isLatest = claim(category);
    setState((previous) => ({ ...previous, pending: { ...previous.pending, [category]: true } }));
    try {
      const answer = await fetchAdminLists({
        q: query.current.search,
        only: [category],
        status: filters,
        ...(after ? { after: { [category]: after } } : {}),
      });
      if (!isLatest()) return;
      cursors.current[category] = answer.pages[category]?.next ?? null;
      const rows = answer.data[category] ?? [];
      loadedRows.current[category] = (mode === 'more' ? (loadedRows.current[category] ?? 0) : 0) + rows.length;
      setState((previous) => {
        const lists = previous.lists ?? emptyLists();
        return {
          ...previous,
          lists: { ...lists, [category]: mode === 'more' ? [...(lists[category] ?? []), ...rows] : rows },
          counts: answer.counts,
          hasMore: { ...previous.hasMore, [category]: Boolean(answer.pages[category]?.next) },
          pending: { ...previous.pending, [category]: false },
        };
      });
      setError(null);
    } catch (err) {
      if (!isLatest()) return;
      fail(err);
      setState((previous) => ({ ...previous, pending: { ...previous.pending, [category]: false } }));
    }
  }, []);

  const reload = useCallback(() => {
    setLoading(true);
    return loadAll(query.current.search, query.current.filters, true);
  }, [loadAll]);

  const setSearch = useCallback(
    (search: string) => {
      query.current = { ...query.current, search };
      setState((previous) => ({ ...previous, search }));
      setLoading(true);
      return loadAll(search, query.current.filters, false);
    },
    [loadAll],
  );

  const setFilter = useCallback(
    (category: AdminCategory, status: string) => {
      const filters = { ...query.current.filters, [category]: status || undefined };
      query.current = { ...query.current, filters };
      setState((previous) => ({ ...previous, filters }));
      return loadOne(category, 'filter', filters);
    },
    [loadOne],
  );

  const loadMore = useCallback((category: AdminCategory) => loadOne(category, 'more', query.current.filters), [loadOne]);

  useEffect(() => {
    mounted.current = true;
    // `loading` starts true: the first load only settles state in its callbacks.
    void loadAll('', {}, false);
    return () => {
      mounted.current = false;
    };
  }, [loadAll]);

  return { ...state, loading, error, reload, setSearch, setFilter, loadMore };
}

function hasMoreOf(answer: AdminListAnswer): Partial<Record<AdminCategory, boolean>> {
  return Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, Boolean(answer.pages[category]?.next)]));
}

import { ADMIN_CATEGORIES, ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../../../../shared/api/admin-types';
import type { AdminCategory, AdminListAnswer, AdminLists, AppealAdminRow, CategoryCounts } from '../../../../shared/api/admin-types';

export type StatusFilters = Partial<Record<AdminCategory, string>>;

export interface AdminListsState {
  lists: AdminLists | null;
  counts: Record<AdminCategory, CategoryCounts> | null;
  /** Each list's cursor to its next page; none when it shows every row. */
  next: Partial<Record<AdminCategory, string | null>>;
  /** The lists being refreshed on their own (a filter changed, 'Load more'). */
  pending: Partial<Record<AdminCategory, boolean>>;
  search: string;
  filters: StatusFilters;
  /** Every list is being loaded at once (entry, a search, the reload after an action). */
  loading: boolean;
  error: string | null;
  /** The newest request for every list at once ('all') and for each list: older answers are dropped. */
  latest: Partial<Record<AdminCategory | 'all', number>>;
  /** The first page of the appeals, open first (decision 084), as every list's answer brought it; null from a server without them. */
  appeals: { rows: AppealAdminRow[]; next: string | null } | null;
}

export type AdminListsAction =
  | { type: 'all-requested'; id: number; search: string }
  | { type: 'all-answered'; id: number; answer: AdminListAnswer }
  | { type: 'all-failed'; id: number; error: string }
  | { type: 'list-requested'; id: number; category: AdminCategory; filters: StatusFilters }
  | { type: 'list-answered'; id: number; category: AdminCategory; append: boolean; answer: AdminListAnswer }
  | { type: 'list-failed'; id: number; category: AdminCategory; error: string };

export const initialAdminLists: AdminListsState = {
  lists: null,
  counts: null,
  next: {},
  pending: {},
  search: '',
  filters: {},
  loading: true,
  error: null,
  latest: {},
  appeals: null,
};

const emptyLists = (): AdminLists => Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []])) as unknown as AdminLists;

/**
 * The dashboard's lists (spec section 4, paged as decision 010 says): every list loaded at once, or one list
 * on its own (a new filter from its first page, or its next page appended). A request for every
 * list supersedes the single-list requests started before it.
 */
export function adminListsReducer(state: AdminListsState, action: AdminListsAction): AdminListsState {
  switch (action.type) {
    case 'all-requested': {
      const latest = Object.fromEntries([...ADMIN_CATEGORIES, 'all'].map((key) => [key, action.id]));
      return { ...state, search: action.search, loading: true, latest };
    }
    case 'all-answered': {
      if (state.latest.all !== action.id) return state;
      // A list asked for again since (a filter changed while the lists loaded) keeps its own answer.
      const newer = (category: AdminCategory) => (state.latest[category] ?? 0) > action.id;
      const answered = { ...emptyLists(), ...action.answer.data };
      return {
        ...state,
        lists: Object.fromEntries(
          ADMIN_CATEGORIES.map((category) => [category, newer(category) ? (state.lists?.[category] ?? []) : (answered[category] ?? [])]),
        ) as AdminLists,
        counts: action.answer.counts,
        appeals: action.answer.appeals ? { rows: action.answer.appeals, next: action.answer.pages.appeals?.next ?? null } : null,
        next: Object.fromEntries(
          ADMIN_CATEGORIES.map((category) => [
            category,
            newer(category) ? (state.next[category] ?? null) : (action.answer.pages[category]?.next ?? null),
          ]),
        ),
        pending: Object.fromEntries(ADMIN_CATEGORIES.filter(newer).map((category) => [category, Boolean(state.pending[category])])),
        loading: false,
        error: null,
      };
    }
    case 'all-failed':
      if (state.latest.all !== action.id) return state;
      return { ...state, loading: false, error: action.error };
    case 'list-requested':
      return {
        ...state,
        filters: action.filters,
        pending: { ...state.pending, [action.category]: true },
        latest: { ...state.latest, [action.category]: action.id },
      };
    case 'list-answered': {
      const { category, answer } = action;
      if (state.latest[category] !== action.id) return state;
      const lists = state.lists ?? emptyLists();
      const rows = answer.data[category] ?? [];
      return {
        ...state,
        lists: { ...lists, [category]: action.append ? [...(lists[category] ?? []), ...rows] : rows },
        counts: answer.counts,
        next: { ...state.next, [category]: answer.pages[category]?.next ?? null },
        pending: { ...state.pending, [category]: false },
        error: null,
      };
    }
    case 'list-failed':
      if (state.latest[action.category] !== action.id) return state;
      return { ...state, error: action.error, pending: { ...state.pending, [action.category]: false } };
  }
}

/** How many rows of each list a reload asks for: as many as the clerk had loaded, so acting on row 45 keeps row 45 in view. */
export function rowsToKeep(lists: AdminLists | null): Partial<Record<AdminCategory, number>> {
  return Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => [category, Math.min(ADMIN_PAGE_MAX, Math.max(ADMIN_PAGE_SIZE, lists?.[category]?.length ?? 0))]),
  );
}

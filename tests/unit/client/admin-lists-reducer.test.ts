import { describe, expect, it } from 'vitest';
import { ADMIN_CATEGORIES } from '../../../src/shared/api/admin-types';
import type { AdminListAnswer, AdminLists, GrievanceAdminRow } from '../../../src/shared/api/admin-types';
import { adminListsReducer, initialAdminLists, rowsToKeep } from '../../../src/client/features/admin/components/admin-lists-reducer';
import type { AdminListsAction, AdminListsState } from '../../../src/client/features/admin/components/admin-lists-reducer';

function grievance(complaintId: string): GrievanceAdminRow {
  return {
    _id: complaintId,
    complaintId,
    name: 'Lakshmi',
    email: 'lakshmi@example.in',
    subject: 'Street light',
    message: 'Out for a week.',
    status: 'pending',
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
  };
}

function answer(grievances: GrievanceAdminRow[], next: string | null = null): AdminListAnswer {
  const data = Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []])) as unknown as AdminLists;
  data.grievances = grievances;
  const counts = Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => [category, { total: 0, byStatus: {} }]),
  ) as AdminListAnswer['counts'];
  return { data, pages: { grievances: { next } }, counts };
}

const run = (...actions: AdminListsAction[]): AdminListsState => actions.reduce(adminListsReducer, initialAdminLists);
const shown = (state: AdminListsState) => state.lists?.grievances.map((row) => row.complaintId);

describe('the admin lists', () => {
  it('drops an answer to a request that a newer one superseded', () => {
    const state = run(
      { type: 'all-requested', id: 1, search: '' },
      { type: 'all-requested', id: 2, search: 'abc' },
      { type: 'all-answered', id: 2, answer: answer([grievance('GRV-NEW')]) },
      { type: 'all-answered', id: 1, answer: answer([grievance('GRV-OLD')]) },
    );
    expect(shown(state)).toEqual(['GRV-NEW']);
    expect(state).toMatchObject({ search: 'abc', loading: false });
  });

  it("appends a list's next page, and a reload of every list supersedes a list's own request", () => {
    const loaded: AdminListsAction[] = [
      { type: 'all-requested', id: 1, search: '' },
      { type: 'all-answered', id: 1, answer: answer([grievance('GRV-1')], 'cursor-1') },
    ];
    expect(run(...loaded).next.grievances).toBe('cursor-1');

    const more = run(
      ...loaded,
      { type: 'list-requested', id: 2, category: 'grievances', filters: {} },
      { type: 'list-answered', id: 2, category: 'grievances', append: true, answer: answer([grievance('GRV-2')]) },
    );
    expect(shown(more)).toEqual(['GRV-1', 'GRV-2']);
    expect(more.next.grievances).toBeNull();
    expect(rowsToKeep(more.lists).grievances).toBe(20);

    const superseded = run(
      ...loaded,
      { type: 'list-requested', id: 2, category: 'grievances', filters: { grievances: 'resolved' } },
      { type: 'all-requested', id: 3, search: '' },
      { type: 'list-answered', id: 2, category: 'grievances', append: false, answer: answer([]) },
    );
    expect(shown(superseded)).toEqual(['GRV-1']);
    expect(superseded.filters).toEqual({ grievances: 'resolved' });
  });

  it("keeps a list's own answer when a filter changed while every list was loading, whichever answer comes first", () => {
    const searched: AdminListsAction[] = [
      { type: 'all-requested', id: 1, search: '' },
      { type: 'all-answered', id: 1, answer: answer([grievance('GRV-1')]) },
      // A search, then at once a filter of the grievances: two requests in flight.
      { type: 'all-requested', id: 2, search: 'meena' },
      { type: 'list-requested', id: 3, category: 'grievances', filters: { grievances: 'resolved' } },
    ];
    const listFirst = run(
      ...searched,
      { type: 'list-answered', id: 3, category: 'grievances', append: false, answer: answer([grievance('GRV-FILTERED')]) },
      { type: 'all-answered', id: 2, answer: answer([grievance('GRV-UNFILTERED')]) },
    );
    expect(shown(listFirst)).toEqual(['GRV-FILTERED']);
    expect(listFirst.pending.grievances).toBe(false);

    const searchFirst = run(
      ...searched,
      { type: 'all-answered', id: 2, answer: answer([grievance('GRV-UNFILTERED')]) },
      { type: 'list-answered', id: 3, category: 'grievances', append: false, answer: answer([grievance('GRV-FILTERED')]) },
    );
    expect(shown(searchFirst)).toEqual(['GRV-FILTERED']);
    expect(searchFirst.loading).toBe(false);
  });
});

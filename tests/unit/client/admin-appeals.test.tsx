import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CATEGORIES, categoryStatuses } from '../../../src/shared/api/admin-types';
import type { AdminListAnswer, AdminLists, AppealAdminRow, ApplicationDetail } from '../../../src/shared/api/admin-types';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import { AdminDashboardPage } from '../../../src/client/features/admin/admin-dashboard-page';
import { AN_ADMIN, SignedInAs } from '../signed-in-as';
import { apiClient } from '../../../src/client/lib/api-client';

/* Decision 084: the clerk sees the appeals on the dashboard, open first, and decides one with the reason and the history in view. */

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const APPLICATION = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01';

function appealRow(overrides: Partial<AppealAdminRow> = {}): AppealAdminRow {
  return {
    _id: '7a1e4c2b-3d5f-4a6b-8c9d-0e1f2a3b4c5d',
    applicationId: APPLICATION,
    type: 'income',
    reference: 'INC-7K3M-9QXD',
    reason: 'My salary slip was attached.',
    status: 'open',
    dueBy: '2026-12-28T06:30:00.000Z',
    createdAt: '2026-11-28T06:30:00.000Z',
    decidedAt: null,
    note: null,
    ...overrides,
  };
}

function listAnswer(appeals: AppealAdminRow[] | undefined): AdminListAnswer {
  const lists = Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []])) as unknown as AdminLists;
  const counts = Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => [
      category,
      { total: 0, byStatus: Object.fromEntries(categoryStatuses(category).map((s) => [s, 0])) },
    ]),
  ) as AdminListAnswer['counts'];
  return { data: lists, pages: { appeals: { next: null } }, counts, ...(appeals ? { appeals } : {}) };
}

const history: Partial<ApplicationDetail> = {
  _id: APPLICATION,
  reference: 'INC-7K3M-9QXD',
  status: 'declined',
  documents: [],
  history: [
    { action: 'submitted', at: '2026-11-20T06:30:00.000Z', actor: null },
    { action: 'declined', at: '2026-11-21T06:30:00.000Z', actor: 'clerk_meena', message: 'No salary proof.' },
    { action: 'appealed', at: '2026-11-28T06:30:00.000Z', actor: 'ravi', message: 'My salary slip was attached.' },
  ],
};

function serverAnswers(answer: (config: InternalAxiosRequestConfig) => unknown): { calls: string[]; bodies: unknown[] } {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
    if (config.data) bodies.push(JSON.parse(String(config.data)));
    return { status: 200, data: answer(config), statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return { calls, bodies };
}

function openDashboard() {
  render(
    <MemoryRouter>
      <SignedInAs user={AN_ADMIN}>
        <AdminDashboardPage />
      </SignedInAs>
    </MemoryRouter>,
  );
}

describe("the dashboard's appeals", () => {
  it('lists them with the reason, and dismisses one with a required note, the history in view; the dashboard reloads', async () => {
    let decided = false;
    const { calls, bodies } = serverAnswers((config) => {
      if (config.method === 'post') {
        decided = true;
        return appealRow({ status: 'dismissed', note: 'The slip is for another year.' });
      }
      if (config.url === adminApiPaths.certificate('income', APPLICATION)) return history;
      return listAnswer([appealRow(decided ? { status: 'dismissed', note: 'The slip is for another year.' } : {})]);
    });
    const user = userEvent.setup();
    openDashboard();
    const table = await screen.findByRole('table', { name: 'Appeals' });
    expect(within(table).getByText('My salary slip was attached.')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'INC-7K3M-9QXD' })).toHaveAttribute('href', `/admin/applications/income/${APPLICATION}`);

    await user.click(within(table).getByRole('button', { name: 'Decide the appeal of INC-7K3M-9QXD' }));
    const dialog = screen.getByRole('dialog', { name: 'Appeal of application INC-7K3M-9QXD' });
    expect(await within(dialog).findByText(/No salary proof/)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Dismiss: the decision stands' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write why the appeal is dismissed: the citizen reads it.');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Note to the citizen/ }), 'The slip is for another year.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText('The appeal of INC-7K3M-9QXD is dismissed.')).toBeVisible();
    expect(bodies).toEqual([{ outcome: 'dismissed', note: 'The slip is for another year.' }]);
    await waitFor(() => expect(calls.filter((call) => call === `GET ${adminApiPaths.list}`)).toHaveLength(2));
    expect(await within(screen.getByRole('table', { name: 'Appeals' })).findByText('Dismissed')).toBeVisible();
  });

  it('shows no appeals section to a server that sends none', async () => {
    serverAnswers(() => listAnswer(undefined));
    openDashboard();
    await screen.findByRole('heading', { name: 'Birth Certificates' });
    expect(screen.queryByRole('heading', { name: 'Appeals' })).toBeNull();
  });
});

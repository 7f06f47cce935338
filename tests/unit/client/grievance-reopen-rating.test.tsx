import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { apiPaths } from '../../../src/shared/api/paths';
import type { ComplaintStatus } from '../../../src/shared/api/submissions/grievance-types';
import { GrievancesPage } from '../../../src/client/features/grievances/pages/grievances-page';
import { MyGrievancePage } from '../../../src/client/features/grievances/pages/my-grievance-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { showPagesInTamil } from '../in-tamil';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const ID = 'GRV-7K3M-9QXD';
const resolved: ComplaintStatus = {
  status: 'Resolved',
  updatedAt: '2026-11-26T06:30:00.000Z',
  reopenUntil: '2026-12-03T06:30:00.000Z',
  rated: false,
};

interface Received {
  url: string;
  key: unknown;
  body: unknown;
}
const posted: Received[] = [];
const answers = new Map<string, { status: number; data: unknown }>();

function serve() {
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    if (method === 'POST') posted.push({ url, key: config.headers['Idempotency-Key'], body: JSON.parse(String(config.data)) });
    const answer = answers.get(`${method} ${url}`) ?? { status: 200, data: { wards: ['1'], mapTileUrl: null } };
    const response = { status: answer.status, data: answer.data, statusText: '', headers: {}, config };
    if (answer.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
}

const realAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  posted.length = 0;
  answers.clear();
  answers.set(`GET ${apiPaths.complaint(ID)}`, { status: 200, data: resolved });
  serve();
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** The grievances page opened from /track with a complaint ID: it is tracked at once. */
async function trackResolved() {
  const router = createMemoryRouter([{ path: '/grievances', element: <GrievancesPage /> }], {
    initialEntries: [`/grievances?complaint=${ID}`],
  });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  const tracker = screen.getByRole('region', { name: 'Track a Complaint' });
  await within(tracker).findByText('Not solved?', {}, { timeout: 5_000 });
  return tracker;
}

describe('reopening and rating a Resolved complaint on the tracking page', { timeout: 30_000 }, () => {
  it('reopens it with the email it was sent with and a reason, once, and says so', async () => {
    answers.set(`POST ${apiPaths.complaintReopen(ID)}`, {
      status: 200,
      data: { complaintId: ID, status: 'Pending', reopenedAt: '2026-11-28T09:00:00.000Z' },
    });
    const user = userEvent.setup();
    const tracker = await trackResolved();
    const reopen = within(tracker).getByRole('form', { name: 'Reopen the complaint' });

    await user.type(within(reopen).getByLabelText('Email', { exact: true }), 'meena@example.in');
    await user.type(within(reopen).getByLabelText('Why is the problem not solved?'), ' Water still leaks. ');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen complaint' }));

    const done = await within(tracker).findByText(`Complaint ${ID} is reopened and back with the office.`);
    await vi.waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    expect(posted).toEqual([
      { url: apiPaths.complaintReopen(ID), key: expect.any(String), body: { email: 'meena@example.in', reason: 'Water still leaks.' } },
    ]);
    // Pending again: the status shown says so, and neither form is offered any more.
    expect(within(tracker).getByText('Pending')).toBeVisible();
    expect(within(tracker).queryByRole('form', { name: 'Reopen the complaint' })).not.toBeInTheDocument();
    expect(within(tracker).queryByRole('form', { name: 'Rate how the complaint was handled' })).not.toBeInTheDocument();
  });

  it('asks for the email before asking the server', async () => {
    const user = userEvent.setup();
    const tracker = await trackResolved();
    const reopen = within(tracker).getByRole('form', { name: 'Reopen the complaint' });

    await user.click(within(reopen).getByRole('button', { name: 'Reopen complaint' }));

    const summary = await within(reopen).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the email address the complaint was sent with.' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Write why the problem is not solved.' })).toBeVisible();
    expect(posted).toEqual([]);
  });

  it('answers a wrong email as "no complaint with this ID and email"', async () => {
    answers.set(`POST ${apiPaths.complaintReopen(ID)}`, {
      status: 404,
      data: { error: 'Complaint not found', code: 'grievance.not_found' },
    });
    const user = userEvent.setup();
    const tracker = await trackResolved();
    const reopen = within(tracker).getByRole('form', { name: 'Reopen the complaint' });
    await user.type(within(reopen).getByLabelText('Email', { exact: true }), 'someone@example.in');
    await user.type(within(reopen).getByLabelText('Why is the problem not solved?'), 'Still leaking.');

    await user.click(within(reopen).getByRole('button', { name: 'Reopen complaint' }));

    expect(await within(tracker).findByRole('alert')).toHaveTextContent(
      'We found no complaint with this ID and email. Check both and try again.',
    );
  });

  it('rates it from 1 to 5 in a group of labelled choices, with a comment, and offers no second rating', async () => {
    answers.set(`POST ${apiPaths.complaintFeedback(ID)}`, { status: 201, data: { complaintId: ID, rating: 4 } });
    const user = userEvent.setup();
    const tracker = await trackResolved();
    const rate = within(tracker).getByRole('form', { name: 'Rate how the complaint was handled' });
    const group = within(rate).getByRole('group', { name: 'Your rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);

    await user.type(within(rate).getByLabelText('Email', { exact: true }), 'meena@example.in');
    await user.click(within(group).getByRole('radio', { name: '3 – Fair' }));
    // The arrow keys move between the choices, as in any radio group.
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: '4 – Good' })).toBeChecked();
    await user.type(within(rate).getByLabelText(/^Comment/), 'Fixed in two days.');
    await user.click(within(rate).getByRole('button', { name: 'Send rating' }));

    expect(await within(tracker).findByText('Thank you. Your rating of 4 out of 5 is recorded.')).toBeVisible();
    expect(posted).toEqual([
      {
        url: apiPaths.complaintFeedback(ID),
        key: expect.any(String),
        body: { email: 'meena@example.in', rating: 4, comment: 'Fixed in two days.' },
      },
    ]);
    expect(within(tracker).queryByRole('form', { name: 'Rate how the complaint was handled' })).not.toBeInTheDocument();
    // Reopening stays possible until its 7 days have passed.
    expect(within(tracker).getByRole('form', { name: 'Reopen the complaint' })).toBeVisible();
  });

  it('says clearly when the complaint was already rated (409)', async () => {
    answers.set(`POST ${apiPaths.complaintFeedback(ID)}`, {
      status: 409,
      data: { error: 'Already rated', code: 'grievance.already_rated' },
    });
    const user = userEvent.setup();
    const tracker = await trackResolved();
    const rate = within(tracker).getByRole('form', { name: 'Rate how the complaint was handled' });
    await user.type(within(rate).getByLabelText('Email', { exact: true }), 'meena@example.in');
    await user.click(within(rate).getByRole('radio', { name: '5 – Very good' }));

    await user.click(within(rate).getByRole('button', { name: 'Send rating' }));

    const alert = await within(tracker).findByRole('alert');
    expect(alert).toHaveTextContent('This complaint has already been rated, or it is not resolved.');
    await vi.waitFor(() => expect(alert).toHaveFocus());
  });

  it('offers neither to a complaint that is not Resolved, or Resolved and rated past its 7 days', async () => {
    answers.set(`GET ${apiPaths.complaint(ID)}`, { status: 200, data: { status: 'Resolved', updatedAt: resolved.updatedAt, rated: true } });
    const router = createMemoryRouter([{ path: '/grievances', element: <GrievancesPage /> }], {
      initialEntries: [`/grievances?complaint=${ID}`],
    });
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
    const tracker = screen.getByRole('region', { name: 'Track a Complaint' });
    expect(await within(tracker).findByText('Resolved', {}, { timeout: 5_000 })).toBeVisible();
    expect(within(tracker).queryByRole('form', { name: 'Reopen the complaint' })).not.toBeInTheDocument();
    expect(within(tracker).queryByRole('form', { name: 'Rate how the complaint was handled' })).not.toBeInTheDocument();
  });
});

describe('reopening and rating on the owner’s own page', { timeout: 30_000 }, () => {
  it('reopens it signed in, without asking for the email', async () => {
    const meena = { _id: 'u-meena', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;
    const item = {
      complaintId: ID,
      subject: 'water',
      status: 'Resolved',
      createdAt: '2026-11-20T06:30:00.000Z',
      updatedAt: resolved.updatedAt,
    };
    answers.set(`GET ${apiPaths.me.grievances}`, { status: 200, data: { items: [item], nextCursor: null } });
    answers.set(`POST ${apiPaths.complaintReopen(ID)}`, {
      status: 200,
      data: { complaintId: ID, status: 'Pending', reopenedAt: '2026-11-28T09:00:00.000Z' },
    });
    render(
      <SessionContext.Provider value={{ status: 'ready', user: meena, signIn: () => undefined, signOut: () => undefined }}>
        <MemoryRouter initialEntries={[`/my-requests/grievances/${ID}`]}>
          <Routes>
            <Route path="/my-requests/grievances/:complaintId" element={<MyGrievancePage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    const user = userEvent.setup();
    const reopen = await screen.findByRole('form', { name: 'Reopen the complaint' }, { timeout: 5_000 });
    expect(within(reopen).queryByLabelText('Email', { exact: true })).not.toBeInTheDocument();

    await user.type(within(reopen).getByLabelText('Why is the problem not solved?'), 'Still leaking.');
    await user.click(within(reopen).getByRole('button', { name: 'Reopen complaint' }));

    expect(await screen.findByText(`Complaint ${ID} is reopened and back with the office.`)).toBeVisible();
    expect(posted.map((call) => call.body)).toEqual([{ reason: 'Still leaking.' }]);
  });
});

describe('reopening and rating in Tamil', { timeout: 30_000 }, () => {
  showPagesInTamil();

  it('asks in Tamil, and names each rating in Tamil', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/grievances', element: <GrievancesPage /> }], {
      initialEntries: [`/grievances?complaint=${ID}`],
    });
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
    const reopen = await screen.findByRole('form', { name: 'புகாரை மீண்டும் திறக்க' }, { timeout: 5_000 });
    const group = screen.getByRole('group', { name: 'உங்கள் மதிப்பீடு' });
    expect(within(group).getByRole('radio', { name: '5 – மிக நன்று' })).toBeInTheDocument();

    await user.click(within(reopen).getByRole('button', { name: 'புகாரை மீண்டும் திறக்க' }));

    const summary = await within(reopen).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'புகாரை அனுப்பிய மின்னஞ்சல் முகவரியை உள்ளிடவும்.' })).toBeVisible();
  });
});

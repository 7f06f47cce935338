import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationTracked } from '../../../src/shared/api/my-requests-types';
import { TrackPage } from '../../../src/client/features/track/track-page';
import { apiClient } from '../../../src/client/lib/api-client';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const TRACKED: ApplicationTracked = {
  reference: 'BIR-7K3M-9QXD',
  type: 'birth',
  status: 'pending',
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  dueBy: '2026-12-04T06:30:00.000Z',
};

/** The server, as far as the page can tell: every lookup finds the application; the params asked are kept. */
function everyLookupFinds(): unknown[] {
  const asked: unknown[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(config.params);
    return { status: 200, data: TRACKED, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return asked;
}

function openTrack() {
  const router = createMemoryRouter(
    [
      { path: '/track', element: <TrackPage /> },
      { path: '/grievances', element: <h1>Grievances</h1> },
    ],
    { initialEntries: ['/track'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('tracking an application', () => {
  it('sums up what is missing at the top, takes the focus there and links each message to its field, asking nothing of the server', async () => {
    const asked = everyLookupFinds();
    const user = userEvent.setup();
    openTrack();
    await user.click(screen.getByRole('button', { name: 'Track' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Please enter the reference of the application.', 'Please enter the mobile number given in the application.']);
    await user.click(within(summary).getByRole('link', { name: 'Please enter the mobile number given in the application.' }));
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(
      'The number given in the application. Not needed for a complaint ID. Error: Please enter the mobile number given in the application.',
    );
    expect(asked).toEqual([]);
  });

  it('shows the answer, and takes it away when the next lookup cannot be sent', async () => {
    const asked = everyLookupFinds();
    const user = userEvent.setup();
    openTrack();
    await user.type(screen.getByLabelText('Reference or complaint ID'), ' bir-7k3m-9qxd ');
    await user.type(screen.getByLabelText('Mobile number'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Application BIR-7K3M-9QXD');
    await waitFor(() => expect(answer).toHaveFocus());
    expect(asked).toEqual([{ reference: 'bir-7k3m-9qxd', mobile: '98765 43210' }]);

    await user.clear(screen.getByLabelText('Reference or complaint ID'));
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Please enter the reference of the application.' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('sends a complaint ID to the complaint tracker without asking for a mobile number', async () => {
    const asked = everyLookupFinds();
    const user = userEvent.setup();
    const router = openTrack();
    await user.type(screen.getByLabelText('Reference or complaint ID'), ' grv-7k3m-9qxd ');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('heading', { name: 'Grievances' })).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/grievances?complaint=GRV-7K3M-9QXD');
    expect(asked).toEqual([]);
  });
});

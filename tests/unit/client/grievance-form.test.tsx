import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../src/shared/api/paths';
import { GrievancesPage } from '../../../src/client/features/grievances/pages/grievances-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { pressSubmit } from '../press-submit';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function openGrievances() {
  const router = createMemoryRouter([{ path: '/grievances', element: <GrievancesPage /> }], { initialEntries: ['/grievances'] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

// Typing a whole form with user-event takes seconds on a loaded 2-core CI machine.
describe('grievance form', { timeout: 20_000 }, () => {
  it('sums up what is missing at the top, with a link that takes the person to the field', async () => {
    const user = userEvent.setup();
    openGrievances();

    await pressSubmit(user, 'Submit Grievance');

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(summary).toHaveFocus();
    // The spec words every missing field alike: said once, linked to the first of them.
    const link = within(summary).getByRole('link', { name: 'Please fill in all required fields.' });
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }

    await user.click(link);
    expect(screen.getByLabelText('Name', { exact: true })).toHaveFocus();
  });

  it('sums up a missing complaint ID at the top of the tracker, linked to its field, and asks the server nothing', async () => {
    const calls: string[] = [];
    apiClient.defaults.adapter = async (config) => {
      calls.push(config.url ?? '');
      return { status: 200, data: {}, statusText: 'OK', headers: {}, config };
    };
    // The form reads the wards when it opens; the tracker asks nothing.
    const trackerCalls = () => calls.filter((url) => url !== apiPaths.places);
    const user = userEvent.setup();
    openGrievances();
    const tracker = screen.getByRole('region', { name: 'Track a Complaint' });
    const field = within(tracker).getByLabelText('Complaint ID');
    await user.type(field, '   ');
    await user.click(within(tracker).getByRole('button', { name: 'Track Complaint' }));

    const summary = await within(tracker).findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await vi.waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'Please enter a complaint ID.' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'As given when you submitted it, for example GRV-7K3M-9QXD. Error: Please enter a complaint ID.',
    );
    // Edited, the field's error goes, and the summary with it.
    await user.type(field, 'GRV');
    expect(within(tracker).queryByRole('alert')).not.toBeInTheDocument();
    expect(trackerCalls()).toEqual([]);
  });

  it('tracks a complaint ID brought from /track at once, shows it in the field, and lets the person type another', async () => {
    const asked: string[] = [];
    apiClient.defaults.adapter = async (config) => {
      if (config.url !== apiPaths.places) asked.push(config.url ?? '');
      return {
        status: 200,
        data: { complaintId: 'GRV-7K3M-9QXD', status: 'Pending', updatedAt: '2026-11-20T06:30:00.000Z' },
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const router = createMemoryRouter([{ path: '/grievances', element: <GrievancesPage /> }], {
      initialEntries: ['/grievances?complaint=grv-7k3m-9qxd'],
    });
    render(
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
    const tracker = screen.getByRole('region', { name: 'Track a Complaint' });
    expect(await within(tracker).findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('Complaint GRV-7K3M-9QXD');
    const field = within(tracker).getByLabelText('Complaint ID');
    expect(field).toHaveValue('GRV-7K3M-9QXD');

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'grv-2222-3333');
    expect(field).toHaveValue('grv-2222-3333');
    await user.click(within(tracker).getByRole('button', { name: 'Track Complaint' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatch(/GRV-2222-3333$/);
  });

  it('links a wrong email address to the Email field', async () => {
    const user = userEvent.setup();
    openGrievances();

    await user.type(screen.getByLabelText('Name', { exact: true }), 'Meena Sundaram');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'meena.example.in');
    await user.selectOptions(screen.getByLabelText('Subject', { exact: true }), 'gas');
    await user.type(screen.getByLabelText('Message', { exact: true }), 'Gas cylinder not delivered.');
    await pressSubmit(user, 'Submit Grievance');

    const summary = await screen.findByRole('alert');
    await user.click(within(summary).getByRole('link', { name: 'Please enter a valid email address.' }));
    expect(screen.getByLabelText('Email', { exact: true })).toHaveFocus();
    expect(within(summary).queryByText('Please fill in all required fields.')).not.toBeInTheDocument();
    // What was typed is kept as a draft; the test ends once it is written, not while it is.
    expect(await screen.findByText(/Draft saved on this device/)).toBeVisible();
  });

  it('gives up on a call that has not answered within 10 s, and keeps the grievance on the device to be sent later', async () => {
    const timeouts: unknown[] = [];
    apiClient.defaults.adapter = async (config) => {
      if (config.url !== apiPaths.places) timeouts.push(config.timeout);
      throw new AxiosError(`timeout of ${String(config.timeout)}ms exceeded`, 'ECONNABORTED', config);
    };
    const user = userEvent.setup();
    openGrievances();

    await user.type(screen.getByLabelText('Name', { exact: true }), 'Meena Sundaram');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'meena@example.in');
    await user.selectOptions(screen.getByLabelText('Subject', { exact: true }), 'electricity');
    await user.type(screen.getByLabelText('Message', { exact: true }), 'Street light out.');
    await pressSubmit(user, 'Submit Grievance');

    expect(await screen.findByText(/Saved on this device\./, {}, { timeout: 5_000 })).toBeVisible();
    expect(timeouts).toEqual([10_000]);
  });
});

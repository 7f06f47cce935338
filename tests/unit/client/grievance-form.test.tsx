import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrievancesPage } from '../../../src/client/features/grievances/pages/grievances-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';

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

    await user.click(screen.getByRole('button', { name: 'Submit Grievance' }));

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

  it('links a wrong email address to the Email field', async () => {
    const user = userEvent.setup();
    openGrievances();

    await user.type(screen.getByLabelText('Name', { exact: true }), 'Meena Sundaram');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'meena.example.in');
    await user.selectOptions(screen.getByLabelText('Subject', { exact: true }), 'gas');
    await user.type(screen.getByLabelText('Message', { exact: true }), 'Gas cylinder not delivered.');
    await user.click(screen.getByRole('button', { name: 'Submit Grievance' }));

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
      timeouts.push(config.timeout);
      throw new AxiosError(`timeout of ${String(config.timeout)}ms exceeded`, 'ECONNABORTED', config);
    };
    const user = userEvent.setup();
    openGrievances();

    await user.type(screen.getByLabelText('Name', { exact: true }), 'Meena Sundaram');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'meena@example.in');
    await user.selectOptions(screen.getByLabelText('Subject', { exact: true }), 'electricity');
    await user.type(screen.getByLabelText('Message', { exact: true }), 'Street light out.');
    await user.click(screen.getByRole('button', { name: 'Submit Grievance' }));

    expect(await screen.findByText(/Saved on this device\./, {}, { timeout: 5_000 })).toBeVisible();
    expect(timeouts).toEqual([10_000]);
  });
});

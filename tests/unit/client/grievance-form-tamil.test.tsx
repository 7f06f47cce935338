import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrievancesPage } from '../../../src/client/features/grievances/pages/grievances-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { showPagesInTamil } from '../in-tamil';
import { pressSubmit } from '../press-submit';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const realAdapter = apiClient.defaults.adapter;
showPagesInTamil();
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

/** The server, as far as the tracker can tell: every complaint has `status`. */
function complaintsAre(status: string | null) {
  const adapter: AxiosAdapter = async (config) => {
    const response = {
      status: status ? 200 : 404,
      data: status ? { complaintId: 'GRV-7K3M-9QXD', status } : { error: 'Not found' },
      statusText: '',
      headers: {},
      config,
    };
    if (!status) throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

describe('grievances in Tamil', { timeout: 20_000 }, () => {
  it('names the fields and subjects in Tamil and says what is missing in Tamil', async () => {
    const user = userEvent.setup();
    openGrievances();
    expect(screen.getByRole('heading', { name: 'குறைகள்', level: 1 })).toBeVisible();
    const subject = screen.getByLabelText('குறையின் வகை', { exact: true });
    expect(within(subject).getByRole('option', { name: 'குடிநீர்' })).toHaveValue('water');

    await pressSubmit(user, 'குறையைச் சமர்ப்பிக்க');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'தேவையான எல்லா விவரங்களையும் நிரப்பவும்.' })).toBeVisible();
    for (const label of ['பெயர்', 'மின்னஞ்சல்', 'குறையின் வகை', 'புகார் விவரம்']) {
      expect(screen.getByLabelText(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('says a wrong email address in Tamil, on its field', async () => {
    const user = userEvent.setup();
    openGrievances();
    await user.type(screen.getByLabelText('பெயர்', { exact: true }), 'மீனா');
    await user.type(screen.getByLabelText('மின்னஞ்சல்', { exact: true }), 'meena.example.in');
    await user.selectOptions(screen.getByLabelText('குறையின் வகை', { exact: true }), 'gas');
    await user.type(screen.getByLabelText('புகார் விவரம்', { exact: true }), 'எரிவாயு சிலிண்டர் வரவில்லை.');
    await pressSubmit(user, 'குறையைச் சமர்ப்பிக்க');

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.' })).toBeVisible();
    expect(screen.getByLabelText('மின்னஞ்சல்', { exact: true })).toHaveAccessibleDescription(/சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்/);
    // What was typed is kept as a draft; the test ends once it is written, not while it is.
    await screen.findByText(/\d{1,2}:\d{2}/);
  });

  // The answers come through the API client's lazily loaded chunk (and, for a refusal, the Tamil
  // error texts): on a loaded CI machine that can take longer than findBy's default second.
  it('tracks a complaint and shows its status in Tamil', async () => {
    complaintsAre('In Progress');
    const user = userEvent.setup();
    openGrievances();
    await user.click(screen.getByRole('button', { name: 'நிலையை அறிய' }));
    const missing = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(missing).toHaveTextContent('புகார் எண்ணை உள்ளிடவும்.');
    // The message takes the focus a frame later, to be read out; the person then goes back to the field.
    await waitFor(() => expect(missing).toHaveFocus());

    await user.type(screen.getByLabelText('புகார் எண்'), 'grv-7k3m-9qxd');
    expect(screen.getByLabelText('புகார் எண்')).toHaveValue('grv-7k3m-9qxd');
    await user.click(screen.getByRole('button', { name: 'நிலையை அறிய' }));
    expect(await screen.findByRole('status', {}, { timeout: 5_000 })).toHaveTextContent('புகார் GRV-7K3M-9QXD: நடவடிக்கையில்');

    complaintsAre(null);
    await user.click(screen.getByRole('button', { name: 'நிலையை அறிய' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'இந்தப் புகார் எண் கிடைக்கவில்லை. எண்ணைச் சரிபார்த்து மீண்டும் முயலவும்.',
    );
  });
});

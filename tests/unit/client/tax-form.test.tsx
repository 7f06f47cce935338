import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TaxFormPage } from '../../../src/client/features/taxes/pages/tax-form-page';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

function open(path: string) {
  const router = createMemoryRouter([{ path: '/taxes/:slug', element: <TaxFormPage /> }], { initialEntries: [path] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

// Typing a whole form with user-event takes seconds on a loaded 2-core machine.
describe('a tax form', { timeout: 20_000 }, () => {
  it('checks every field before creating an order, each message in the summary linked to its field', async () => {
    const user = userEvent.setup();
    open('/taxes/property');
    await user.type(screen.getByLabelText('Ward Number'), '0');
    await user.type(screen.getByLabelText('Amount (₹)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Proceed to Pay' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    for (const message of ['Owner Name is required', 'Ward number must be a whole number of at least 1', 'Amount must be at least 0', 'Please choose a payment method']) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByLabelText('Ward Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Check your answers before sending' })).toBeNull();
  });
});

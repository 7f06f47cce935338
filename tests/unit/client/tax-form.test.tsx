import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { TaxReceipt } from '../../../src/shared/api/submissions/tax-types';
import { PaymentSubmittedPage } from '../../../src/client/features/taxes/pages/payment-submitted-page';
import { TaxFormPage } from '../../../src/client/features/taxes/pages/tax-form-page';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { keepConfirmation } from '../../../src/client/offline/copies';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { pressSubmit } from '../press-submit';

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
    await pressSubmit(user, 'Proceed to Pay');

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    for (const message of [
      'Owner Name is required',
      'Ward number must be a whole number of at least 1',
      'Amount must be at least 0',
      'Please choose a payment method',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByLabelText('Ward Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('region', { name: 'Check your answers before sending' })).toBeNull();
  });
});

describe('the receipt of a payment made without an account', () => {
  const receipt: TaxReceipt = {
    reference: 'TAX-7K3M-9QXD',
    type: 'property',
    identifiers: {
      ownerName: 'Ravi Kumar',
      mobile: '9876543210',
      propertyId: 'PROP-0042',
      wardNo: '12',
      doorNo: '7A',
      address: '7A Temple Street',
    },
    period: 'Jul-Sep',
    amount: 125_050,
    lateFee: 20_000,
    total: 145_050,
    paymentMethod: 'upi',
    paidAt: '2026-11-20T06:30:00.000Z',
    paymentId: 'pay_sandbox_1',
    receiptNumber: 'MUN/RCT/2026/000042',
    verifyUrl: 'https://portal.example/verify/MUN%2FRCT%2F2026%2F000042?t=token',
  };

  it('is kept on the device with its number and its verify page, and has no PDF to download (there is no account to fetch it with)', async () => {
    const id = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c42';
    await keepConfirmation(anonymousOwner(), { kind: 'payment', id, reference: receipt.reference, type: 'property', receipt });
    render(
      <SessionContext.Provider value={{ status: 'ready', user: null, signIn: () => undefined, signOut: () => undefined }}>
        <MemoryRouter initialEntries={[`/taxes/submitted/${id}`]}>
          <Routes>
            <Route path="/taxes/submitted/:id" element={<PaymentSubmittedPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );

    const kept = await screen.findByRole('region', { name: 'Payment Receipt' });
    expect(kept).toHaveTextContent('MUN/RCT/2026/000042');
    expect(kept).toHaveTextContent('PROP-0042');
    expect(kept).toHaveTextContent('₹1,450.50');
    expect(within(kept).getByRole('link', { name: 'Open its verify page' })).toHaveAttribute('href', receipt.verifyUrl);
    expect(within(kept).getByRole('button', { name: 'Print receipt' })).toBeVisible();
    expect(within(kept).queryByRole('button', { name: 'Download receipt' })).toBeNull();
  });
});

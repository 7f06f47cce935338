import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import type { MyPaymentDetail } from '../../../src/shared/api/my-requests-types';
import { apiPaths } from '../../../src/shared/api/paths';
import type { PaymentVerified, TaxOrderCreated } from '../../../src/shared/api/submissions/tax-types';
import { MyPaymentPage } from '../../../src/client/features/taxes/pages/my-payment-page';
import { TaxFormPage } from '../../../src/client/features/taxes/pages/tax-form-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import { showPagesInTamil } from '../in-tamil';

/*
 * An order made and not paid, on its own page (decision 074): Pay now continues with the same
 * gateway order, Cancel asks first, and an expired or cancelled order offers only Pay again, with
 * the bill's details in the form.
 */

const ID = '3b9f1c2e-5a47-4d8b-9e61-0c2d4f6a8b10';
const ORDER_ID = 'order_SbX7Kq2LmN4pR8';
const meena = { _id: 'u-meena', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;

const unpaid: MyPaymentDetail = {
  id: ID,
  reference: 'TAX-7KQ2-LM4P',
  type: 'property',
  amount: 2000,
  lateFee: 50,
  total: 2050,
  status: 'created',
  createdAt: '2026-11-28T06:30:00.000Z',
  identifiers: {
    ownerName: 'Meena Kumari',
    mobile: '9876543210',
    propertyId: 'W4-1123',
    wardNo: '12',
    doorNo: '7A',
    address: '7A Temple Street',
  },
  period: '2025-2026',
  billMonth: null,
  dueDate: '2026-11-20',
  paymentMethod: 'upi',
  updatedAt: '2026-11-28T06:30:00.000Z',
  paidAt: null,
  orderId: ORDER_ID,
  paymentId: null,
  refundId: null,
  receipt: null,
  timeline: [{ at: '2026-11-28T06:30:00.000Z', status: 'created' }],
};

const receipt = {
  reference: unpaid.reference,
  type: 'property' as const,
  identifiers: unpaid.identifiers,
  period: '2025-2026',
  amount: 200_000,
  lateFee: 5_000,
  total: 205_000,
  paymentMethod: 'upi' as const,
  paidAt: '2026-11-28T07:00:00.000Z',
  paymentId: 'pay_Sb1',
  receiptNumber: 'MUN/RCT/2026/000042',
};

const theSameOrder: TaxOrderCreated = {
  orderId: ORDER_ID,
  amount: 205_000,
  id: ID,
  currency: 'INR',
  provider: 'sandbox',
  lateFee: 5_000,
  reference: unpaid.reference,
};

/** A stand-in for the server: the payment as it stands, what each call answers, and every call it received. */
function fakeServer(start: MyPaymentDetail, answers: { checkout?: () => { status: number; data: unknown } } = {}) {
  let payment = start;
  const received: { method: string; url: string; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    received.push({ method, url, body });
    const answer = (status: number, data: unknown) => {
      const response = { status, statusText: String(status), headers: {}, config, data };
      if (status < 400) return response;
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    };
    if (method === 'GET' && url === apiPaths.me.payment(ID)) return answer(200, payment);
    if (url === apiPaths.me.paymentCheckout(ID)) {
      const given = answers.checkout?.() ?? { status: 200, data: theSameOrder };
      return answer(given.status, given.data);
    }
    if (url === apiPaths.payments.sandboxCheckout) return answer(200, { paymentId: 'pay_Sb1', orderId: ORDER_ID, signature: 'f00d' });
    if (url === apiPaths.taxes.verify) {
      payment = { ...payment, status: 'paid', paidAt: receipt.paidAt, paymentId: 'pay_Sb1', receipt };
      return answer(200, { verified: true, receipt } satisfies PaymentVerified);
    }
    if (url === apiPaths.me.paymentCancel(ID)) {
      payment = {
        ...payment,
        status: 'cancelled',
        timeline: [...payment.timeline, { at: '2026-11-28T07:00:00.000Z', status: 'cancelled' }],
      };
      return answer(200, { id: ID, status: 'cancelled' });
    }
    return answer(404, { error: 'Not found', code: 'not_found' });
  };
  apiClient.defaults.adapter = adapter;
  return { received: () => received.filter((call) => call.method === 'POST') };
}

const realAdapter = apiClient.defaults.adapter;
beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function openPaymentPage() {
  render(
    <SessionContext.Provider value={{ status: 'ready', user: meena, signIn: () => undefined, signOut: () => undefined }}>
      <MemoryRouter initialEntries={[`/my-requests/payments/${ID}`]}>
        <Routes>
          <Route path="/my-requests/payments/:id" element={<MyPaymentPage />} />
          <Route path="/taxes/:slug" element={<TaxFormPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('an unpaid order on its own page', () => {
  it('Pay now continues with the same order, and the page then shows the receipt', async () => {
    const server = fakeServer(unpaid);
    openPaymentPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const checkout = await screen.findByRole('dialog', { name: 'Pay ₹2,050.00' });
    await user.click(within(checkout).getByRole('button', { name: 'Pay now' }));

    expect(await screen.findByText('Payment successful and verified!')).toBeVisible();
    expect(await screen.findByText('MUN/RCT/2026/000042')).toBeVisible();
    expect((await screen.findAllByText('Paid')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    // The same order throughout: no new order was made, the checkout and verify named the stored one.
    expect(server.received().map((call) => call.url)).toEqual([
      apiPaths.me.paymentCheckout(ID),
      apiPaths.payments.sandboxCheckout,
      apiPaths.taxes.verify,
    ]);
    expect(server.received()[1]?.body).toMatchObject({ orderId: ORDER_ID });
    expect(server.received()[2]?.body).toMatchObject({ orderId: ORDER_ID, id: ID });
  });

  it('Cancel asks first, sends nothing when kept, and once confirmed shows the order cancelled with Pay again', async () => {
    const server = fakeServer(unpaid);
    openPaymentPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel this payment' }));
    const question = screen.getByRole('dialog', { name: 'Cancel this payment of ₹2,050.00?' });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.received()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel this payment' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the payment' }));

    expect(await screen.findByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Pay again' })).toBeVisible();
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(server.received().map((call) => call.url)).toEqual([apiPaths.me.paymentCancel(ID)]);
  });

  it('an expired order offers only Pay again, which opens the form with the same bill details', async () => {
    fakeServer({ ...unpaid, status: 'expired' });
    openPaymentPage();
    const user = userEvent.setup();

    expect((await screen.findAllByText('Not paid in time'))[0]).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pay again' }));

    const form = await screen.findByRole('form', { name: 'Property Tax Payment' });
    expect(within(form).getByLabelText(/Property ID/)).toHaveValue('W4-1123');
    expect(within(form).getByLabelText(/Owner Name/)).toHaveValue('Meena Kumari');
    expect(within(form).getByLabelText(/Payable Amount|Amount/)).toHaveValue('2000');
  });

  it('an order the server finds past its day says so and offers Pay again', async () => {
    fakeServer(unpaid, {
      checkout: () => ({
        status: 409,
        data: {
          error: 'This order was not paid within 24 hours and has expired. Start a new payment for the bill.',
          code: 'tax.order_expired',
        },
      }),
    });
    openPaymentPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order was not paid within 24 hours and has expired.');
    expect(screen.getByRole('link', { name: 'Pay again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

describe('the same actions in Tamil', () => {
  showPagesInTamil();

  it('names the actions and the cancelled status in Tamil', async () => {
    fakeServer(unpaid);
    openPaymentPage();
    const user = userEvent.setup();

    expect(await screen.findByRole('button', { name: 'இப்போது செலுத்த' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'இந்தக் கட்டணத்தை ரத்து செய்ய' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'கட்டணத்தை ரத்து செய்' }));
    expect(await screen.findByText('கட்டணம் ரத்து செய்யப்பட்டது. எந்தத் தொகையும் பிடிக்கப்படவில்லை.')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'மீண்டும் செலுத்த' })).toBeVisible();
    expect(screen.getAllByText('ரத்து செய்யப்பட்டது').length).toBeGreaterThan(0);
  });
});

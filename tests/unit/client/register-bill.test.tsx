import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../src/shared/api/paths';
import type { Bill, TaxOrderCreated } from '../../../src/shared/api/submissions/tax-types';
import { TaxFormPage } from '../../../src/client/features/taxes/pages/tax-form-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { pressSubmit } from '../press-submit';
import { showPagesInTamil } from '../in-tamil';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

/*
 * The bill from the municipality's register in the tax form (decision 075): found by its number,
 * paid as the register says with no amount typed, arrears offered, a paid period refused, a number
 * the register lacks explained, and the last bill kept for a visit without a connection.
 */

const bill: Bill = {
  type: 'property',
  number: 'PT/12/0345',
  name: 'R***a K***r',
  identifiers: { wardNo: '12' },
  dues: [
    {
      billNumber: '41',
      period: 'Jan-Mar',
      periodStart: '2026-01-01',
      dueDate: '2026-03-31',
      amount: 3000,
      lateFee: 200,
      rebate: 0,
      total: 3200,
      status: 'due',
    },
    {
      billNumber: '42',
      period: 'Apr-Jun',
      periodStart: '2026-04-01',
      dueDate: '2026-06-30',
      amount: 5000,
      lateFee: 0,
      rebate: 250,
      total: 4750,
      status: 'due',
    },
    {
      billNumber: '43',
      period: 'Jul-Sep',
      periodStart: '2026-07-01',
      dueDate: '2026-09-30',
      amount: 5000,
      lateFee: 0,
      rebate: 0,
      total: 5000,
      status: 'paid',
      receiptNumber: 'MUN/RCT/2026/000042',
      verifyUrl: 'https://portal.example/verify/MUN%2FRCT%2F2026%2F000042?t=token',
    },
  ],
  totalDue: 7950,
};

const notInRegister = {
  error:
    "No bill with this number is in the municipality's register. You can still pay the amount on your notice: the tax office will check it.",
  code: 'bill.not_found',
  values: { assessment: 'self' },
};

/** A stand-in for the server: the bill of PT/12/0345, a 404 for any other number, and every call it received. */
function fakeServer() {
  const received: { method: string; url: string; params: unknown; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    received.push({ method, url, params: config.params, body });
    const answer = (status: number, data: unknown) => {
      const response = { status, statusText: String(status), headers: {}, config, data };
      if (status < 400) return response;
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    };
    if (url === apiPaths.bills) {
      const number = String((config.params as Record<string, string>).propertyId);
      return number.toUpperCase().replace(/\s/g, '') === 'PT/12/0345' ? answer(200, bill) : answer(404, notInRegister);
    }
    if (url === apiPaths.taxes.createOrder) {
      return answer(201, {
        orderId: 'order_Sb1',
        amount: 475_000,
        id: '3b9f1c2e-5a47-4d8b-9e61-0c2d4f6a8b10',
        currency: 'INR',
        provider: 'sandbox',
        lateFee: 0,
        rebate: 25_000,
        reference: 'TAX-7KQ2-LM4P',
      } satisfies TaxOrderCreated);
    }
    return answer(404, { error: 'Not found', code: 'not_found' });
  };
  apiClient.defaults.adapter = adapter;
  return { received };
}

function openForm() {
  const router = createMemoryRouter([{ path: '/taxes/:slug', element: <TaxFormPage /> }], { initialEntries: ['/taxes/property'] });
  return render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

const realAdapter = apiClient.defaults.adapter;
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, value });
beforeEach(() => online(true));
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

describe('a tax form with the register’s bill', { timeout: 20_000 }, () => {
  it('pays the bill of the period chosen as the register says: no amount to type, the rebate taken off, the bill number sent', async () => {
    const server = fakeServer();
    openForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Property ID'), 'pt/12/0345');
    await user.selectOptions(screen.getByLabelText('Period'), 'Apr-Jun');
    await user.click(screen.getByRole('button', { name: 'Find my bill' }));

    const panel = await screen.findByRole('region', { name: "Your bill from the municipality's register" });
    expect(await within(panel).findByText('Name in the register: R***a K***r')).toBeVisible();
    expect(panel).toHaveTextContent('You are paying this bill.');
    expect(panel).toHaveTextContent('₹5,000.00');
    expect(panel).toHaveTextContent('-₹250.00');
    expect(panel).toHaveTextContent('2 bills are due, ₹7,950.00 in all.');
    // The bill being paid is not offered again among the others.
    expect(
      within(panel)
        .getAllByRole('button', { name: /^Pay the bill of/ })
        .map((button) => button.textContent),
    ).toEqual(['Pay the bill of Jan-Mar 2026']);
    // The amount and the due date are the bill's: nothing to type.
    expect(screen.queryByLabelText('Amount (₹)')).toBeNull();
    expect(screen.queryByLabelText('Due Date')).toBeNull();
    expect(screen.getByText('Paid early: a rebate of ₹250.00 is taken off.')).toBeVisible();
    expect(screen.getByText('Total payable').closest('p')).toHaveTextContent('₹4,750.00');

    for (const [label, value] of [
      ['Owner Name', 'Rama Kumar'],
      ['Mobile Number', '9876543210'],
      ['Ward Number', '12'],
      ['Door Number', '7A'],
      ['Address', '7A Temple Street'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'upi');
    await pressSubmit(user, 'Proceed to Pay');
    const answers = await screen.findByRole('region', { name: 'Check your answers before sending' });
    expect(answers).toHaveTextContent('Rebate for early payment');
    await user.click(within(answers).getByRole('button', { name: 'Proceed to Pay' }));

    await screen.findByRole('dialog');
    const order = server.received.find((call) => call.url === apiPaths.taxes.createOrder);
    expect(order?.body).toMatchObject({ type: 'property', period: 'Apr-Jun', amount: 5000, dueDate: '2026-06-30', billNumber: '42' });
    expect(server.received.find((call) => call.url === apiPaths.bills)?.params).toEqual({ type: 'property', propertyId: 'pt/12/0345' });
  });

  it('offers the arrears, one press to pay one; a period already paid is refused with its receipt shown', async () => {
    fakeServer();
    openForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Property ID'), 'PT/12/0345');
    await user.selectOptions(screen.getByLabelText('Period'), 'Jul-Sep');
    await user.click(screen.getByRole('button', { name: 'Find my bill' }));

    expect(await screen.findByText('The bill of this period has already been paid.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check the receipt' })).toHaveAttribute('href', bill.dues[2]?.verifyUrl);
    await pressSubmit(user, 'Proceed to Pay');
    expect(await screen.findByRole('link', { name: 'The bill of this period has already been paid.' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay the bill of Jan-Mar 2026' }));
    expect(screen.getByLabelText('Period')).toHaveValue('Jan-Mar');
    expect(screen.getByText('The due date has passed: a late fee of ₹200.00 is added.')).toBeVisible();
    expect(screen.getByText('Total payable').closest('p')).toHaveTextContent('₹3,200.00');
  });

  it('explains a number the register does not hold, and leaves the amount on the notice to type', async () => {
    fakeServer();
    openForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Property ID'), 'PT/99/0001');
    await user.click(screen.getByRole('button', { name: 'Find my bill' }));
    expect(await screen.findByText(notInRegister.error)).toBeVisible();
    expect(screen.getByLabelText('Amount (₹)')).toBeVisible();
  });

  it('keeps the last bill for a visit without a connection, and says when it was read', async () => {
    fakeServer();
    const first = openForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Property ID'), 'PT/12/0345');
    await user.selectOptions(screen.getByLabelText('Period'), 'Apr-Jun');
    await user.click(screen.getByRole('button', { name: 'Find my bill' }));
    await screen.findByText('You are paying this bill.');
    expect(await screen.findByText(/^Draft saved on this device at/)).toBeVisible();
    first.unmount();

    online(false);
    openForm();
    expect(await screen.findByText('You are paying this bill.')).toBeVisible();
    expect(screen.getByText(/^As the register showed it on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. Paying needs a connection\.$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Find my bill' }));
    expect(await screen.findByText('You are offline: the bill cannot be looked up now. Try again when you are connected.')).toBeVisible();
  });
});

describe('the register’s bill in Tamil', { timeout: 20_000 }, () => {
  showPagesInTamil();

  it('shows the bill and its rebate in Tamil', async () => {
    fakeServer();
    openForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('சொத்து எண்'), 'PT/12/0345');
    await user.selectOptions(screen.getByLabelText('காலாண்டு'), 'Apr-Jun');
    await user.click(screen.getByRole('button', { name: 'என் கட்டணத்தைக் கண்டறி' }));
    expect(await screen.findByText('இந்தக் கட்டணத்தைச் செலுத்துகிறீர்கள்.')).toBeVisible();
    expect(screen.getByText('முன்கூட்டியே செலுத்துவதால் ₹250.00 தள்ளுபடி கழிக்கப்படுகிறது.')).toBeVisible();
  });
});

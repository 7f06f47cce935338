import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaxFormPage } from '../../../src/client/features/taxes/pages/tax-form-page';
import { TaxesPage } from '../../../src/client/features/taxes/pages/taxes-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { showPagesInTamil } from '../in-tamil';
import { sendAfterCheckingAnswers } from '../check-answers';
import { pressSubmit } from '../press-submit';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const realAdapter = apiClient.defaults.adapter;
showPagesInTamil();
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/taxes', element: <TaxesPage /> },
      { path: '/taxes/:slug', element: <TaxFormPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

/** A date in India's calendar, `days` from today. */
const indiaDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

// Typing a whole form with user-event takes seconds on a loaded 2-core machine.
describe('tax forms in Tamil', { timeout: 20_000 }, () => {
  it('lists the five taxes and bills in Tamil', () => {
    open('/taxes');
    expect(screen.getByRole('heading', { name: 'வரிகள் மற்றும் கட்டணங்கள்', level: 1 })).toBeVisible();
    for (const title of ['சொத்து வரி', 'குடிநீர் வரி', 'மின் கட்டணம்', 'எரிவாயு கட்டணம்', 'நில வரி']) {
      expect(screen.getByRole('link', { name: title })).toBeVisible();
    }
  });

  it('names every field in Tamil, and an empty submit says what is missing in Tamil, on each field and at the top', async () => {
    const user = userEvent.setup();
    open('/taxes/property');
    expect(screen.getByRole('heading', { name: 'சொத்து வரி செலுத்துதல்', level: 1 })).toBeVisible();
    const period = screen.getByLabelText('காலாண்டு');
    expect(within(period).getByRole('option', { name: 'ஜூலை–செப்டம்பர்' })).toHaveValue('Jul-Sep');
    expect(within(screen.getByLabelText('செலுத்தும் முறை')).getByRole('option', { name: 'டெபிட் கார்டு' })).toHaveValue('debit');

    await user.type(screen.getByLabelText('வார்டு எண்'), '0');
    await pressSubmit(user, 'செலுத்தத் தொடரவும்');

    const summary = await screen.findByRole('alert');
    for (const message of [
      'உரிமையாளர் பெயர் கட்டாயம் தேவை',
      'வார்டு எண் 1 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
      'காலாண்டு: பட்டியலில் உள்ள ஒன்றைத் தேர்ந்தெடுக்கவும்',
      'செலுத்த வேண்டிய கடைசி நாள் கட்டாயம் தேவை',
      'தொகை கட்டாயம் தேவை',
      'செலுத்தும் முறையைத் தேர்ந்தெடுக்கவும்',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    const owner = screen.getByLabelText('உரிமையாளர் பெயர்');
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    expect(owner).toHaveAccessibleDescription(/உரிமையாளர் பெயர் கட்டாயம் தேவை/);
  });

  it('says what a gas bill is missing in Tamil: its own fields, the month and the amount', async () => {
    const user = userEvent.setup();
    open('/taxes/gas');
    await pressSubmit(user, 'செலுத்தத் தொடரவும்');

    const summary = await screen.findByRole('alert');
    for (const message of ['இணைப்பு எண் கட்டாயம் தேவை', 'கட்டண மாதத்தைத் தேர்ந்தெடுக்கவும்', 'தொகை கட்டாயம் தேவை', 'செலுத்தும் முறையைத் தேர்ந்தெடுக்கவும்']) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(summary).not.toHaveTextContent(/[A-Za-z]{3,}/);
  });

  it('takes an amount typed with commas ("85,000"), shows the total with the late fee, and sends the number', async () => {
    const bodies: unknown[] = [];
    const adapter: AxiosAdapter = async (config) => {
      bodies.push(JSON.parse(String(config.data)));
      const response = { status: 500, data: { error: 'Internal Server Error' }, statusText: '500', headers: {}, config };
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    };
    apiClient.defaults.adapter = adapter;
    const user = userEvent.setup();
    open('/taxes/gas');

    await user.type(screen.getByLabelText('இணைப்பு எண்'), 'GAS-778899');
    await user.type(screen.getByLabelText('எரிவாயு நிறுவனம்'), 'City Gas Ltd');
    await user.type(screen.getByLabelText('சேவை முகவரி'), '3 Lake View Road');
    await user.type(screen.getByLabelText('கட்டண மாதம்'), '2026-10');
    await user.type(screen.getByLabelText('செலுத்த வேண்டிய கடைசி நாள்'), indiaDate(-2));
    await user.type(screen.getByLabelText('செலுத்த வேண்டிய தொகை (₹)'), '85,000');
    await user.selectOptions(screen.getByLabelText('செலுத்தும் முறை'), 'upi');

    expect(screen.getByText('கடைசி நாள் கடந்துவிட்டது: ₹50.00 தாமதக் கட்டணம் சேர்க்கப்படுகிறது.')).toBeVisible();
    expect(screen.getByText('செலுத்த வேண்டிய மொத்தம்').parentElement).toHaveTextContent('₹85,050.00');

    await sendAfterCheckingAnswers(user, 'செலுத்தத் தொடரவும்', 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்');
    expect(await screen.findByText('கட்டண விவரங்களைச் சேமிப்பதில் பிழை. மீண்டும் முயலவும்.')).toBeVisible();
    expect(bodies).toEqual([expect.objectContaining({ type: 'gas', amount: 85000, billMonth: '2026-10', paymentMethod: 'upi' })]);
    expect(screen.getByLabelText('செலுத்த வேண்டிய தொகை (₹)')).not.toHaveAttribute('aria-invalid');
  });

  it('takes Indian grouping with paise ("1,00,000.50") and still refuses what is not an amount', async () => {
    const user = userEvent.setup();
    open('/taxes/land');
    const amount = screen.getByLabelText('செலுத்த வேண்டிய தொகை (₹)');
    await user.type(amount, '1,00,000.50');
    expect(screen.getByText('செலுத்த வேண்டிய மொத்தம்').parentElement).toHaveTextContent('₹1,00,000.50');

    await user.clear(amount);
    await user.type(amount, '85,000,');
    await pressSubmit(user, 'செலுத்தத் தொடரவும்');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'தொகை ஓர் எண்ணாக இருக்க வேண்டும்' })).toBeVisible();
  });
});

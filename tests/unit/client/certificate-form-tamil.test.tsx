import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationSubmittedPage } from '../../../src/client/features/certificates/pages/application-submitted-page';
import { CertificateFormPage } from '../../../src/client/features/certificates/pages/certificate-form-page';
import { CertificatesPage } from '../../../src/client/features/certificates/pages/certificates-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { showPagesInTamil } from '../in-tamil';
import { sendAfterCheckingAnswers } from '../check-answers';
import { pressSubmit } from '../press-submit';

/*
 * The certificate pages in Tamil: the definitions' words, the form engine's, and the
 * validation messages of the shared schema in Tamil, linked to their fields as in English.
 */
const realAdapter = apiClient.defaults.adapter;
showPagesInTamil();
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** The language the last call asked the server to answer in. */
let askedLanguage: unknown;

function serverAnswers(status: number, data: unknown) {
  const adapter: AxiosAdapter = async (config) => {
    askedLanguage = config.headers.get('Accept-Language');
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/certificates', element: <CertificatesPage /> },
      { path: '/certificates/:slug', element: <CertificateFormPage /> },
      { path: '/certificates/submitted/:id', element: <ApplicationSubmittedPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

async function fillBirth(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('குழந்தையின் முழுப் பெயர்'), 'Meena');
  await user.type(screen.getByLabelText('பிறந்த தேதி'), '2026-10-02');
  await user.selectOptions(screen.getByLabelText('பாலினம்'), 'Female');
  await user.type(screen.getByLabelText('பிறந்த இடம்'), 'Hospital');
  await user.type(screen.getByLabelText('தந்தையின் பெயர்'), 'Ravi');
  await user.type(screen.getByLabelText('தாயின் பெயர்'), 'Lakshmi');
  await user.type(screen.getByLabelText('நிரந்தர முகவரி'), '12 Temple Street');
  await user.type(screen.getByLabelText('தொடர்பு எண்'), '9876543210');
  await user.type(screen.getByLabelText('தகவல் அளிப்பவரின் பெயர்'), 'Ravi');
  await user.type(screen.getByLabelText('குழந்தையுடன் உறவு'), 'Father');
  await user.upload(screen.getByLabelText('பிறப்புச் சான்று'), pdf('proof.pdf'));
  await user.upload(screen.getByLabelText('முகவரிச் சான்று'), pdf('address.pdf'));
}

describe('the certificate pages in Tamil', () => {
  it('lists the six certificates by their Tamil names', () => {
    open('/certificates');
    expect(screen.getByRole('heading', { name: 'சான்றிதழ்கள்', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'பிறப்புச் சான்றிதழ்' })).toHaveAttribute('href', '/certificates/birth');
    expect(screen.getByRole('link', { name: 'சாதிச் சான்றிதழ்' })).toHaveAttribute('href', '/certificates/community');
  });

  it('shows the birth form with Tamil labels, hints, options and button', () => {
    open('/certificates/birth');
    expect(screen.getByRole('heading', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
    expect(screen.getByRole('form', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்' })).toBeVisible();
    for (const label of [
      'குழந்தையின் முழுப் பெயர்',
      'பிறந்த தேதி',
      'பிறந்த இடம்',
      'தந்தையின் பெயர்',
      'நிரந்தர முகவரி',
      'தொடர்பு எண்',
      'பிறப்புச் சான்று',
      'முகவரிச் சான்று',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const fatherAadhaar = screen.getByLabelText('தந்தையின் ஆதார் எண் (கட்டாயமில்லை)');
    expect(fatherAadhaar).toHaveAccessibleDescription('ஆதார் அட்டையில் உள்ளபடி 12 இலக்கங்கள்.');
    expect(
      within(screen.getByLabelText('பாலினம்'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['தேர்ந்தெடுக்கவும்', 'ஆண்', 'பெண்', 'மற்றவர்']);
    expect(screen.getByLabelText('பிறப்புச் சான்று')).toHaveAccessibleDescription(
      'JPG, PNG அல்லது PDF கோப்பு, அதிகபட்சம் 5 MB. புகைப்படங்கள் சேமிக்கப்படும் முன் சிறிதாக்கப்படும்.',
    );
    expect(screen.getByRole('group', { name: 'விவரங்கள்' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'ஆவணங்கள்' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்' })).toBeEnabled();
    expect(screen.queryByText(/Birth|Submit|optional/)).toBeNull();
  });

  it('answers an empty submit with the Tamil summary, each Tamil message linked to its field', async () => {
    const user = userEvent.setup();
    open('/certificates/birth');
    await user.type(screen.getByLabelText('தந்தையின் ஆதார் எண் (கட்டாயமில்லை)'), '12345');
    await user.type(screen.getByLabelText('தொடர்பு எண்'), '12345');
    await pressSubmit(user, 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்');

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'படிவத்தில் உள்ள பிழைகளைச் சரிசெய்யவும்' })).toBeVisible();
    expect(summary).toHaveFocus();
    const links = {
      childName: 'குழந்தையின் முழுப் பெயர் கட்டாயம் தேவை',
      gender: 'பாலினம் கட்டாயம் தேவை',
      fatherAadhaar: 'ஆதார் எண் சரியாக 12 இலக்கங்களாக இருக்க வேண்டும்',
      contact: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்',
      birthProof: 'பிறப்புச் சான்று கட்டாயம் தேவை',
    };
    for (const [name, message] of Object.entries(links)) {
      const link = within(summary).getByRole('link', { name: message });
      expect(link).toHaveAttribute('href', `#field-${name}`);
    }
    expect(summary).not.toHaveTextContent(/[A-Za-z]{3,}/);

    await user.click(within(summary).getByRole('link', { name: 'குழந்தையின் முழுப் பெயர் கட்டாயம் தேவை' }));
    const childName = screen.getByLabelText('குழந்தையின் முழுப் பெயர்');
    expect(childName).toHaveFocus();
    expect(childName).toHaveAccessibleDescription('பிழை: குழந்தையின் முழுப் பெயர் கட்டாயம் தேவை');
    expect(childName).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks the server for Tamil, says its refusal and marks the field it named', async () => {
    // What the server answers a request in Tamil (decision 070).
    serverAnswers(400, {
      error: 'குறிக்கப்பட்ட விவரங்களைச் சரிசெய்து மீண்டும் சமர்ப்பிக்கவும்.',
      code: 'validation_failed',
      fields: { birthProof: 'இந்த வகை ஆவணத்தை ஏற்க இயலாது' },
      fieldCodes: { birthProof: 'wrongType' },
    });
    const user = userEvent.setup();
    open('/certificates/birth');
    await fillBirth(user);
    await sendAfterCheckingAnswers(user, 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்', 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்');

    // The banner says what happened; the summary and the field say where, all in Tamil.
    const banner = await screen.findByText('பிழை: குறிக்கப்பட்ட விவரங்களைச் சரிசெய்து மீண்டும் சமர்ப்பிக்கவும்.');
    expect(askedLanguage).toBe('ta');
    expect(banner).toHaveAttribute('role', 'alert');
    const summary = screen.getAllByRole('alert').find((alert) => alert !== banner);
    expect(summary).toHaveTextContent('படிவத்தில் உள்ள பிழைகளைச் சரிசெய்யவும்இந்த வகை ஆவணத்தை ஏற்க இயலாது');
    expect(within(summary as HTMLElement).getByRole('link', { name: 'இந்த வகை ஆவணத்தை ஏற்க இயலாது' })).toHaveAttribute(
      'href',
      '#field-birthProof',
    );
    expect(screen.getByLabelText('பிறப்புச் சான்று')).toHaveAccessibleDescription(expect.stringContaining('பிழை: இந்த வகை ஆவணத்தை ஏற்க இயலாது'));
    expect(document.body).not.toHaveTextContent('Proof of Birth');
    expect(screen.getByLabelText('குழந்தையின் முழுப் பெயர்')).toHaveValue('Meena');
  });

  it('shows the reference in a Tamil sentence once the application is in', async () => {
    serverAnswers(201, { id: 'a1', applicationId: 'a1', reference: 'BIR-7K3M-9QXD', status: 'pending' });
    const user = userEvent.setup();
    open('/certificates/birth');
    await fillBirth(user);
    await sendAfterCheckingAnswers(user, 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்', 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்');

    expect(await screen.findByRole('region', { name: 'விண்ணப்பம் சமர்ப்பிக்கப்பட்டது' }, { timeout: 3000 })).toHaveTextContent(
      'விண்ணப்பம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது! உங்கள் குறிப்பு எண்: BIR-7K3M-9QXD. உங்கள் விண்ணப்பத்தின் நிலையை அறிய இதைக் குறித்து வைத்துக்கொள்ளுங்கள்.',
    );
  });
});

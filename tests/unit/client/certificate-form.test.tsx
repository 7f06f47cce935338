import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { AxiosError } from 'axios';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationSubmittedPage } from '../../../src/client/features/certificates/pages/application-submitted-page';
import { CertificateFormPage } from '../../../src/client/features/certificates/pages/certificate-form-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { sendAfterCheckingAnswers } from '../check-answers';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** The server, as far as the form can tell: answers every submission with `answer`. */
function serverAnswers(answer: (body: unknown) => { status: number; data: unknown }): { bodies: unknown[] } {
  const seen = { bodies: [] as unknown[] };
  const adapter: AxiosAdapter = async (config) => {
    seen.bodies.push(config.data);
    const { status, data } = answer(config.data);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

function openForm(slug: string) {
  const router = createMemoryRouter(
    [
      { path: '/certificates/:slug', element: <CertificateFormPage /> },
      { path: '/certificates/submitted/:id', element: <ApplicationSubmittedPage /> },
    ],
    { initialEntries: [`/certificates/${slug}`] },
  );
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

/** The confirmation that replaces the form once an application is in (issue 23). */
const confirmation = () => screen.findByRole('region', { name: 'Application submitted' }, { timeout: 3000 });

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('certificate form engine', () => {
  it('renders every field of the birth form with its label and the spec options', () => {
    openForm('birth');
    expect(screen.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
    for (const label of ["Child's Full Name", 'Date of Birth', 'Place of Birth', "Father's Name", 'Permanent Address', 'Contact Number', "Informant's Name", 'Relation to Child', 'Proof of Birth', 'Address Proof']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Father's Aadhaar/)).toBeInTheDocument();
    const gender = screen.getByLabelText('Gender');
    expect(within(gender).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select gender', 'Male', 'Female', 'Other']);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows the overall message and each field message of section 5 on an empty birth submission', async () => {
    const user = userEvent.setup();
    openForm('birth');
    await user.type(screen.getByLabelText(/Father's Aadhaar/), '12345');
    await user.type(screen.getByLabelText('Contact Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Please correct the errors in the form' })).toBeVisible();
    for (const message of ['Aadhaar must be exactly 12 digits', 'Please enter a valid contact number', 'Proof of Birth is required']) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
  });

  it('keeps only digits in an Aadhaar field and groups them 4-4-4', async () => {
    const user = userEvent.setup();
    openForm('community');
    const aadhaar = screen.getByLabelText('Aadhaar Number');
    await user.type(aadhaar, '1234-5678x90123456');
    expect(aadhaar).toHaveValue('1234 5678 9012');
    expect(aadhaar).toHaveAttribute('maxlength', '14');
  });

  it('shows the chosen file name under each income upload', async () => {
    const user = userEvent.setup();
    openForm('income');
    await user.upload(screen.getByLabelText('Ration Card'), pdf('ration-card.pdf'));
    expect(screen.getByText('Selected: ration-card.pdf')).toBeVisible();
  });

  it('submits a death application as JSON, and its confirmation page shows the reference and the day the answer is due', async () => {
    const seen = serverAnswers(() => ({ status: 201, data: { id: 'a1', reference: 'DEA-7K3M-9QXD', status: 'pending', dueBy: '2026-12-03' } }));
    const user = userEvent.setup();
    openForm('death');

    await user.type(screen.getByLabelText('Deceased Full Name'), 'Muthu');
    await user.type(screen.getByLabelText('Date of Death'), '2026-11-01');
    await user.type(screen.getByLabelText('Place of Death'), 'Home');
    await user.type(screen.getByLabelText('Informant Name'), 'Selvi');
    await user.type(screen.getByLabelText('Relationship to Deceased'), 'Daughter');
    await user.type(screen.getByLabelText('Address'), '4 Lake Road');
    await user.type(screen.getByLabelText('Contact Number'), '9876543210');
    await sendAfterCheckingAnswers(user, 'Submit Application');

    const success = await confirmation();
    expect(success).toHaveTextContent('Application submitted successfully!');
    expect(success).toHaveTextContent('DEA-7K3M-9QXD');
    expect(success).toHaveFocus();
    // The server's date, by this municipality's service times, not the definition's usual 7 days.
    expect(screen.getByText('The office checks your application and answers by 3 December 2026.')).toBeVisible();
    expect(screen.queryByLabelText('Deceased Full Name')).toBeNull();
    expect(seen.bodies).toHaveLength(1);
    expect(JSON.parse(String(seen.bodies[0]))).toMatchObject({ deceasedName: 'Muthu', cause: '', contact: '9876543210' });
  });

  it("words a birth server error as 'Error: ' and the server's message, styled as an error", async () => {
    serverAnswers(() => ({ status: 400, data: { error: 'Proof of Birth must be a JPG, PNG or PDF file', fields: {} } }));
    const user = userEvent.setup();
    openForm('birth');
    await user.type(screen.getByLabelText("Child's Full Name"), 'Meena');
    await user.type(screen.getByLabelText('Date of Birth'), '2026-10-02');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Place of Birth'), 'Hospital');
    await user.type(screen.getByLabelText("Father's Name"), 'Ravi');
    await user.type(screen.getByLabelText("Mother's Name"), 'Lakshmi');
    await user.type(screen.getByLabelText('Permanent Address'), '12 Temple Street');
    await user.type(screen.getByLabelText('Contact Number'), '9876543210');
    await user.type(screen.getByLabelText("Informant's Name"), 'Ravi');
    await user.type(screen.getByLabelText('Relation to Child'), 'Father');
    await user.upload(screen.getByLabelText('Proof of Birth'), pdf('proof.pdf'));
    await user.upload(screen.getByLabelText('Address Proof'), pdf('address.pdf'));
    await sendAfterCheckingAnswers(user, 'Submit Application');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Proof of Birth must be a JPG, PNG or PDF file');
    expect(screen.getByLabelText("Child's Full Name")).toHaveValue('Meena');
  });

  it('retries an unanswered submission with the same Idempotency-Key, and a new application with a new one', async () => {
    const keys: string[] = [];
    let calls = 0;
    apiClient.defaults.adapter = async (config) => {
      keys.push(String(config.headers['Idempotency-Key']));
      calls += 1;
      // The first attempt is lost on the way back, as on a patchy village line.
      if (calls === 1) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
      return { status: 201, data: { id: `a${calls}`, reference: 'DEA-7K3M-9QXD', status: 'pending' }, statusText: 'Created', headers: {}, config };
    };
    const user = userEvent.setup();
    const router = openForm('death');
    const fillDeath = async () => {
      await user.type(screen.getByLabelText('Deceased Full Name'), 'Muthu');
      await user.type(screen.getByLabelText('Date of Death'), '2026-11-01');
      await user.type(screen.getByLabelText('Place of Death'), 'Home');
      await user.type(screen.getByLabelText('Informant Name'), 'Selvi');
      await user.type(screen.getByLabelText('Relationship to Deceased'), 'Daughter');
      await user.type(screen.getByLabelText('Address'), '4 Lake Road');
      await user.type(screen.getByLabelText('Contact Number'), '9876543210');
    };
    await fillDeath();
    await sendAfterCheckingAnswers(user, 'Submit Application');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting application. Please try again.');

    await sendAfterCheckingAnswers(user, 'Submit Application');
    expect(await confirmation()).toHaveTextContent('Application submitted successfully!');

    await act(() => router.navigate('/certificates/death'));
    await screen.findByLabelText('Deceased Full Name');
    await fillDeath();
    await sendAfterCheckingAnswers(user, 'Submit Application');
    await confirmation();
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows Page Not Found for an unknown certificate', () => {
    openForm('marriage');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

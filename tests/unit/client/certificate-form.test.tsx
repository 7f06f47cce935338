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
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import { sendAfterCheckingAnswers } from '../check-answers';
import { pressSubmit } from '../press-submit';

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

/** The confirmation that replaces the form once an application is in (decision 045). */
const confirmation = () => screen.findByRole('region', { name: 'Application submitted' }, { timeout: 3000 });

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** The answers and documents of four more types, by their labels, as a person fills them in. */
const applications: Record<string, { answers: Record<string, string>; documents: Record<string, string> }> = {
  death: {
    answers: {
      'Deceased Full Name': 'Muthu Samy',
      'Date of Death': '2026-11-01',
      'Place of Death': 'Home',
      'Informant Name': 'Selvi Muthu',
      'Relationship to Deceased': 'Daughter',
      Address: '4 Lake Road',
      'Contact Number': '9876543210',
    },
    documents: {},
  },
  income: {
    answers: {
      'Applicant Name': 'Arul Dass',
      'Date of Birth': '1990-06-15',
      Gender: 'Male',
      "Father's Name": 'Dass',
      "Mother's Name": 'Mary',
      Address: '7 Market Street',
      'Aadhaar Number': '4321 4321 4321',
      'Mobile Number': '9876501234',
      Occupation: 'Weaver',
      'Annual Family Income (₹)': '96000',
    },
    documents: {
      'Aadhaar Card': 'aadhaar.pdf',
      'Ration Card': 'ration.pdf',
      'Salary Slip / Income Proof': 'salary.pdf',
      'Community Certificate': 'community.pdf',
      'Residential Proof': 'eb-bill.pdf',
    },
  },
  nativity: {
    answers: {
      'Applicant Name': 'Kavya R',
      'Date of Birth': '2001-01-26',
      'Place of Birth': 'Tiruvallur',
      'Current Address': '2 School Road',
      'Permanent Address': '2 School Road',
      'Aadhaar Number': '5678 5678 5678',
      'Mobile Number': '9000012345',
    },
    documents: {
      'Aadhaar Card': 'aadhaar.pdf',
      'Birth Proof': 'birth.pdf',
      'Residential Proof': 'residence.pdf',
      "Parent's Proof of Nativity": 'parent.pdf',
    },
  },
  'first-graduate': {
    answers: {
      'Applicant Name': 'Priya S',
      'Date of Birth': '2007-08-09',
      Gender: 'Female',
      "Father's Name": 'Sekar',
      "Mother's Name": 'Valli',
      "Father's Occupation": 'Farmer',
      "Mother's Occupation": 'Tailor',
      Address: '11 Canal Street',
      'Aadhaar Number': '1111 2222 3333',
      'Mobile Number': '9123456780',
      'Community/Caste': 'BC',
      'Latest Education Qualification': 'Higher Secondary',
      'Any Graduates in Family': 'No',
    },
    documents: {
      'Aadhaar Card': 'aadhaar.pdf',
      'Community Certificate': 'community.pdf',
      'Educational Proof': 'marks.pdf',
      Affidavit: 'affidavit.pdf',
    },
  },
};

/** A sent body's text values and its files (field and file name), whether JSON or multipart. */
function sentParts(body: unknown): { values: Record<string, string>; files: [string, string][] } {
  if (!(body instanceof FormData)) return { values: JSON.parse(String(body)) as Record<string, string>, files: [] };
  const entries = [...body.entries()];
  return {
    values: Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    files: entries.filter(([, value]) => typeof value !== 'string').map(([name, value]) => [name, (value as File).name]),
  };
}

describe('certificate form engine', () => {
  it('renders every field of the birth form with its label and the spec options', () => {
    openForm('birth');
    expect(screen.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
    for (const label of [
      "Child's Full Name",
      'Date of Birth',
      'Place of Birth',
      "Father's Name",
      'Permanent Address',
      'Contact Number',
      "Informant's Name",
      'Relation to Child',
      'Proof of Birth',
      'Address Proof',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Father's Aadhaar/)).toBeInTheDocument();
    const gender = screen.getByLabelText('Gender');
    expect(
      within(gender)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Other']);
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('shows the overall message and each field message of section 5 on an empty birth submission, the summary taking the focus', async () => {
    const user = userEvent.setup();
    openForm('birth');
    await user.type(screen.getByLabelText("Mother's Aadhaar (optional)"), '98765');
    await user.type(screen.getByLabelText('Contact Number'), '12345');
    await user.type(screen.getByLabelText('Email (optional)'), 'meena@example');
    await pressSubmit(user, 'Submit Application');

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Please correct the errors in the form' })).toBeVisible();
    expect(summary).toHaveFocus();
    for (const message of [
      'Aadhaar must be exactly 12 digits',
      'Please enter a valid contact number',
      'Please enter a valid email address',
      'Proof of Birth is required',
      'Address Proof is required',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }

    await user.clear(screen.getByLabelText('Contact Number'));
    await pressSubmit(user, 'Submit Application');
    expect(await within(summary).findByRole('link', { name: 'Contact number is required' })).toBeVisible();
  });

  it('asks the community form for Aadhaar, mobile and the three documents, and offers the communities of the spec', async () => {
    const user = userEvent.setup();
    openForm('community');
    expect(
      within(screen.getByLabelText('Community'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select community', 'SC', 'ST', 'MBC/DNC', 'BC', 'OBC', 'OC']);
    await pressSubmit(user, 'Submit Application');

    const summary = await screen.findByRole('alert');
    for (const message of [
      'Aadhaar number is required',
      'Mobile number is required',
      'Aadhaar card is required',
      'Address proof is required',
      "Parent's community certificate is required",
    ]) {
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
    const seen = serverAnswers(() => ({
      status: 201,
      data: { id: 'a1', reference: 'DEA-7K3M-9QXD', status: 'pending', dueBy: '2026-12-03' },
    }));
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
      return {
        status: 201,
        data: { id: `a${calls}`, reference: 'DEA-7K3M-9QXD', status: 'pending' },
        statusText: 'Created',
        headers: {},
        config,
      };
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

  it.each(Object.entries(applications))(
    'sends the %s application with every answer and each document picked for it, and shows its reference',
    async (slug, { answers, documents }) => {
      const definition = certificateBySlug(slug);
      if (!definition) throw new Error(`no ${slug} definition`);
      const seen = serverAnswers(() => ({
        status: 201,
        data: { id: 'a1', reference: `${definition.referencePrefix}-7K3M-9QXD`, status: 'pending' },
      }));
      const user = userEvent.setup();
      openForm(slug);

      for (const [label, value] of Object.entries(answers)) {
        const control = screen.getByLabelText(label);
        if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
        else await user.type(control, value);
      }
      for (const [label, name] of Object.entries(documents)) {
        await user.upload(screen.getByLabelText(label), new File(['%PDF-1.4 test'], name, { type: 'application/pdf' }));
        if (definition.showsFileNames) expect(screen.getByText(`Selected: ${name}`)).toBeVisible();
      }
      await sendAfterCheckingAnswers(user, 'Submit Application');

      expect(await confirmation()).toHaveTextContent(`${definition.referencePrefix}-7K3M-9QXD`);
      expect(seen.bodies).toHaveLength(1);
      const { values, files } = sentParts(seen.bodies[0]);
      expect(Object.keys(values).sort()).toEqual(definition.fields.map((field) => field.name).sort());
      expect(values[definition.applicantField]).toBe(Object.values(answers)[0]);
      expect(files).toEqual(definition.files.map((upload) => [upload.name, documents[upload.label]]));
    },
  );

  it('shows Page Not Found for an unknown certificate', () => {
    openForm('marriage');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { showPagesInTamil } from '../in-tamil';
import type { ApplicationDetail } from '../../../src/shared/api/admin-types';
import { ApplicationPage } from '../../../src/client/features/admin/pages/application-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const ID = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01';

function application(status: string, history?: ApplicationDetail['history']): ApplicationDetail {
  return {
    _id: ID,
    reference: 'COM-4H7P-2WXR',
    status,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    applicantName: 'Selvi Kumar',
    fatherName: 'Kumar',
    aadhaar: '123456789012',
    community: 'BC',
    presentAddress: '',
    documents: [
      {
        field: 'aadhaarFile',
        label: 'Aadhaar Card',
        name: 'aadhaar.pdf',
        size: 2048,
        type: 'application/pdf',
        url: '/uploads/x?expires=1&signature=y',
      },
    ],
    history: history ?? [
      { action: 'submitted', at: '2026-11-20T06:30:00.000Z', actor: null },
      ...(status === 'pending' ? [] : [{ action: status, at: '2026-11-21T04:00:00.000Z', actor: 'clerk_admin' }]),
    ],
  };
}

function serverAnswers(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config) => {
    // The page's list of messages to the citizen: none sent yet.
    const { status, data } = config.url?.startsWith(adminApiPaths.messages) ? { status: 200, data: { messages: [] } } : answer(config);
    const response = { status, data, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

function openApplication(slug = 'community') {
  render(
    <MemoryRouter initialEntries={[`/admin/applications/${slug}/${ID}`]}>
      <Routes>
        <Route path="/admin/applications/:slug/:id" element={<ApplicationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('single application view', () => {
  it('shows every field of the definition with its label, the documents and the history; accepting with a note reloads it', async () => {
    let status = 'pending';
    let sent: unknown = null;
    serverAnswers((config) => {
      if (config.method === 'post') {
        status = 'accepted';
        sent = JSON.parse(String(config.data));
        return { status: 200, data: { _id: ID, status } };
      }
      return { status: 200, data: application(status) };
    });
    const user = userEvent.setup();
    openApplication();

    expect(await screen.findByText('Selvi Kumar')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Community Certificate Application', level: 1 })).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Aadhaar Number')).toBeVisible();
    expect(within(details).getByText('123456789012')).toBeVisible();
    expect(within(details).getByText('Present Address')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByText('2.0 KB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin');
    expect(
      await within(screen.getByRole('region', { name: 'Messages to the citizen' })).findByText(
        'No message has been sent about this request yet.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const question = screen.getByRole('dialog', { name: 'Accept COM-4H7P-2WXR?' });
    await user.type(within(question).getByRole('textbox', { name: 'Note for the citizen (optional)' }), 'Collect it at counter 3.');
    await user.click(within(question).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('COM-4H7P-2WXR accepted.')).toBeVisible();
    // With the version the clerk read (decision 064).
    expect(sent).toEqual({ note: 'Collect it at counter 3.', version: '2026-11-20T06:30:00.000Z' });
    // Decided: the outcome instead of buttons that could do nothing.
    const decision = screen.getByRole('region', { name: 'Status' });
    expect(within(decision).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(decision).getByText(/^Accepted on .* by clerk_admin$/)).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Submitted on .* by the applicant$/),
      expect.stringMatching(/^Accepted on .* by clerk_admin$/),
    ]);
  });

  it('returns it for correction with the fields ticked and a message, and shows what changed in the next round', async () => {
    let status = 'pending';
    let sent: unknown = null;
    serverAnswers((config) => {
      if (config.method === 'post') {
        status = 'returned';
        sent = JSON.parse(String(config.data));
        return { status: 200, data: { _id: ID, status } };
      }
      return { status: 200, data: application(status) };
    });
    const user = userEvent.setup();
    openApplication();
    await user.click(await screen.findByRole('button', { name: 'Return for correction' }));
    const dialog = screen.getByRole('dialog', { name: 'Return COM-4H7P-2WXR for correction' });
    await user.click(within(dialog).getByRole('button', { name: 'Return to the applicant' }));
    // Both are missing: the summary at the top names each, takes the focus, and leads to the first box.
    const summary = within(dialog).getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose at least one detail or document.', 'Choose what is wrong or write what the applicant should correct.']);
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'Choose at least one detail or document.' }));
    expect(within(dialog).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Aadhaar Card' })).toHaveAccessibleDescription(
      'Error: Choose at least one detail or document.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aadhaar Card' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Present Address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Return to the applicant' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose what is wrong or write what the applicant should correct.');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Choose at least one detail or document.');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'What should the applicant correct?' }),
      'The Aadhaar card cannot be read.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return to the applicant' }));
    expect(await screen.findByText('COM-4H7P-2WXR returned to the applicant for correction.')).toBeVisible();
    // In the form's order: the details, then the documents.
    expect(sent).toEqual({
      message: 'The Aadhaar card cannot be read.',
      fields: ['presentAddress', 'aadhaarFile'],
      reasonCodes: [],
      version: '2026-11-20T06:30:00.000Z',
    });
  });

  it('declines for another reason only once it is written out for the citizen', async () => {
    let sent: unknown = null;
    serverAnswers((config) => {
      if (config.method === 'post') {
        sent = JSON.parse(String(config.data));
        return { status: 200, data: { _id: ID, status: 'declined' } };
      }
      return { status: 200, data: application(sent ? 'declined' : 'pending') };
    });
    const user = userEvent.setup();
    openApplication();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const question = screen.getByRole('dialog', { name: 'Decline COM-4H7P-2WXR?' });
    expect(within(question).getByRole('combobox', { name: 'Reason' })).toHaveFocus();
    await user.selectOptions(within(question).getByRole('combobox', { name: 'Reason' }), 'Other');
    await user.type(within(question).getByRole('textbox', { name: 'Details for the citizen' }), '   ');
    await user.click(within(question).getByRole('button', { name: 'Decline' }));

    const summary = within(question).getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'Write the reason for the citizen.' }));
    const details = within(question).getByRole('textbox', { name: 'Details for the citizen' });
    expect(details).toHaveFocus();
    expect(details).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();

    await user.type(details, 'The seal on the community certificate is missing.');
    expect(within(question).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('COM-4H7P-2WXR declined.')).toBeVisible();
    expect(sent).toEqual({ reason: 'The seal on the community certificate is missing.', version: '2026-11-20T06:30:00.000Z' });
  });

  it('says which language the citizen reads, and sends a chosen reason as its code', async () => {
    const sent: unknown[] = [];
    serverAnswers((config) => {
      if (config.method === 'post') {
        sent.push(JSON.parse(String(config.data)));
        return { status: 200, data: { _id: ID, status: 'pending' } };
      }
      return { status: 200, data: { ...application('pending'), citizenLanguage: 'ta' } };
    });
    const user = userEvent.setup();
    openApplication();
    const readsTamil =
      'The citizen reads Tamil: the reasons you choose reach them in Tamil, and what you write reaches them as you write it.';

    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const question = screen.getByRole('dialog', { name: 'Decline COM-4H7P-2WXR?' });
    expect(within(question).getByText(readsTamil)).toBeVisible();
    await user.selectOptions(within(question).getByRole('combobox', { name: 'Reason' }), 'Documents unreadable');
    await user.click(within(question).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent).toEqual([{ reasonCodes: ['unreadable'], version: '2026-11-20T06:30:00.000Z' }]));

    await user.click(await screen.findByRole('button', { name: 'Return for correction' }));
    const dialog = screen.getByRole('dialog', { name: 'Return COM-4H7P-2WXR for correction' });
    expect(within(dialog).getByText(readsTamil)).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Aadhaar Card' }));
    // A chosen reason needs no words of the clerk's own.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^What is wrong/ }), 'A document cannot be read');
    await user.click(within(dialog).getByRole('button', { name: 'Return to the applicant' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({ message: '', fields: ['aadhaarFile'], reasonCodes: ['unreadable'], version: '2026-11-20T06:30:00.000Z' }),
    );
  });

  it('marks what the applicant changed since the last round, and each round in the history', async () => {
    serverAnswers(() => ({
      status: 200,
      data: application('pending', [
        { action: 'submitted', at: '2026-11-20T06:30:00.000Z', actor: null },
        {
          action: 'returned',
          at: '2026-11-21T04:00:00.000Z',
          actor: 'clerk_admin',
          message: 'The Aadhaar card cannot be read.',
          fields: ['aadhaarFile'],
        },
        { action: 'resubmitted', at: '2026-11-22T04:00:00.000Z', actor: null, fields: ['aadhaarFile'] },
      ]),
    }));
    openApplication();
    expect((await screen.findByText(/Changed since the last round/)).closest('p')).toHaveTextContent(
      'Changed since the last round: Aadhaar Card',
    );
    expect(within(screen.getByRole('region', { name: 'Documents' })).getByText('Changed')).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Submitted on .* by the applicant$/),
      expect.stringMatching(
        /^Returned for correction on .* by clerk_adminAsked to correct: Aadhaar CardThe Aadhaar card cannot be read\.$/,
      ),
      expect.stringMatching(/^Sent back corrected on .* by the applicantChanged: Aadhaar Card$/),
    ]);
  });

  it("shows the server's error when the application does not exist", async () => {
    serverAnswers(() => ({ status: 404, data: { error: 'Application not found' } }));
    openApplication();
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
  });

  it('shows Page Not Found for an unknown certificate type', () => {
    openApplication('marriage');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

describe("revoking an application's certificate", () => {
  it('asks for the reason at the top of the form before anything is sent, then revokes it and says so', async () => {
    let revokedWith: unknown = null;
    const accepted = (): ApplicationDetail => ({
      ...application('accepted'),
      certificateNumber: 'TN-COM-2026-000123',
      verifyUrl: 'https://portal.example/verify/TN-COM-2026-000123?t=abc',
      ...(revokedWith ? { certificateRevokedAt: '2026-11-25T05:00:00.000Z' } : {}),
    });
    serverAnswers((config) => {
      if (config.method === 'post') {
        revokedWith = JSON.parse(String(config.data));
        return { status: 200, data: { _id: ID, status: 'revoked' } };
      }
      return { status: 200, data: accepted() };
    });
    const user = userEvent.setup();
    openApplication();
    const certificate = await screen.findByRole('region', { name: 'Certificate' });
    await user.type(within(certificate).getByRole('textbox', { name: 'Reason for revoking' }), '  ');
    await user.click(within(certificate).getByRole('button', { name: 'Revoke certificate' }));

    const summary = within(certificate).getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'Give a reason for revoking the certificate.' }));
    const reason = within(certificate).getByRole('textbox', { name: 'Reason for revoking' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(/Give a reason for revoking the certificate\.$/);
    expect(revokedWith).toBeNull();

    await user.type(reason, 'Issued against a forged hospital record ');
    await user.click(within(certificate).getByRole('button', { name: 'Revoke certificate' }));
    expect(await within(certificate).findByText('Certificate TN-COM-2026-000123 revoked.')).toBeVisible();
    await waitFor(() => expect(within(certificate).getByText('Certificate TN-COM-2026-000123 revoked.')).toHaveFocus());
    expect(revokedWith).toEqual({ reason: 'Issued against a forged hospital record' });
    expect(within(certificate).queryByRole('textbox', { name: 'Reason for revoking' })).not.toBeInTheDocument();
  });
});

/**
 * The application changed since the clerk opened it (another clerk returned it, the applicant sent
 * a new name): the server refuses the decision with the application as it is now (decision 064).
 */
function changedSinceOpened() {
  const now = { ...application('pending'), applicantName: 'Selvi Murugan', updatedAt: '2026-11-22T04:00:00.000Z' };
  let opened = false;
  const sent: unknown[] = [];
  serverAnswers((config) => {
    if (config.method === 'post') {
      const body = JSON.parse(String(config.data)) as { version?: string };
      sent.push(body);
      if (body.version !== now.updatedAt)
        return {
          status: 409,
          data: {
            error: 'This application changed since you opened it. Check it again before you decide.',
            code: 'certificate.changed',
            current: now,
          },
        };
      return { status: 200, data: { _id: ID, status: 'accepted' } };
    }
    // The first read is the one the clerk opened; every read after it is the application as it is now.
    const answer = opened ? now : application('pending');
    opened = true;
    return { status: 200, data: answer };
  });
  return sent;
}

describe('a decision on an application changed since it was opened', () => {
  it('tells the clerk what is new, shows the application as it is now, and decides again on that version', async () => {
    const sent = changedSinceOpened();
    const user = userEvent.setup();
    openApplication();
    expect(await screen.findByText('Selvi Kumar')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept COM-4H7P-2WXR?' })).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'This application changed since you opened it: Applicant Name is now “Selvi Murugan”. Nothing was done: check it and decide again.',
      ),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Selvi Murugan')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Accept COM-4H7P-2WXR?' })).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('COM-4H7P-2WXR accepted.')).toBeVisible();
    expect(sent).toEqual([{ version: '2026-11-20T06:30:00.000Z' }, { version: '2026-11-22T04:00:00.000Z' }]);
  });

  describe('in Tamil', () => {
    showPagesInTamil();

    it('says what is new in Tamil', async () => {
      changedSinceOpened();
      const user = userEvent.setup();
      openApplication();
      expect(await screen.findByText('Selvi Kumar')).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'ஏற்க' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ஏற்க' }));
      expect(await screen.findByText(/^நீங்கள் திறந்த பிறகு இந்த விண்ணப்பம் மாறியுள்ளது: விண்ணப்பதாரர் பெயர் இப்போது “Selvi Murugan”\./)).toBeVisible();
    });
  });
});

import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppealCreated, MyApplicationDetail } from '../../../src/shared/api/my-requests-types';
import { apiPaths } from '../../../src/shared/api/paths';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { MyApplicationPage } from '../../../src/client/features/certificates/pages/my-application-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { showPagesInTamil } from '../in-tamil';

/* Decision 084: the citizen appeals a declined application, or one not answered in time, from its page. */

const ID = '5d1c2b7e-7f43-4c55-8f0e-2a9b3c4d5e6f';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const citizen = { _id: 'appeal-owner', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;
const session: Session = { status: 'ready', user: citizen, signIn: () => undefined, signOut: () => undefined };

function application(extra: Partial<MyApplicationDetail>): MyApplicationDetail {
  return {
    _id: ID,
    type: 'birth',
    reference: 'BIR-2C4F-8HJK',
    status: 'declined',
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-21T06:30:00.000Z',
    decidedAt: '2026-11-21T06:30:00.000Z',
    dueBy: '2026-11-27',
    documents: [],
    timeline: [
      { at: '2026-11-20T06:30:00.000Z', status: 'pending' },
      { at: '2026-11-21T06:30:00.000Z', status: 'declined', message: 'No hospital record.' },
    ],
    childName: 'Meena Kumari',
    ...extra,
  };
}

interface Sent {
  body: unknown;
  key: unknown;
}

/** The page of `answer`; an appeal is answered by `appealAnswer` (a status and body), and each one sent is kept. */
function open(answer: MyApplicationDetail, appealAnswer: { status: number; data: unknown } = { status: 201, data: created }): Sent[] {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    if (config.method === 'post' && config.url === apiPaths.me.appeal('birth', ID)) {
      sent.push({ body: JSON.parse(String(config.data)), key: config.headers['Idempotency-Key'] });
      if (appealAnswer.status >= 400) {
        const error = Object.assign(new Error('refused'), {
          isAxiosError: true,
          response: { status: appealAnswer.status, data: appealAnswer.data, statusText: 'Conflict', headers: {}, config },
          config,
        });
        throw error;
      }
      return { status: appealAnswer.status, data: appealAnswer.data, statusText: 'Created', headers: {}, config };
    }
    const data = config.url === apiPaths.me.application('birth', ID) ? answer : { items: [], nextCursor: null };
    return { status: 200, data, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[`/my-requests/applications/birth/${ID}`]}>
        <Routes>
          <Route path="/my-requests/applications/:type/:id" element={<MyApplicationPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return sent;
}

const created: AppealCreated = { appealId: '0b7c2a56-9d7e-4a4b-8f37-5c2a1e9d3f10', status: 'open', dueBy: '2026-12-28T06:30:00.000Z' };

describe("the citizen's appeal", () => {
  it('appeals a declined application: the reason with the characters left, sent once with a key, then the open appeal with its due date', async () => {
    const user = userEvent.setup();
    const sent = open(application({ appealable: 'declined' }));
    await user.click(await screen.findByRole('button', { name: 'Appeal this decision' }));
    const form = screen.getByRole('form', { name: 'Appeal form' });
    expect(within(form).getByText('1,000 characters left')).toBeVisible();

    // Nothing written: the form says so and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Send the appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write why you appeal.');
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByLabelText('Why do you appeal?'), 'The hospital record was attached.');
    expect(within(form).getByText('967 characters left')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Send the appeal' }));

    const region = await screen.findByRole('region', { name: 'Appeal' });
    expect(region).toHaveTextContent('Your appeal is being considered. It is to be decided by 28 December 2026.');
    expect(region).toHaveTextContent('The hospital record was attached.');
    expect(within(region).queryByRole('button', { name: 'Appeal this decision' })).toBeNull();
    expect(sent).toEqual([{ body: { reason: 'The hospital record was attached.' }, key: expect.any(String) }]);
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
  });

  it('offers "Appeal: no answer in time" on a late pending application, and cancelling keeps the page as it was', async () => {
    const user = userEvent.setup();
    open(
      application({
        status: 'pending',
        decidedAt: null,
        timeline: [{ at: '2026-11-20T06:30:00.000Z', status: 'pending' }],
        appealable: 'overdue',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Appeal: no answer in time' }));
    expect(screen.getByText(/was not answered by its due date/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Appeal form' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Appeal: no answer in time' })).toBeVisible();
  });

  it("says the server's refusal above the form", async () => {
    const user = userEvent.setup();
    open(application({ appealable: 'declined' }), {
      status: 409,
      data: { error: 'An appeal of this application is already open.', code: 'appeal.already_open' },
    });
    await user.click(await screen.findByRole('button', { name: 'Appeal this decision' }));
    await user.type(screen.getByLabelText('Why do you appeal?'), 'Please look again.');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    expect(await screen.findByText('The appeal was not sent: An appeal of this application is already open.')).toBeVisible();
  });

  it('shows a dismissed appeal with the officer’s note, the timeline naming the appeal, and no way to appeal again', async () => {
    open(
      application({
        appeal: {
          id: created.appealId,
          status: 'dismissed',
          reason: 'The hospital record was attached.',
          createdAt: '2026-11-22T06:30:00.000Z',
          dueBy: created.dueBy,
          decidedAt: '2026-11-25T06:30:00.000Z',
          note: 'The record names another child.',
        },
        timeline: [
          { at: '2026-11-20T06:30:00.000Z', status: 'pending' },
          { at: '2026-11-21T06:30:00.000Z', status: 'declined', message: 'No hospital record.' },
          { at: '2026-11-22T06:30:00.000Z', status: 'declined', event: 'appealed', message: 'The hospital record was attached.' },
          { at: '2026-11-25T06:30:00.000Z', status: 'declined', event: 'appeal_dismissed', message: 'The record names another child.' },
        ],
      }),
    );
    const region = await screen.findByRole('region', { name: 'Appeal' });
    expect(region).toHaveTextContent('Your appeal was dismissed: the decision stands.');
    expect(region).toHaveTextContent("The officer's note: The record names another child.");
    expect(screen.queryByRole('button', { name: /Appeal/ })).toBeNull();
    // The office's own words are still the decline's, not the appeal's.
    expect(screen.getByRole('region', { name: 'Why the office declined it' })).toHaveTextContent('No hospital record.');
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('You appealed')).toBeVisible();
    expect(within(history).getByText('Appeal dismissed')).toBeVisible();
  });

  describe('in Tamil', () => {
    showPagesInTamil();

    it('offers the appeal, counts the characters left and checks the reason in Tamil', async () => {
      const user = userEvent.setup();
      open(application({ appealable: 'declined' }));
      await user.click(await screen.findByRole('button', { name: 'இந்த முடிவை மேல்முறையீடு செய்ய' }));
      await user.click(screen.getByRole('button', { name: 'மேல்முறையீட்டை அனுப்ப' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('ஏன் மேல்முறையீடு செய்கிறீர்கள் என எழுதவும்.');
      await user.type(screen.getByLabelText('ஏன் மேல்முறையீடு செய்கிறீர்கள்?'), 'சான்று');
      expect(screen.getByText('இன்னும் 994 எழுத்துகள் எழுதலாம்')).toBeVisible();
    });
  });
});

import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyApplicationDetail } from '../../../src/shared/api/my-requests-types';
import { apiPaths } from '../../../src/shared/api/paths';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { MyApplicationPage } from '../../../src/client/features/certificates/pages/my-application-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { showPagesInTamil } from '../in-tamil';

/* Decision 073: the office's latest words come first on the citizen's page, with the one action they ask for. */

const ID = '5d1c2b7e-7f43-4c55-8f0e-2a9b3c4d5e6f';
const REFERENCE = 'BIR-2C4F-8HJK';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const citizen = { _id: 'words-owner', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;
const session: Session = { status: 'ready', user: citizen, signIn: () => undefined, signOut: () => undefined };

function applicationWith(status: string, message: string, extra: Partial<MyApplicationDetail> = {}): MyApplicationDetail {
  return {
    _id: ID,
    type: 'birth',
    reference: REFERENCE,
    status,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-21T06:30:00.000Z',
    decidedAt: status === 'returned' ? null : '2026-11-21T06:30:00.000Z',
    dueBy: '2026-11-27',
    documents: [],
    timeline: [
      { at: '2026-11-20T06:30:00.000Z', status: 'pending' },
      { at: '2026-11-21T06:30:00.000Z', status, message },
    ],
    childName: 'Meena Kumari',
    ...extra,
  };
}

function open(answer: MyApplicationDetail) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
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
}

/** The sections of the page's main content, in order, by their accessible names. */
function sectionsInOrder(): string[] {
  return screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') ?? '');
}

describe("the office's latest words on the citizen's application", () => {
  it('a return: its reason first, under the title, with Correct your application beside it; the acknowledgement after; History keeps it', async () => {
    open(applicationWith('returned', 'A document cannot be read: upload a clear ration card.'));
    const words = await screen.findByRole('region', { name: 'The office returned your application for correction.' });
    expect(within(words).getByText('A document cannot be read: upload a clear ration card.')).toBeVisible();
    expect(within(words).getByRole('link', { name: 'Correct your application' })).toHaveAttribute(
      'href',
      `/my-requests/applications/birth/${ID}/correct`,
    );
    expect(sectionsInOrder()[0]).toBe('office-words');
    const title = screen.getByRole('heading', { level: 1 });
    // Nothing stands between the title and the office's words.
    expect(title.compareDocumentPosition(words) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const acknowledgement = screen.getByRole('button', { name: /acknowledgement/i });
    expect(words.compareDocumentPosition(acknowledgement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText(/upload a clear ration card/)).toBeVisible();
  });

  it('a decline: its reason first', async () => {
    open(applicationWith('declined', 'Not eligible'));
    const words = await screen.findByRole('region', { name: 'Why the office declined it' });
    expect(words).toHaveTextContent('Not eligible');
    expect(sectionsInOrder()[0]).toBe('office-words');
  });

  it('an acceptance: its note first, then the certificate to download, before the facts', async () => {
    open(
      applicationWith('accepted', 'Collect the printed copy at counter 3.', {
        certificateNumber: 'MUN/BIR/2026/000009',
        verifyUrl: 'https://portal.example.gov.in/verify/x?t=y',
      }),
    );
    await screen.findByRole('region', { name: 'A note from the office' });
    expect(sectionsInOrder().slice(0, 3)).toEqual(['office-words', 'certificate-heading', 'request-details']);
    expect(within(screen.getByRole('region', { name: 'Certificate' })).getByRole('button', { name: 'Download certificate' })).toBeVisible();
  });

  it('no box when the decision came without words', async () => {
    const answer = applicationWith('declined', '');
    open({ ...answer, timeline: answer.timeline.map(({ at, status }) => ({ at, status })) });
    await screen.findByRole('region', { name: 'Details' });
    expect(screen.queryByRole('region', { name: 'Why the office declined it' })).toBeNull();
  });

  describe('in Tamil', () => {
    showPagesInTamil();

    it('heads the return in Tamil, with the reason as the server worded it and the way to correct it', async () => {
      open(applicationWith('returned', 'ஓர் ஆவணத்தைப் படிக்க இயலவில்லை'));
      const words = await screen.findByRole('region', { name: 'அலுவலகம் உங்கள் விண்ணப்பத்தைத் திருத்தத்திற்குத் திருப்பி அனுப்பியுள்ளது.' });
      expect(words).toHaveTextContent('ஓர் ஆவணத்தைப் படிக்க இயலவில்லை');
      expect(within(words).getByRole('link', { name: 'உங்கள் விண்ணப்பத்தைத் திருத்த' })).toBeVisible();
      expect(sectionsInOrder()[0]).toBe('office-words');
    });
  });
});

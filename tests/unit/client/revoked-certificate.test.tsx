import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyApplicationDetail, MyApplicationItem } from '../../../src/shared/api/my-requests-types';
import { apiPaths } from '../../../src/shared/api/paths';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { MyApplicationPage } from '../../../src/client/features/certificates/pages/my-application-page';
import { MyRequestsPage } from '../../../src/client/features/my-requests/pages/my-requests-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { readCopy, saveCopy } from '../../../src/client/offline/copies';
import { ownerOfUser } from '../../../src/client/offline/form/owner';
import { showPagesInTamil } from '../in-tamil';

/* Decision 064: a certificate the office revoked, as its owner sees it on the device, online. */

const ID = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01';
const REFERENCE = 'BIR-7K3M-9QXD';
const REVOKED_AT = '2026-11-25T05:00:00.000Z';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const citizen = { _id: 'revoked-owner', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;
const session: Session = { status: 'ready', user: citizen, signIn: () => undefined, signOut: () => undefined };

const accepted: MyApplicationDetail = {
  _id: ID,
  type: 'birth',
  reference: REFERENCE,
  status: 'accepted',
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-21T06:30:00.000Z',
  decidedAt: '2026-11-21T06:30:00.000Z',
  dueBy: '2026-11-27',
  documents: [],
  timeline: [
    { at: '2026-11-20T06:30:00.000Z', status: 'pending' },
    { at: '2026-11-21T06:30:00.000Z', status: 'accepted' },
  ],
  certificateNumber: 'MUN/BIR/2026/000001',
  verifyUrl: 'https://portal.example.gov.in/verify/MUN%2FBIR%2F2026%2F000001?t=abc',
  childName: 'Meena Kumari',
};

const revoked: MyApplicationDetail = {
  ...accepted,
  certificateRevokedAt: REVOKED_AT,
  certificateRevokeReason: 'Issued on a forged birth proof',
  timeline: [...accepted.timeline, { at: REVOKED_AT, status: 'revoked', message: 'Issued on a forged birth proof' }],
};

const item: MyApplicationItem = {
  type: 'birth',
  id: ID,
  reference: REFERENCE,
  status: 'accepted',
  createdAt: accepted.createdAt,
  updatedAt: accepted.updatedAt,
  dueBy: accepted.dueBy,
  certificateRevokedAt: REVOKED_AT,
};

/** The server as it is now: the certificate revoked. */
function serverAnswers() {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const data =
      url === apiPaths.me.application('birth', ID)
        ? revoked
        : url === apiPaths.me.applications
          ? { items: [item], nextCursor: null }
          : { items: [], nextCursor: null };
    return { status: 200, data, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
}

function open(path: string) {
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/my-requests" element={<MyRequestsPage />} />
          <Route path="/my-requests/applications/:type/:id" element={<MyApplicationPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('a revoked certificate, to its owner', () => {
  it('on its page: revoked, since when and why, no PDF to download; the copy on the device that said valid is replaced', async () => {
    const owner = ownerOfUser(citizen._id);
    await saveCopy(owner, `application:birth/${ID}`, accepted);
    serverAnswers();
    open(`/my-requests/applications/birth/${ID}`);

    const certificate = await screen.findByRole('region', { name: 'Certificate' });
    expect(within(certificate).getByText(/^Revoked on 25 November 2026/)).toBeVisible();
    expect(within(certificate).getByText('Reason given by the office: Issued on a forged birth proof')).toBeVisible();
    expect(within(certificate).queryByRole('button', { name: 'Download certificate' })).toBeNull();
    expect(screen.getAllByText('Certificate revoked').length).toBeGreaterThan(0);
    expect((await readCopy<MyApplicationDetail>(owner, `application:birth/${ID}`))?.data.certificateRevokedAt).toBe(REVOKED_AT);
  });

  it('in My requests: its status reads revoked', async () => {
    serverAnswers();
    open('/my-requests');
    const applications = await screen.findByRole('region', { name: 'Applications' });
    expect(await within(applications).findByText('Certificate revoked')).toBeVisible();
  });

  describe('in Tamil', () => {
    showPagesInTamil();

    it('says it is revoked and why', async () => {
      serverAnswers();
      open(`/my-requests/applications/birth/${ID}`);
      expect(await screen.findByText('அலுவலகம் தெரிவித்த காரணம்: Issued on a forged birth proof')).toBeVisible();
      expect(screen.getAllByText('சான்றிதழ் ரத்து செய்யப்பட்டது').length).toBeGreaterThan(0);
    });
  });
});

import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationDetail } from '../../../src/shared/api/my-requests-types';
import { apiPaths } from '../../../src/shared/api/paths';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { ApplicationPage } from '../../../src/client/features/admin/pages/application-page';
import { ApplicationSubmittedPage } from '../../../src/client/features/certificates/pages/application-submitted-page';
import { MyApplicationPage } from '../../../src/client/features/certificates/pages/my-application-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { keepConfirmation } from '../../../src/client/offline/copies';
import { anonymousOwner, ownerOfUser } from '../../../src/client/offline/form/owner';

/* Decision 054: the acknowledgement on the confirmation after an application, for its signed-in owner only. */

const ID = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01';
const REFERENCE = 'BIR-7K3M-9QXD';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** The names of the files handed to the browser to save; jsdom saves nothing and makes no object URLs. */
const saved: string[] = [];
beforeAll(() => {
  URL.createObjectURL = () => 'blob:acknowledgement';
  URL.revokeObjectURL = () => undefined;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) {
        saved.push(event.target.download);
        event.preventDefault();
      }
    },
    true,
  );
});

const citizen = { _id: 'a1b2c3', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;

function sessionOf(user: PublicUser | null): Session {
  return { status: 'ready', user, signIn: () => undefined, signOut: () => undefined };
}

const detail: MyApplicationDetail = {
  _id: ID,
  type: 'birth',
  reference: REFERENCE,
  status: 'pending',
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  decidedAt: null,
  dueBy: '2026-11-27',
  documents: [{ field: 'birthProof', name: 'hospital-record.pdf', size: 2048 }],
  timeline: [{ at: '2026-11-20T06:30:00.000Z', status: 'pending' }],
  childName: 'Meena Kumari',
};

/** The server: the application's detail, and the acknowledgement answering `acknowledgementStatus`. */
function serverAnswers(acknowledgementStatus: number, asked: string[]) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    asked.push(config.url ?? '');
    const pdf = config.url === apiPaths.me.acknowledgementPdf('birth', ID);
    const status = pdf ? acknowledgementStatus : 200;
    const response = {
      status,
      data: pdf ? new Blob(['%PDF-1.7'], { type: 'application/pdf' }) : detail,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

describe('the acknowledgement on the confirmation after an application', () => {
  it('is offered once to the signed-in applicant, in the confirmation; a failed download says so, a second press fetches it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    serverAnswers(503, asked);
    render(
      <SessionContext.Provider value={sessionOf(citizen)}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: `/my-requests/applications/birth/${ID}`,
              state: { submitted: { kind: 'application', id: ID, reference: REFERENCE, type: 'birth' }, owner: ownerOfUser(citizen._id) },
            },
          ]}
        >
          <Routes>
            <Route path="/my-requests/applications/:type/:id" element={<MyApplicationPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );

    const confirmation = await screen.findByRole('region', { name: 'Application submitted' });
    expect(confirmation).toHaveTextContent(REFERENCE);
    const download = screen.getByRole('button', { name: 'Download acknowledgement' });
    expect(screen.getAllByRole('button', { name: 'Download acknowledgement' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeVisible();

    await user.click(download);
    expect(await screen.findByText('The acknowledgement could not be downloaded. Check your connection and try again.')).toBeVisible();
    expect(asked).toContain(apiPaths.me.acknowledgementPdf('birth', ID));

    expect(saved).toEqual([]);

    serverAnswers(200, asked);
    await user.click(screen.getByRole('button', { name: 'Download acknowledgement' }));
    expect(await screen.findByRole('button', { name: 'Download acknowledgement' })).toBeEnabled();
    expect(screen.queryByText(/could not be downloaded/)).not.toBeInTheDocument();
    expect(saved).toEqual([`acknowledgement-${REFERENCE}.pdf`]);
  });

  it('is on the application’s own page later, under its facts', async () => {
    serverAnswers(200, []);
    render(
      <SessionContext.Provider value={sessionOf(citizen)}>
        <MemoryRouter initialEntries={[`/my-requests/applications/birth/${ID}`]}>
          <Routes>
            <Route path="/my-requests/applications/:type/:id" element={<MyApplicationPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Download acknowledgement' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Application submitted' })).not.toBeInTheDocument();
  });

  /** The confirmation kept on the device (/certificates/submitted/:id), for this person. */
  async function openKeptConfirmation(user: PublicUser | null) {
    await keepConfirmation(user ? ownerOfUser(user._id) : anonymousOwner(), {
      kind: 'application',
      id: ID,
      reference: REFERENCE,
      type: 'birth',
    });
    render(
      <SessionContext.Provider value={sessionOf(user)}>
        <MemoryRouter initialEntries={[`/certificates/submitted/${ID}`]}>
          <Routes>
            <Route path="/certificates/submitted/:id" element={<ApplicationSubmittedPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(await screen.findByRole('region', { name: 'Application submitted' })).toHaveTextContent(REFERENCE);
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeVisible();
  }

  it('is not offered to an applicant without an account, whose confirmation keeps Print', async () => {
    await openKeptConfirmation(null);
    expect(screen.queryByRole('button', { name: 'Download acknowledgement' })).not.toBeInTheDocument();
  });

  it('is offered on a confirmation kept on the device when a citizen is signed in and it has the application’s id', async () => {
    await openKeptConfirmation(citizen);
    expect(screen.getByRole('button', { name: 'Download acknowledgement' })).toBeVisible();
  });
});

describe('the acknowledgement on the clerk’s application page', () => {
  it('is fetched from the clerks’ route and saved, to print at the counter', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      asked.push(config.url ?? '');
      const url = config.url ?? '';
      const data = url.startsWith(adminApiPaths.messages)
        ? { messages: [] }
        : url === adminApiPaths.acknowledgementPdf('birth', ID)
          ? new Blob(['%PDF-1.7'], { type: 'application/pdf' })
          : {
              _id: ID,
              reference: REFERENCE,
              status: 'pending',
              createdAt: detail.createdAt,
              childName: 'Meena Kumari',
              documents: [],
              history: [],
            };
      return { status: 200, data, statusText: '200', headers: {}, config };
    };
    render(
      <MemoryRouter initialEntries={[`/admin/applications/birth/${ID}`]}>
        <Routes>
          <Route path="/admin/applications/:slug/:id" element={<ApplicationPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Download acknowledgement' }));
    expect(await screen.findByRole('button', { name: 'Download acknowledgement' })).toBeEnabled();
    expect(asked).toContain(adminApiPaths.acknowledgementPdf('birth', ID));
    expect(saved.at(-1)).toBe(`acknowledgement-${REFERENCE}.pdf`);
  });
});

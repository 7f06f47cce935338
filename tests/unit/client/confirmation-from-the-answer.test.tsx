import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import type { MyApplicationDetail } from '../../../src/shared/api/my-requests-types';
import { MyApplicationPage } from '../../../src/client/features/certificates/pages/my-application-page';
import { MyGrievancePage } from '../../../src/client/features/grievances/pages/my-grievance-page';
import { MyPaymentPage } from '../../../src/client/features/taxes/pages/my-payment-page';
import { apiClient } from '../../../src/client/lib/api-client';
import type { ConfirmationState, ConfirmedRequest } from '../../../src/client/lib/request-paths';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import { ownerOfUser } from '../../../src/client/offline/form/owner';
import { showPagesInTamil } from '../in-tamil';

/*
 * Decision 072: right after a submission, a signed-in citizen's request page shows the confirmation
 * from what the submission answered, whether or not the connection is there to read the record.
 */

const ID = '5d1c9e2a-7f3b-4c8e-9a10-2b6e4f8d0c33';
const REFERENCE = 'BIR-4QX7-M2KD';
const meena = { _id: 'u-meena', username: 'meena', email: 'meena@example.in', role: 'user' } as PublicUser;
const selvi = { _id: 'u-selvi', username: 'selvi', email: 'selvi@example.in', role: 'user' } as PublicUser;

const DETAILS_LATER = "The request's details could not be loaded yet. They appear here as soon as the connection is back.";

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** No connection: every call fails before it reaches the server. */
function connectionLost() {
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) =>
    Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
  apiClient.defaults.adapter = adapter;
}

/** The server answers every call with `data`. */
function serverAnswers(data: unknown) {
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => ({
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
    data,
  });
  apiClient.defaults.adapter = adapter;
}

/** The browser says the connection is back. */
function backOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

/** The page at `path`, opened as the form opens it: with the submission's answer, shown to `shownTo`. */
function openAfterSubmission(
  page: { path: string; route: string; element: ReactElement },
  submitted: ConfirmedRequest,
  { signedIn = meena, shownTo = meena }: { signedIn?: PublicUser; shownTo?: PublicUser } = {},
) {
  const state: ConfirmationState = { submitted, owner: ownerOfUser(shownTo._id) };
  render(
    <SessionContext.Provider value={{ status: 'ready', user: signedIn, signIn: () => undefined, signOut: () => undefined }}>
      <MemoryRouter initialEntries={[{ pathname: page.path, state }]}>
        <Routes>
          <Route path={page.route} element={page.element} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

const applicationPage = {
  path: `/my-requests/applications/birth/${ID}`,
  route: '/my-requests/applications/:type/:id',
  element: <MyApplicationPage />,
};
const application: ConfirmedRequest = { kind: 'application', id: ID, reference: REFERENCE, type: 'birth', dueBy: '2026-12-12' };

const detail: MyApplicationDetail = {
  _id: ID,
  type: 'birth',
  reference: REFERENCE,
  status: 'pending',
  createdAt: '2026-11-28T06:30:00.000Z',
  updatedAt: '2026-11-28T06:30:00.000Z',
  decidedAt: null,
  dueBy: '2026-12-12',
  documents: [{ field: 'birthProof', name: 'hospital-record.pdf', size: 2048 }],
  timeline: [{ at: '2026-11-28T06:30:00.000Z', status: 'pending' }],
  childName: 'Meena Kumari',
};

describe("a signed-in citizen's confirmation right after a submission", () => {
  it('shows the application’s reference and due date without a connection, and its details once the connection is back', async () => {
    connectionLost();
    openAfterSubmission(applicationPage, application);

    const confirmation = screen.getByRole('region', { name: 'Application submitted' });
    expect(confirmation).toHaveTextContent(`Application submitted successfully! Your reference number is ${REFERENCE}`);
    expect(screen.getByText('The office checks your application and answers by 12 December 2026.')).toBeVisible();
    // The record could not be read: said quietly below the confirmation, not instead of it.
    expect(await screen.findByText(DETAILS_LATER)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Application submitted' })).toHaveTextContent(REFERENCE);

    serverAnswers(detail);
    backOnline();
    expect(await screen.findByRole('region', { name: 'Your answers' })).toHaveTextContent('Meena Kumari');
    expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('hospital-record.pdf');
    expect(screen.queryByText(DETAILS_LATER)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Application submitted' })).toHaveTextContent(REFERENCE);
    expect(screen.getAllByRole('button', { name: 'Download acknowledgement' })).toHaveLength(1);
  });

  it('shows a payment’s reference and the receipt it answered without a connection', async () => {
    connectionLost();
    openAfterSubmission(
      { path: '/my-requests/payments/pay-1', route: '/my-requests/payments/:id', element: <MyPaymentPage /> },
      {
        kind: 'payment',
        id: 'pay-1',
        reference: 'PTX-8H2K-3MQA',
        type: 'property',
        receipt: {
          reference: 'PTX-8H2K-3MQA',
          type: 'property',
          identifiers: { propertyId: 'W4-1123' },
          period: '2026-27 first half',
          amount: 1500,
          lateFee: 0,
          total: 1500,
          paymentMethod: 'upi',
          paidAt: '2026-11-28T06:30:00.000Z',
          paymentId: 'pay_sandbox_1',
        },
      },
    );

    expect(screen.getByRole('region', { name: 'Payment received' })).toHaveTextContent('PTX-8H2K-3MQA');
    expect(screen.getByRole('heading', { level: 1, name: 'Property Tax Payment' })).toBeVisible();
    expect(screen.getByText('W4-1123')).toBeVisible();
    expect(await screen.findByText(DETAILS_LATER)).toBeVisible();
  });

  it('shows a grievance’s complaint ID without a connection', async () => {
    connectionLost();
    openAfterSubmission(
      { path: '/my-requests/grievances/GRV-2026-000123', route: '/my-requests/grievances/:complaintId', element: <MyGrievancePage /> },
      { kind: 'grievance', id: 'GRV-2026-000123', reference: 'GRV-2026-000123' },
    );

    expect(screen.getByRole('region', { name: 'Grievance submitted' })).toHaveTextContent(
      'Grievance submitted successfully! Your complaint ID: GRV-2026-000123',
    );
    expect(await screen.findByText(DETAILS_LATER)).toBeVisible();
  });

  it('is not shown to the next citizen signed in on the device who goes Back to it', async () => {
    const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
      const response = { status: 404, statusText: 'Not Found', headers: {}, config, data: { error: 'Not found' } };
      return Promise.reject(new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST, config, {}, response));
    };
    apiClient.defaults.adapter = adapter;
    openAfterSubmission(applicationPage, application, { signedIn: selvi, shownTo: meena });

    expect(await screen.findByText('This request was not found. It may belong to another account.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Application submitted' })).not.toBeInTheDocument();
    expect(screen.queryByText(REFERENCE)).not.toBeInTheDocument();
  });
});

describe('the same confirmation in Tamil', () => {
  showPagesInTamil();

  it('shows the reference without a connection, and says in Tamil that the details come once it is back', async () => {
    connectionLost();
    // Another application: the device keeps a copy of the first one read above.
    const id = '9e4b7c1d-2a3f-4e5b-8c6d-7f8091a2b3c4';
    openAfterSubmission({ ...applicationPage, path: `/my-requests/applications/birth/${id}` }, { ...application, id });

    expect(screen.getByRole('region', { name: 'விண்ணப்பம் சமர்ப்பிக்கப்பட்டது' })).toHaveTextContent(REFERENCE);
    expect(await screen.findByText('கோரிக்கையின் விவரங்களை இன்னும் ஏற்ற முடியவில்லை. இணைய இணைப்பு திரும்பியதும் அவை இங்கே தோன்றும்.')).toBeVisible();
  });
});

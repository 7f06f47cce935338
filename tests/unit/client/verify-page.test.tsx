import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificateVerification } from '../../../src/shared/api/my-requests-types';
import { VerifyPage } from '../../../src/client/features/verify/verify-page';
import { apiClient } from '../../../src/client/lib/api-client';

/* The page a certificate's QR code opens, when the first try reaches nothing. */

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const valid: CertificateVerification = {
  valid: true,
  status: 'valid',
  kind: 'certificate',
  type: 'birth',
  number: 'MUN/BIR/2026/000001',
  name: 'Meena Kumari',
  issuedAt: '2026-11-21T06:30:00.000Z',
  office: 'Municipal Office',
};

/** No answer to the first request (the signal went), the certificate to the next. */
function connectionComesBack() {
  let asked = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    asked += 1;
    if (asked === 1) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    return { status: 200, statusText: 'OK', headers: {}, config, data: valid };
  };
  apiClient.defaults.adapter = adapter;
}

describe('checking a certificate by its QR code', () => {
  it('says it could not be checked when nothing answers, and Try again shows the answer', async () => {
    connectionComesBack();
    render(
      <MemoryRouter initialEntries={['/verify/MUN%2FBIR%2F2026%2F000001?t=abc']}>
        <Routes>
          <Route path="/verify/:number" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking');

    expect(await screen.findByText('It could not be checked just now. Check your connection and try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/Valid: this certificate was issued by the municipality/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be checked/)).not.toBeInTheDocument();
  });
});

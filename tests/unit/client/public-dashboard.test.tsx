import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicStats } from '../../../src/shared/api/public-stats-types';
import { DashboardPage } from '../../../src/client/features/dashboard/dashboard-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { SessionContext } from '../../../src/client/lib/session/session-context';

/* The public dashboard as anyone reads it: figures in tables, a small ward hidden, a table saved as CSV, and offline its last copy. */

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  vi.restoreAllMocks();
});

const stats: PublicStats = {
  generatedAt: '2026-11-28T04:30:00.000Z',
  from: '2026-08-31',
  to: '2026-11-28',
  month: null,
  services: [{ type: 'birth', received: 12, decided: 10, onTimeShare: 0.8, medianDays: 3.5 }],
  grievances: {
    bySubject: [{ subject: 'water', received: 9, resolved: 6, medianDaysToResolve: 2, reopenedShare: 0.111, averageRating: 4.2 }],
    byWard: [
      { ward: '3', suppressed: false, received: 5, resolved: 3, medianDaysToResolve: 2, reopenedShare: 0.2, averageRating: 4.5 },
      { ward: '4', suppressed: true, received: null, resolved: null, medianDaysToResolve: null, reopenedShare: null, averageRating: null },
    ],
  },
  collection: {
    byTax: [{ type: 'property', suppressed: false, demand: 5000, collected: 3000, collectedShare: 0.6 }],
    byWard: [{ type: 'property', ward: '7', suppressed: false, demand: 5000, collected: 3000, collectedShare: 0.6 }],
  },
};

function server(reachable: () => boolean) {
  const adapter: AxiosAdapter = async (config) => {
    if (!reachable()) throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    return { status: 200, statusText: 'OK', headers: {}, config, data: stats };
  };
  apiClient.defaults.adapter = adapter;
}

/** A saved file's text as its bytes say, its byte order mark kept. */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error ?? new Error('Not read'));
    if (blob) reader.readAsArrayBuffer(blob);
    else reject(new Error('Nothing was saved'));
  });
}

function openDashboard() {
  return render(
    <SessionContext.Provider value={{ status: 'ready', user: null, signIn: () => undefined, signOut: () => undefined }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('the public dashboard', () => {
  it('shows each figure in a table, a ward of fewer than 5 as such, and saves a table as CSV', async () => {
    server(() => true);
    openDashboard();
    const wards = await screen.findByRole('table', { name: 'Complaints by ward' });
    expect(within(wards).getByRole('row', { name: /^3 5 3 2 20%/ })).toBeVisible();
    const small = within(wards).getByRole('row', { name: /^4 / });
    expect(within(small).getAllByText('fewer than 5')).toHaveLength(5);
    expect(within(screen.getByRole('table', { name: 'Certificates' })).getByRole('row', { name: 'Birth 12 10 80% 3.5' })).toBeVisible();
    const collection = screen.getByRole('table', { name: 'Tax collection' });
    expect(within(collection).getByRole('row', { name: 'Property tax ₹5,000.00 ₹3,000.00 60%' })).toBeVisible();
    expect(screen.queryByText(/Offline: shown as of/)).not.toBeInTheDocument();

    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:dashboard';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download Complaints by ward as CSV' }));
    expect(await textOf(saved)).toBe(
      '\uFEFFWard,Received,Resolved,Median days to resolve,Reopened,Average rating (1 to 5)\r\n' +
        '3,5,3,2,0.2,4.5\r\n' +
        '4,fewer than 5,fewer than 5,fewer than 5,fewer than 5,fewer than 5\r\n',
    );
    expect(names).toEqual(['complaints-by-ward-2026-08-31-to-2026-11-28.csv']);
  });

  it('opens offline with the last copy, saying when it was loaded', async () => {
    let online = true;
    server(() => online);
    const first = openDashboard();
    await screen.findByRole('table', { name: 'Complaints by subject' });
    first.unmount();

    online = false;
    openDashboard();
    expect(await screen.findByText(/Offline: shown as of/)).toBeVisible();
    const subjects = screen.getByRole('table', { name: 'Complaints by subject' });
    expect(within(subjects).getByRole('row', { name: 'Water 9 6 2 11% 4.2' })).toBeVisible();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { GrievanceDetail } from '../../../src/shared/api/admin-types';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import { GrievancePage } from '../../../src/client/features/admin/pages/grievance-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { showPagesInTamil } from '../in-tamil';

const ID = '5d1c6f0e-8a2b-4c3d-9e4f-0a1b2c3d4e5f';

const grievance: GrievanceDetail = {
  _id: ID,
  complaintId: 'GRV-4H7P-2WXR',
  name: 'Lakshmi',
  email: 'lakshmi@example.com',
  subject: 'water',
  message: 'No water supply in Ward 4 since Monday morning.',
  status: 'Pending',
  createdAt: '2026-11-20T06:30:00.000Z',
  updatedAt: '2026-11-20T06:30:00.000Z',
  history: [{ status: 'Pending', at: '2026-11-20T06:30:00.000Z', actor: null }],
};

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function openGrievance() {
  const adapter: AxiosAdapter = async (config) => {
    // The grievance itself, and no messages sent to the citizen yet.
    const data = config.url?.startsWith(adminApiPaths.messages) ? { messages: [] } : grievance;
    return { status: 200, data, statusText: '200', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  render(
    <MemoryRouter initialEntries={[`/admin/grievances/${ID}`]}>
      <Routes>
        <Route path="/admin/grievances/:id" element={<GrievancePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The public complaint tracker shows the status only: the clerk is told, where the note is written, who reads it. */
describe('the clerk’s note on a grievance', () => {
  it('is asked for when a status is set, saying that only the signed-in complainant reads it, and tracking shows the status only', async () => {
    openGrievance();
    await userEvent.click(await screen.findByRole('button', { name: 'In Progress' }));
    const question = screen.getByRole('dialog', { name: 'Mark GRV-4H7P-2WXR In Progress?' });
    expect(question).toHaveAccessibleDescription(
      'Only the person who filed the complaint while signed in reads it (My requests and the message sent to them); tracking by complaint ID shows the status only.',
    );
    expect(within(question).getByRole('textbox', { name: 'Note for the citizen (optional)' })).toHaveFocus();
  });

  describe('in Tamil', () => {
    showPagesInTamil();

    it('says the same in Tamil', async () => {
      openGrievance();
      await userEvent.click(await screen.findByRole('button', { name: 'நடவடிக்கை எடுக்க' }));
      const question = screen.getByRole('dialog');
      expect(question).toHaveAccessibleDescription(/உள்நுழைந்து புகார் அளித்தவர் மட்டுமே இதைப் படிப்பார்.*நிலை மட்டுமே தெரியும்/);
      expect(within(question).getByRole('textbox', { name: 'குடிமகனுக்கான குறிப்பு (விருப்பத்தேர்வு)' })).toBeVisible();
    });
  });
});

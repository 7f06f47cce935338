import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrievanceAdminRow, GrievanceDetail } from '../../../src/shared/api/admin-types';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import { GrievanceTable } from '../../../src/client/features/admin/components/grievance-table';
import { GrievancePage } from '../../../src/client/features/admin/pages/grievance-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { writeToken } from '../../../src/client/lib/token-store';
import { showPagesInTamil } from '../in-tamil';
import { AN_ADMIN } from '../signed-in-as';

/*
 * A grievance's photo and place on the clerk's pages (decision 085): the photo fetched with the
 * clerk's token, the place with links to a maps app, the rating, reopenings and escalations in the
 * history, the possible duplicates and marking one; in the list, the ward and the marks.
 */

const ID = '5d1c6f0e-8a2b-4c3d-9e4f-0a1b2c3d4e5f';
const OTHER_ID = '7a2d8e1f-3b4c-4d5e-8f6a-1b2c3d4e5f60';
const PHOTO = '3f0c9a7e5b1d4c2a8e6f0b9d7c5a3e1f.jpg';
const TOKEN = 'clerk-token';

function grievance(overrides: Partial<GrievanceDetail> = {}): GrievanceDetail {
  return {
    _id: ID,
    complaintId: 'GRV-4H7P-2WXR',
    name: 'Lakshmi',
    email: 'lakshmi@example.com',
    subject: 'water',
    message: 'A burst pipe floods the street.',
    status: 'Pending',
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ward: '12',
    history: [{ status: 'Pending', at: '2026-11-20T06:30:00.000Z', actor: null, kind: 'status' }],
    photoPath: null,
    place: { latitude: 13.0826802, longitude: 80.2707184, ward: '12', landmark: 'Near the bus stand' },
    source: 'portal',
    feedback: null,
    duplicateOf: null,
    possibleDuplicates: [],
    ...overrides,
  };
}

const realAdapter = apiClient.defaults.adapter;
const realCreateObjectUrl = URL.createObjectURL;
const realRevokeObjectUrl = URL.revokeObjectURL;
beforeEach(() => {
  writeToken(TOKEN, AN_ADMIN);
  // jsdom has no object URLs: one per photo blob is enough to show it.
  URL.createObjectURL = () => 'blob:grievance-photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
  URL.createObjectURL = realCreateObjectUrl;
  URL.revokeObjectURL = realRevokeObjectUrl;
});

type Answer = { status: number; data: unknown };

/**
 * The server as the page meets it: the grievance as `current()` says, no messages, the photo only
 * to a request with the clerk's token (as /uploads answers), and each POST to `post`.
 */
function serverAnswers(
  current: () => GrievanceDetail,
  post: (config: InternalAxiosRequestConfig) => Answer = () => ({ status: 404, data: {} }),
) {
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? '';
    let answer: Answer;
    if (url.startsWith(adminApiPaths.messages)) answer = { status: 200, data: { messages: [] } };
    else if (url === `/uploads/${PHOTO}`)
      answer =
        config.headers.get('Authorization') === `Bearer ${TOKEN}`
          ? { status: 200, data: new Blob(['jpeg'], { type: 'image/jpeg' }) }
          : { status: 401, data: { error: 'Sign in first.', code: 'auth.sign_in_required' } };
    else if (config.method === 'post') answer = post(config);
    else answer = { status: 200, data: current() };
    const response = { status: answer.status, data: answer.data, statusText: String(answer.status), headers: {}, config };
    if (answer.status >= 400)
      throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
}

function openGrievance(id = ID) {
  render(
    <MemoryRouter initialEntries={[`/admin/grievances/${id}`]}>
      <Routes>
        <Route path="/admin/grievances/:id" element={<GrievancePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a grievance's page for the clerk", () => {
  it('shows the photo, fetched with the clerk’s token, with its text and a link to it full size', async () => {
    serverAnswers(() => grievance({ photoPath: PHOTO }));
    openGrievance();
    const photo = await screen.findByRole('img', { name: 'Photo sent with complaint GRV-4H7P-2WXR' });
    expect(photo).toHaveAttribute('src', 'blob:grievance-photo');
    const section = screen.getByRole('region', { name: 'Photo' });
    expect(within(section).getByRole('link', { name: 'Open the photo full size' })).toHaveAttribute('href', 'blob:grievance-photo');
  });

  it('has no photo section for a grievance without one, and says when no place was given', async () => {
    serverAnswers(() => grievance({ place: null, ward: null }));
    openGrievance();
    expect(await screen.findByRole('region', { name: 'Place' })).toHaveTextContent('The citizen gave no place.');
    expect(screen.queryByRole('region', { name: 'Photo' })).toBeNull();
    expect(screen.queryByRole('region', { name: "The citizen's rating" })).toBeNull();
  });

  it('shows the ward, landmark and point with links to the phone’s maps app and to OpenStreetMap, and where it came from', async () => {
    serverAnswers(() => grievance({ source: 'open311' }));
    openGrievance();
    const place = await screen.findByRole('region', { name: 'Place' });
    expect(within(place).getByText('12')).toBeVisible();
    expect(within(place).getByText('Near the bus stand')).toBeVisible();
    expect(within(place).getByText('13.08268, 80.27072')).toBeVisible();
    expect(within(place).getByRole('link', { name: "Open in the phone's maps app" })).toHaveAttribute(
      'href',
      'geo:13.08268,80.27072?q=13.08268,80.27072(GRV-4H7P-2WXR)',
    );
    const osm = within(place).getByRole('link', { name: 'Open in OpenStreetMap' });
    expect(osm).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=13.08268&mlon=80.27072#map=18/13.08268/80.27072');
    expect(osm).toHaveAttribute('target', '_blank');
    const message = screen.getByRole('region', { name: 'Message' });
    expect(within(message).getByText('Came from').nextElementSibling).toHaveTextContent('Another service, through Open311');
  });

  it('shows a reopening with the citizen’s reason and an escalation in the history, Reopened by the status, and the rating', async () => {
    serverAnswers(() =>
      grievance({
        reopenedAt: '2026-11-25T05:00:00.000Z',
        escalatedAt: '2026-11-28T05:00:00.000Z',
        feedback: { rating: 2, comment: 'They came but the pipe still leaks.', at: '2026-11-24T05:00:00.000Z' },
        history: [
          { status: 'Pending', at: '2026-11-20T06:30:00.000Z', actor: null, kind: 'status' },
          { status: 'Resolved', at: '2026-11-22T06:30:00.000Z', actor: 'clerk_admin', kind: 'status', note: 'Pipe fixed.' },
          { status: 'Pending', at: '2026-11-25T05:00:00.000Z', actor: null, kind: 'reopened', note: 'It leaks again.' },
          { status: 'Pending', at: '2026-11-28T05:00:00.000Z', actor: null, kind: 'escalated' },
        ],
      }),
    );
    openGrievance();
    const history = within(await screen.findByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Pending on .* by the citizen$/),
      expect.stringMatching(/^Resolved on .* by clerk_adminPipe fixed\.$/),
      expect.stringMatching(/^Reopened on .* by the citizenIt leaks again\.$/),
      expect.stringMatching(/^Escalated on .*: its service time passed$/),
    ]);
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Reopened')).toBeVisible();
    expect(within(status).getByText('Overdue: escalated')).toBeVisible();
    const rating = screen.getByRole('region', { name: "The citizen's rating" });
    expect(rating).toHaveTextContent('2 out of 5');
    expect(rating).toHaveTextContent('They came but the pipe still leaks.');
  });
});

describe('possible duplicates', () => {
  const candidates: GrievanceDetail['possibleDuplicates'] = [
    {
      _id: OTHER_ID,
      complaintId: 'GRV-9ZZZ-0001',
      status: 'In Progress',
      createdAt: '2026-11-19T04:00:00.000Z',
      metres: 42.4,
      landmark: null,
    },
    {
      _id: 'b3c4d5e6-f7a8-4b9c-8d0e-1f2a3b4c5d6e',
      complaintId: 'GRV-9ZZZ-0002',
      status: 'Pending',
      createdAt: '2026-11-18T04:00:00.000Z',
      metres: null,
      landmark: 'Near the bus stand',
    },
  ];

  it('lists each with a link to it, its status, how near, and when filed', async () => {
    serverAnswers(() => grievance({ possibleDuplicates: candidates }));
    openGrievance();
    const table = await screen.findByRole('table', { name: 'Possible duplicates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Complaint ID', 'Status', 'Distance', 'Filed', 'Actions']);
    const near = within(table).getByRole('row', { name: /GRV-9ZZZ-0001/ });
    expect(within(near).getByRole('link', { name: 'GRV-9ZZZ-0001' })).toHaveAttribute('href', `/admin/grievances/${OTHER_ID}`);
    expect(near).toHaveTextContent('In Progress');
    expect(near).toHaveTextContent('42 m away');
    expect(near).toHaveTextContent('19/11/2026');
    expect(within(table).getByRole('row', { name: /GRV-9ZZZ-0002/ })).toHaveTextContent('Same ward and landmark');
  });

  it('says so when there is none', async () => {
    serverAnswers(() => grievance());
    openGrievance();
    expect(await screen.findByRole('region', { name: 'Possible duplicates' })).toHaveTextContent(
      'No open grievance looks like the same problem.',
    );
  });

  it('marks this one a duplicate after asking, says so with the focus, and undoes it', async () => {
    let duplicateOf: GrievanceDetail['duplicateOf'] = null;
    const sent: unknown[] = [];
    serverAnswers(
      () => grievance({ possibleDuplicates: candidates, duplicateOf }),
      (config) => {
        expect(config.url).toBe(adminApiPaths.grievanceDuplicate(ID));
        const body = JSON.parse(String(config.data)) as { of: string | null };
        sent.push(body);
        duplicateOf = body.of === null ? null : { _id: OTHER_ID, complaintId: body.of };
        return { status: 200, data: { _id: ID, status: 'Pending' } };
      },
    );
    const user = userEvent.setup();
    openGrievance();
    const mark = await screen.findByRole('button', { name: 'Mark GRV-4H7P-2WXR as a duplicate of GRV-9ZZZ-0001' });
    expect(mark).toHaveTextContent('Mark as duplicate of this');

    // Asked first; Cancel sends nothing and gives the focus back.
    await user.click(mark);
    let question = screen.getByRole('dialog', { name: 'Mark GRV-4H7P-2WXR as a duplicate of GRV-9ZZZ-0001?' });
    expect(question).toHaveAccessibleDescription(
      'Nothing is merged and the citizen is not told. Resolve GRV-4H7P-2WXR afterwards with a note naming GRV-9ZZZ-0001.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mark).toHaveFocus();
    expect(sent).toEqual([]);

    await user.click(mark);
    question = screen.getByRole('dialog', { name: 'Mark GRV-4H7P-2WXR as a duplicate of GRV-9ZZZ-0001?' });
    await user.click(within(question).getByRole('button', { name: 'Mark as duplicate' }));
    const done = await screen.findByText('GRV-4H7P-2WXR marked a duplicate of GRV-9ZZZ-0001.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent).toEqual([{ of: 'GRV-9ZZZ-0001' }]);
    const section = screen.getByRole('region', { name: 'Possible duplicates' });
    const marked = within(section).getByText('Duplicate of').nextElementSibling as HTMLElement;
    expect(within(marked).getByRole('link', { name: 'GRV-9ZZZ-0001' })).toHaveAttribute('href', `/admin/grievances/${OTHER_ID}`);
    expect(screen.getByRole('button', { name: 'Mark GRV-4H7P-2WXR as a duplicate of GRV-9ZZZ-0001' })).toBeDisabled();

    await user.click(within(marked).getByRole('button', { name: 'Undo: GRV-4H7P-2WXR is not a duplicate of GRV-9ZZZ-0001' }));
    expect(await screen.findByText('GRV-4H7P-2WXR is no longer marked a duplicate.')).toBeVisible();
    expect(sent).toEqual([{ of: 'GRV-9ZZZ-0001' }, { of: null }]);
    expect(screen.queryByText('Duplicate of')).toBeNull();
  });

  it('says why when the server refuses the mark', async () => {
    serverAnswers(
      () => grievance({ possibleDuplicates: candidates }),
      () => ({ status: 409, data: { error: 'That grievance is already final.', code: 'grievance.already_final' } }),
    );
    const user = userEvent.setup();
    openGrievance();
    await user.click(await screen.findByRole('button', { name: 'Mark GRV-4H7P-2WXR as a duplicate of GRV-9ZZZ-0001' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as duplicate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark GRV-4H7P-2WXR a duplicate: That grievance is already final.',
    );
  });
});

function listRow(overrides: Partial<GrievanceAdminRow>): GrievanceAdminRow {
  return {
    _id: 'g1',
    complaintId: 'GRV-AAAA-0001',
    name: 'Selvi',
    email: 'selvi@example.in',
    subject: 'water',
    message: 'No water.',
    status: 'Pending',
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

function showGrievanceList(rows: GrievanceAdminRow[]) {
  render(
    <MemoryRouter>
      <GrievanceTable rows={rows} busy={false} onSetStatus={vi.fn()} />
    </MemoryRouter>,
  );
}

const rowOf = (complaintId: string) => screen.getByRole('row', { name: new RegExp(complaintId) });

describe('the grievances list', () => {
  it('shows each ward (or none), a photo mark and a Reopened mark', () => {
    showGrievanceList([
      listRow({ ward: '12', hasPhoto: true, reopenedAt: '2026-11-25T05:00:00.000Z' }),
      listRow({ _id: 'g2', complaintId: 'GRV-AAAA-0002', ward: null, hasPhoto: false, reopenedAt: null }),
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Complaint ID',
      'Name',
      'Email',
      'Subject',
      'Ward',
      'Status',
      'Submitted',
      'Actions',
    ]);
    const marked = rowOf('GRV-AAAA-0001');
    const cells = within(marked).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('WaterPhoto');
    expect(cells[4]).toHaveTextContent('12');
    expect(within(cells[5] as HTMLElement).getByText('Reopened')).toBeVisible();
    const plain = within(rowOf('GRV-AAAA-0002')).getAllByRole('cell');
    expect(plain[3]).toHaveTextContent(/^Water$/);
    expect(plain[4]).toHaveTextContent('No ward');
    expect(plain[5]).not.toHaveTextContent('Reopened');
  });
});

describe('in Tamil', () => {
  showPagesInTamil();

  it('words the photo, the place, the duplicates, the history and the list’s marks in Tamil', async () => {
    serverAnswers(() =>
      grievance({
        photoPath: PHOTO,
        possibleDuplicates: [
          {
            _id: OTHER_ID,
            complaintId: 'GRV-9ZZZ-0001',
            status: 'Pending',
            createdAt: '2026-11-19T04:00:00.000Z',
            metres: 42,
            landmark: null,
          },
        ],
        history: [{ status: 'Pending', at: '2026-11-25T05:00:00.000Z', actor: null, kind: 'reopened', note: 'மீண்டும் கசிகிறது.' }],
      }),
    );
    openGrievance();
    expect(await screen.findByRole('img', { name: 'புகார் GRV-4H7P-2WXR உடன் அனுப்பப்பட்ட புகைப்படம்' })).toBeVisible();
    const place = screen.getByRole('region', { name: 'இடம்' });
    expect(within(place).getByRole('link', { name: 'கைபேசியின் வரைபடச் செயலியில் திறக்க' })).toHaveAttribute(
      'href',
      'geo:13.08268,80.27072?q=13.08268,80.27072(GRV-4H7P-2WXR)',
    );
    const table = screen.getByRole('table', { name: 'மறுபதிவாக இருக்கக்கூடியவை' });
    expect(within(table).getByRole('row', { name: /GRV-9ZZZ-0001/ })).toHaveTextContent('42 மீட்டர் தொலைவில்');
    expect(within(table).getByRole('button', { name: 'GRV-4H7P-2WXR ஐ GRV-9ZZZ-0001 இன் மறுபதிவாகக் குறிக்க' })).toHaveTextContent(
      'இதன் மறுபதிவாகக் குறிக்க',
    );
    const history = within(screen.getByRole('region', { name: 'வரலாறு' })).getByRole('listitem');
    expect(history).toHaveTextContent(/அன்று குடிமகனால் மீண்டும் திறக்கப்பட்டதுமீண்டும் கசிகிறது\.$/);
  });

  it('marks the list’s rows in Tamil', () => {
    showGrievanceList([listRow({ ward: null, hasPhoto: true, reopenedAt: '2026-11-25T05:00:00.000Z' })]);
    expect(screen.getByRole('columnheader', { name: 'வார்டு' })).toBeVisible();
    const row = rowOf('GRV-AAAA-0001');
    expect(row).toHaveTextContent('வார்டு இல்லை');
    expect(row).toHaveTextContent('புகைப்படம்');
    expect(row).toHaveTextContent('மீண்டும் திறக்கப்பட்டது');
  });
});

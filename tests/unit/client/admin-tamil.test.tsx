import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CATEGORIES, categoryStatuses } from '../../../src/shared/api/admin-types';
import type { AdminListAnswer, AdminLists, ApplicationDetail, CertificateAdminRow } from '../../../src/shared/api/admin-types';
import { AdminDashboardPage } from '../../../src/client/features/admin/admin-dashboard-page';
import { adminTexts } from '../../../src/client/features/admin/admin-texts';
import { ApplicationPage } from '../../../src/client/features/admin/pages/application-page';
import { AuditPage } from '../../../src/client/features/admin/pages/audit-page';
import { setPageLanguage } from '../../../src/client/i18n/page-language';
import { apiClient } from '../../../src/client/lib/api-client';
import { showPagesInTamil } from '../in-tamil';
import { adminApiPaths } from '../../../src/shared/api/admin-paths';
import { AN_ADMIN, SignedInAs } from '../signed-in-as';

/*
 * The clerks' pages in Tamil: headings, table headers, statuses, buttons, figures,
 * dates and the banners after an action. The English texts are held by admin-dashboard.test.tsx
 * and admin-application.test.tsx.
 */

const realAdapter = apiClient.defaults.adapter;
showPagesInTamil();
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const ID = '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01';

function serverAnswers(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config) => {
    // The page's list of messages to the citizen: none sent yet.
    const { status, data } = config.url?.startsWith(adminApiPaths.messages) ? { status: 200, data: { messages: [] } } : answer(config);
    return { status, data, statusText: String(status), headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
}

function listAnswer(lists: AdminLists): AdminListAnswer {
  const counts = Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => {
      const byStatus = Object.fromEntries(categoryStatuses(category).map((status) => [status, 0]));
      const rows = lists[category] ?? [];
      for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
      return [category, { total: rows.length, byStatus }];
    }),
  ) as AdminListAnswer['counts'];
  return { data: lists, pages: Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, { next: null }])), counts };
}

function lists(birthStatus: string): AdminLists {
  const birth: CertificateAdminRow = {
    _id: ID,
    reference: 'BIR-7K3M-9QXD',
    status: birthStatus,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    childName: 'Meena Ravi',
    documents: [
      { field: 'birthProof', label: 'Proof of Birth', name: 'hospital-slip.pdf', size: null, type: 'application/pdf', url: '/uploads/a' },
    ],
  };
  const grievance = {
    _id: 'g1',
    complaintId: 'GRV-2026-0001',
    name: 'Kavitha Raman',
    email: 'kavitha@example.in',
    subject: 'water',
    message: 'No water',
    status: 'In Progress',
    createdAt: '2026-11-20T03:15:00.000Z',
  };
  const tax = {
    _id: 't1',
    reference: 'TAX-PAID-0001',
    type: 'property',
    identifiers: {},
    period: 'Jul-Sep',
    billMonth: null,
    dueDate: '2026-11-01',
    amount: 100_000,
    lateFee: 200,
    total: 100_200,
    paymentMethod: 'upi',
    status: 'paid',
    createdAt: '2026-11-20T06:30:00.000Z',
    paidAt: null,
  };
  const empty = Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []]));
  return { ...empty, birth: [birth], grievances: [grievance], taxes: [tax] } as unknown as AdminLists;
}

describe('the admin dashboard in Tamil', () => {
  it('shows Tamil headings, column headers, status names, buttons, figures and dates, and a Tamil banner after accepting', async () => {
    let status = 'pending';
    serverAnswers((config) => {
      if (config.method === 'post') {
        status = 'accepted';
        return { status: 200, data: { _id: ID, status } };
      }
      return { status: 200, data: listAnswer(lists(status)) };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SignedInAs user={AN_ADMIN}>
          <AdminDashboardPage />
        </SignedInAs>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'நிர்வாகப் பலகை', level: 1 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('பட்டியல்கள் ஏற்றப்படுகின்றன...');

    const birth = await screen.findByRole('table', { name: 'பிறப்புச் சான்றிதழ்கள்' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'எண்ணிக்கைகள்',
      'பிறப்புச் சான்றிதழ்கள்',
      'இறப்புச் சான்றிதழ்கள்',
      'சாதிச் சான்றிதழ்கள்',
      'முதல் பட்டதாரி சான்றிதழ்கள்',
      'வருமானச் சான்றிதழ்கள்',
      'இருப்பிடச் சான்றிதழ்கள்',
      'குறைகள்',
      'வரி செலுத்துதல்கள்',
      'இந்தச் சாதனம்',
    ]);
    expect(
      within(birth)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['குழந்தையின் முழுப் பெயர்', 'குறிப்பு எண்', 'சமர்ப்பித்தது', 'முடிக்க வேண்டிய நாள்', 'நிலை', 'செயல்கள்']);
    const row = within(birth).getByRole('row', { name: /BIR-7K3M-9QXD/ });
    expect(within(row).getByText('நிலுவையில்')).toHaveClass('pending');
    expect(row).toHaveTextContent('20/11/2026, பிற்பகல் 12:00');
    expect(within(row).getByRole('button', { name: 'BIR-7K3M-9QXD: ஏற்க' })).toHaveTextContent('ஏற்க');
    expect(within(row).getByRole('button', { name: 'BIR-7K3M-9QXD: நிராகரிக்க' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'இறப்புச் சான்றிதழ்கள்' })).getByText('எதுவும் இல்லை')).toBeVisible();

    const filter = screen.getByRole('combobox', { name: 'நிலை வாரியாக பிறப்புச் சான்றிதழ்கள் காட்ட' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['எல்லா நிலைகளும்', 'நிலுவையில்', 'ஏற்கப்பட்டது', 'நிராகரிக்கப்பட்டது', 'திருத்தத்திற்குத் திருப்பி அனுப்பப்பட்டது', 'காலம் கடந்தவை']);

    const figures = screen.getByRole('region', { name: 'எண்ணிக்கைகள்' });
    const birthFigure = within(figures).getByText('பிறப்புச் சான்றிதழ்கள்').closest('li') as HTMLElement;
    expect(birthFigure).toHaveTextContent('1 மொத்தம்');
    expect(birthFigure).toHaveTextContent('1 நிலுவையில் · 0 ஏற்கப்பட்டது · 0 நிராகரிக்கப்பட்டது');

    const grievance = within(screen.getByRole('table', { name: 'குறைகள்' })).getByRole('row', { name: /GRV-2026-0001/ });
    expect(grievance).toHaveTextContent('குடிநீர்');
    expect(within(grievance).getByText('நடவடிக்கையில்')).toHaveClass('in-progress');
    expect(within(grievance).getByRole('button', { name: 'குறை GRV-2026-0001: நடவடிக்கை எடுக்க' })).toBeDisabled();
    expect(within(grievance).getByRole('button', { name: 'குறை GRV-2026-0001: தீர்க்க' })).toBeEnabled();

    const tax = within(screen.getByRole('table', { name: 'வரி செலுத்துதல்கள்' })).getByRole('row', { name: /TAX-PAID-0001/ });
    expect(tax).toHaveTextContent('சொத்து வரி');
    expect(tax).toHaveTextContent('₹1,00,200.00');
    expect(tax).toHaveTextContent('தாமதக் கட்டணம் ₹200.00 உட்பட');
    expect(within(tax).getByText('செலுத்தப்பட்டது')).toHaveClass('paid');
    expect(within(tax).getByRole('button', { name: 'TAX-PAID-0001: திருப்பி அளிக்க' })).toBeEnabled();

    expect(screen.getByRole('searchbox', { name: 'பெயர், குறிப்பு எண் அல்லது புகார் எண் மூலம் தேடுக' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'சேவை மையக் கருவி முறையை இயக்க' })).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'BIR-7K3M-9QXD: ஆவணங்கள்' }));
    const dialog = screen.getByRole('dialog', { name: 'ஆவணங்கள்: பிறப்புச் சான்றிதழ் விண்ணப்பம் BIR-7K3M-9QXD' });
    expect(dialog).toHaveTextContent('பிறப்புச் சான்று');
    expect(dialog).toHaveTextContent('அளவு தெரியவில்லை');
    expect(within(dialog).getByRole('link', { name: 'ஆவணத்தைப் பார்க்க' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'மூட' }));

    await user.click(within(row).getByRole('button', { name: 'BIR-7K3M-9QXD: ஏற்க' }));
    await user.click(within(screen.getByRole('dialog', { name: 'BIR-7K3M-9QXD ஐ ஏற்கவா?' })).getByRole('button', { name: 'ஏற்க' }));
    expect(await screen.findByText('BIR-7K3M-9QXD ஏற்கப்பட்டது.')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'பிறப்புச் சான்றிதழ்கள்' })).getByText('ஏற்கப்பட்டது')).toHaveClass('accepted');

    // No English text of the page's own is left (names, references and amounts stay as written).
    for (const english of ['Accept', 'Decline', 'Status', 'Reference', 'No items found', 'Load more', 'Search', 'pending', 'Kiosk']) {
      expect(document.body.textContent).not.toContain(english);
    }
  });
});

describe("a clerk's actions in Tamil", () => {
  it('names a grievance’s new status, and asks before declining a paid payment, naming the amount; Cancel sends nothing', async () => {
    let grievanceStatus = 'Pending';
    let taxStatus = 'paid';
    const sent: string[] = [];
    serverAnswers((config) => {
      if (config.method === 'post') {
        sent.push(config.url ?? '');
        if (config.url?.includes('grievances')) grievanceStatus = 'In Progress';
        else taxStatus = 'declined';
        return { status: 200, data: { _id: 'done', status: 'changed' } };
      }
      const shown = lists('pending');
      const [grievance] = shown.grievances ?? [];
      const [tax] = shown.taxes ?? [];
      return {
        status: 200,
        data: listAnswer({
          ...shown,
          grievances: [{ ...grievance, status: grievanceStatus }],
          taxes: [{ ...tax, total: 1250, status: taxStatus }],
        } as AdminLists),
      };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SignedInAs user={AN_ADMIN}>
          <AdminDashboardPage />
        </SignedInAs>
      </MemoryRouter>,
    );

    const grievance = within(await screen.findByRole('table', { name: 'குறைகள்' })).getByRole('row', { name: /GRV-2026-0001/ });
    expect(within(grievance).getByText('நிலுவையில்')).toBeVisible();
    await user.click(within(grievance).getByRole('button', { name: 'குறை GRV-2026-0001: நடவடிக்கை எடுக்க' }));
    const marking = screen.getByRole('dialog', { name: 'குறை GRV-2026-0001: “நடவடிக்கையில்” என மாற்றவா?' });
    await user.click(within(marking).getByRole('button', { name: 'நடவடிக்கை எடுக்க' }));
    expect(await screen.findByText('குறை GRV-2026-0001: நிலை “நடவடிக்கையில்” என மாற்றப்பட்டது.')).toBeVisible();

    const tax = within(screen.getByRole('table', { name: 'வரி செலுத்துதல்கள்' })).getByRole('row', { name: /TAX-PAID-0001/ });
    const decline = within(tax).getByRole('button', { name: 'TAX-PAID-0001: நிராகரிக்க' });
    await user.click(decline);
    const question = screen.getByRole('alertdialog', { name: 'கட்டணத்தை நிராகரித்து ₹1,250.00 ஐச் செலுத்தியவருக்குத் திருப்பி அளிக்கவா?' });
    expect(question).toHaveAccessibleDescription(/முழுத் தொகையும் கட்டண நுழைவாயில் வழியாகத் திருப்பி அளிக்கப்படும்/);
    await user.click(within(question).getByRole('button', { name: 'ரத்து செய்ய' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.click(decline);
    const asked = screen.getByRole('alertdialog');
    await user.selectOptions(within(asked).getByRole('combobox', { name: 'காரணம்' }), 'இரட்டைக் கட்டணம்');
    await user.click(within(asked).getByRole('button', { name: 'நிராகரித்துத் திருப்பி அளிக்க' }));
    expect(await screen.findByText('கட்டணம் TAX-PAID-0001 நிராகரிக்கப்பட்டது; ₹1,250.00 திருப்பி அளிக்கப்பட்டது.')).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(within(screen.getByRole('table', { name: 'வரி செலுத்துதல்கள்' })).getByText('நிராகரிக்கப்பட்டது')).toHaveClass('declined');
  });
});

function application(status: string): ApplicationDetail {
  return {
    _id: ID,
    reference: 'COM-4H7P-2WXR',
    status,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    applicantName: 'Selvi Kumar',
    dob: '2001-03-05',
    gender: 'Female',
    community: 'BC',
    aadhaar: '123456789012',
    presentAddress: '',
    documents: [
      { field: 'aadhaarFile', label: 'Aadhaar Card', name: 'aadhaar.pdf', size: 2048, type: 'application/pdf', url: '/uploads/x' },
    ],
    history: [
      { action: 'submitted', at: '2026-11-20T06:30:00.000Z', actor: null },
      ...(status === 'pending' ? [] : [{ action: status, at: '2026-11-21T04:00:00.000Z', actor: 'clerk_admin' }]),
    ],
  };
}

describe('a single application in Tamil', () => {
  it('shows the Tamil title, field labels, options, documents and history, and accepts', async () => {
    let status = 'pending';
    serverAnswers((config) => {
      if (config.method === 'post') {
        status = 'accepted';
        return { status: 200, data: { _id: ID, status } };
      }
      return { status: 200, data: application(status) };
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[`/admin/applications/community/${ID}`]}>
        <Routes>
          <Route path="/admin/applications/:slug/:id" element={<ApplicationPage />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(await screen.findByText('Selvi Kumar')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'சாதிச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
    expect(screen.getByText('குறிப்பு எண் COM-4H7P-2WXR')).toBeVisible();
    expect(screen.getByRole('link', { name: 'நிர்வாகப் பலகைக்குத் திரும்ப' })).toHaveAttribute('href', '/admin');
    const decision = screen.getByRole('region', { name: 'நிலை' });
    expect(decision).toHaveTextContent('சமர்ப்பித்தது: 20 நவம்பர் 2026, பிற்பகல் 12:00');
    const details = screen.getByRole('region', { name: 'விவரங்கள்' });
    expect(within(details).getByText('விண்ணப்பதாரர் பெயர்')).toBeVisible();
    expect(within(details).getByText('ஆதார் எண்')).toBeVisible();
    expect(within(details).getByText('பெண்')).toBeVisible();
    expect(within(details).getByText('05/03/2001')).toBeVisible();
    expect(within(details).getByText('BC')).toBeVisible();
    expect(within(details).getAllByText('குறிப்பிடப்படவில்லை').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'ஆவணங்கள்' })).getByText('ஆதார் அட்டை')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'ஏற்க' }));
    const question = screen.getByRole('dialog', { name: 'COM-4H7P-2WXR ஐ ஏற்கவா?' });
    expect(within(question).getByRole('textbox', { name: 'குடிமகனுக்கான குறிப்பு (விருப்பத்தேர்வு)' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'ஏற்க' }));
    expect(await screen.findByText('COM-4H7P-2WXR ஏற்கப்பட்டது.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ஏற்க' })).toBeNull();
    const history = within(screen.getByRole('region', { name: 'வரலாறு' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'சமர்ப்பிக்கப்பட்டது: 20 நவம்பர் 2026, பிற்பகல்\u00a012:00, விண்ணப்பதாரரால்',
      'ஏற்கப்பட்டது: 21 நவம்பர் 2026, முற்பகல்\u00a09:30, clerk_admin அவர்களால்',
    ]);
  });
});

describe('the audit log in Tamil', () => {
  it('names the columns, the actions and the statuses in Tamil', async () => {
    serverAnswers(() => ({
      status: 200,
      data: {
        entries: [
          {
            _id: 'a1',
            at: '2026-11-21T04:00:00.000Z',
            actor: 'clerk_admin',
            action: 'tax.refund',
            targetReference: 'TAX-PAID-0001',
            before: 'paid',
            after: 'refunded',
          },
        ],
        next: null,
      },
    }));
    render(
      <MemoryRouter>
        <AuditPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'நிர்வாகச் செயல்கள்' });
    expect(screen.getByRole('heading', { name: 'தணிக்கைப் பதிவு', level: 1 })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['நேரம்', 'நிர்வாகி', 'செயல்', 'பதிவு', 'முன்பு', 'பின்பு']);
    const row = within(table).getByRole('row', { name: /TAX-PAID-0001/ });
    expect(row).toHaveTextContent('21/11/2026, முற்பகல் 9:30');
    expect(row).toHaveTextContent('பணம் திருப்பி அளிக்கப்பட்டது');
    expect(within(row).getByText('செலுத்தப்பட்டது')).toHaveClass('paid');
    expect(within(row).getByText('திருப்பி அளிக்கப்பட்டது')).toHaveClass('refunded');
  });
});

describe('the admin catalogue', () => {
  it('writes a time in English as before: day first, India time', () => {
    setPageLanguage('en');
    expect(adminTexts.get('en').time.at({ date: '20/11/2026', clock: '12:00', half: 'pm' })).toBe('20/11/2026, 12:00\u00a0pm');
  });
});

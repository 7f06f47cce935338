import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CATEGORIES, categoryStatuses } from '../../../src/shared/api/admin-types';
import type { AdminCategory, AdminListAnswer, AdminLists, CertificateAdminRow } from '../../../src/shared/api/admin-types';
import { AdminDashboardPage } from '../../../src/client/features/admin/admin-dashboard-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { AN_ADMIN, SignedInAs } from '../signed-in-as';

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function emptyLists(overrides: Record<string, unknown[]> = {}): AdminLists {
  return { ...Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, []])), ...overrides } as AdminLists;
}

function birthRow(overrides: Partial<CertificateAdminRow> = {}): CertificateAdminRow {
  return {
    _id: '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01',
    reference: 'BIR-7K3M-9QXD',
    status: 'pending',
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    childName: 'Meena Ravi',
    documents: [
      {
        field: 'birthProof',
        label: 'Proof of Birth',
        name: 'hospital-slip.pdf',
        size: 12_595,
        type: 'application/pdf',
        url: '/uploads/a?expires=1&signature=b',
      },
      {
        field: 'addressProof',
        label: 'Address Proof',
        name: 'ration-card.png',
        size: null,
        type: 'image/png',
        url: '/uploads/c?expires=1&signature=d',
      },
    ],
    ...overrides,
  };
}

/** GET /api/admin/list's answer: the lists, no further pages, figures counted from the rows. */
function listAnswer(lists: AdminLists, next: Partial<Record<AdminCategory, string>> = {}): AdminListAnswer {
  const counts = Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => {
      const byStatus = Object.fromEntries(categoryStatuses(category).map((status) => [status, 0]));
      const rows = lists[category] ?? [];
      for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
      return [category, { total: rows.length, byStatus }];
    }),
  ) as AdminListAnswer['counts'];
  return {
    data: lists,
    pages: Object.fromEntries(ADMIN_CATEGORIES.map((category) => [category, { next: next[category] ?? null }])),
    counts,
  };
}

type Answer = { status: number; data: unknown; headers?: Record<string, string> };

/** The server, as far as the page can tell: `answer` decides each call by method and path. */
function serverAnswers(answer: (config: InternalAxiosRequestConfig) => Answer): string[] {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`);
    const { status, data, headers = {} } = answer(config);
    const response = { status, data, statusText: String(status), headers, config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

/** The headings of the lists on the page, in order. */
const listHeadings = () =>
  screen
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => TABLE_HEADINGS.includes(text ?? ''));

function openDashboard() {
  render(
    <MemoryRouter>
      <SignedInAs user={AN_ADMIN}>
        <AdminDashboardPage />
      </SignedInAs>
    </MemoryRouter>,
  );
}

const TABLE_HEADINGS = [
  'Birth Certificates',
  'Death Certificates',
  'Community Certificates',
  'First Graduate Certificates',
  'Income Certificates',
  'Nativity Certificates',
  'Grievances',
  'Tax Payments',
];

describe('admin dashboard', () => {
  it('shows an officer what is assigned to them and only their departments’ lists and pages; the admin each list’s department and the staff page', async () => {
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists()) }));
    const officer = { ...AN_ADMIN, role: 'officer' as const, departments: ['registration' as const], wards: ['12'] };
    const { unmount } = render(
      <MemoryRouter>
        <SignedInAs user={officer}>
          <AdminDashboardPage />
        </SignedInAs>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Birth Certificates' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Assigned to me',
      'Figures',
      'Birth Certificates',
      'Death Certificates',
    ]);
    expect(screen.getByText(/Your departments: Registration/)).toBeVisible();
    expect(screen.getByText(/Your wards: 12/)).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Figures' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'To review' })).toBeVisible();
    for (const name of ['Audit log', 'Staff', 'Collection']) expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    unmount();

    render(
      <MemoryRouter>
        <SignedInAs user={AN_ADMIN}>
          <AdminDashboardPage />
        </SignedInAs>
      </MemoryRouter>,
    );
    const birth = await screen.findByRole('region', { name: 'Birth Certificates' });
    expect(within(birth).getByText('Department: Registration')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Tax Payments' })).getByText('Department: Taxes')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(screen.queryByRole('heading', { name: 'Assigned to me' })).not.toBeInTheDocument();
  });

  it("shows every category in the spec's order, each with 'No items found' and a figure of zero when empty", async () => {
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists()) }));
    openDashboard();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the lists...');

    await screen.findByRole('heading', { name: 'Birth Certificates' });
    // The figures come first (their heading is for screen readers), then the tables in the spec's order, then the device's kiosk setting.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Figures',
      ...TABLE_HEADINGS,
      'This device',
    ]);
    for (const heading of TABLE_HEADINGS) {
      const section = screen.getByRole('region', { name: heading });
      expect(within(section).getByText('No items found')).toBeVisible();
      expect(within(section).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // A fresh portal's figures: every list at zero.
    const figures = within(screen.getByRole('region', { name: 'Figures' })).getAllByRole('listitem');
    expect(figures).toHaveLength(8);
    for (const figure of figures) expect(figure).toHaveTextContent(/(?<!\d)0 in all/);
  });

  it('lists a birth application and shows its documents with sizes in KB or Unknown size', async () => {
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists({ birth: [birthRow()] })) }));
    const user = userEvent.setup();
    openDashboard();

    const table = await screen.findByRole('table', { name: 'Birth Certificates' });
    const row = within(table).getByRole('row', { name: /BIR-7K3M-9QXD/ });
    expect(within(row).getByText('Meena Ravi')).toBeVisible();
    expect(within(row).getByText('pending')).toHaveClass('pending');
    expect(within(row).getByRole('button', { name: 'Accept BIR-7K3M-9QXD' })).toBeEnabled();

    const trigger = within(row).getByRole('button', { name: 'Documents of BIR-7K3M-9QXD' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Documents: Birth certificate BIR-7K3M-9QXD' });
    expect(within(dialog).getByText('12.3 KB')).toBeVisible();
    expect(within(dialog).getByText('Unknown size')).toBeVisible();
    const links = within(dialog).getAllByRole('link', { name: 'View Document' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/uploads/a?expires=1&signature=b');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('says so when an application has no documents', async () => {
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists({ birth: [birthRow({ documents: [] })] })) }));
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Documents of BIR-7K3M-9QXD' }));
    expect(within(screen.getByRole('dialog')).getByText('No documents uploaded for this application.')).toBeVisible();
  });

  it("shows the server's error in the banner when the list cannot be loaded", async () => {
    serverAnswers(() => ({ status: 500, data: { error: 'Something went wrong on our side' } }));
    openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.queryByRole('heading', { name: 'Birth Certificates' })).not.toBeInTheDocument();
  });

  it('says what the server answered when it sent no error text', async () => {
    serverAnswers(() => ({ status: 502, data: '<html>Bad Gateway</html>' }));
    openDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server answered 502');
  });

  it('says in a row’s decline which language the applicant reads, as the application’s own page does', async () => {
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists({ birth: [birthRow({ citizenLanguage: 'ta' })] })) }));
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Decline BIR-7K3M-9QXD' }));
    expect(within(screen.getByRole('dialog')).getByText(/^The citizen reads Tamil:/)).toBeVisible();
  });

  it('says what failed and why on a 409, and reloads the whole list', async () => {
    let decided = false;
    const calls = serverAnswers((config) => {
      if (config.method === 'post') {
        decided = true;
        return { status: 409, data: { error: 'This application has already been accepted.' } };
      }
      return { status: 200, data: listAnswer(emptyLists({ birth: [birthRow({ status: decided ? 'accepted' : 'pending' })] })) };
    });
    const user = userEvent.setup();
    openDashboard();

    await user.click(await screen.findByRole('button', { name: 'Accept BIR-7K3M-9QXD' }));
    // Accepting issues a signed certificate: the row asks first, as the application's own page does.
    expect(calls).toEqual(['GET /api/admin/list']);
    await user.click(within(screen.getByRole('dialog', { name: 'Accept BIR-7K3M-9QXD?' })).getByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not accept BIR-7K3M-9QXD: This application has already been accepted.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls).toEqual([
      'GET /api/admin/list',
      'POST /api/admin/certificates/birth/0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01/accept',
      'GET /api/admin/list',
    ]);
    expect(screen.getByRole('button', { name: 'Accept BIR-7K3M-9QXD' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline BIR-7K3M-9QXD' })).toBeDisabled();
    expect(within(screen.getByRole('table', { name: 'Birth Certificates' })).getByText('accepted')).toHaveClass('accepted');
  });

  const tax = (
    status: string,
    reference: string,
    paidAt: string | null = status === 'paid' || status === 'refunded' ? '2026-11-20T06:35:00.000Z' : null,
  ) => ({
    _id: `id-${reference}`,
    reference,
    type: 'property',
    identifiers: {},
    period: 'Jul-Sep',
    billMonth: null,
    dueDate: '2026-11-01',
    amount: 1250.5,
    lateFee: 200,
    total: 1450.5,
    paymentMethod: 'upi',
    status,
    createdAt: '2026-11-20T06:30:00.000Z',
    paidAt,
  });

  it('shows tax amounts with the late fee in rupees and offers only the allowed actions', async () => {
    const taxes = [tax('paid', 'TAX-PAID-0001'), tax('created', 'TAX-OPEN-0002'), tax('refunded', 'TAX-BACK-0003')];
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists({ taxes })) }));
    openDashboard();
    const table = await screen.findByRole('table', { name: 'Tax Payments' });
    const paid = within(table).getByRole('row', { name: /TAX-PAID-0001/ });
    expect(paid).toHaveTextContent('₹1,450.50');
    expect(within(paid).getByRole('button', { name: 'Refund TAX-PAID-0001' })).toBeEnabled();
    expect(within(paid).getByRole('button', { name: 'Decline TAX-PAID-0001' })).toBeEnabled();
    // A paid payment has its signed receipt to print; a refunded one no longer (its receipt no longer stands), an open order none.
    expect(within(paid).getByRole('button', { name: 'Receipt of TAX-PAID-0001' })).toBeEnabled();
    expect(within(table).queryByRole('button', { name: 'Receipt of TAX-BACK-0003' })).toBeNull();
    const open = within(table).getByRole('row', { name: /TAX-OPEN-0002/ });
    expect(within(open).queryByRole('button', { name: /Receipt/ })).toBeNull();
    expect(within(open).getByRole('button', { name: 'Refund TAX-OPEN-0002' })).toBeDisabled();
    expect(within(open).getByRole('button', { name: 'Decline TAX-OPEN-0002' })).toBeEnabled();
    const refunded = within(table).getByRole('row', { name: /TAX-BACK-0003/ });
    expect(within(refunded).getByRole('button', { name: 'Refund TAX-BACK-0003' })).toBeDisabled();
    expect(within(refunded).getByRole('button', { name: 'Decline TAX-BACK-0003' })).toBeDisabled();
  });

  it('marks a self-assessed payment, and names a register payment’s bill and the rebate taken off it', async () => {
    const selfAssessed = { ...tax('paid', 'TAX-SELF-0001'), selfAssessed: true, billNumber: null, rebate: 0 };
    const fromRegister = {
      ...tax('paid', 'TAX-BILL-0002'),
      selfAssessed: false,
      billNumber: '42',
      lateFee: 0,
      rebate: 62.5,
      total: 1188,
    };
    serverAnswers(() => ({ status: 200, data: listAnswer(emptyLists({ taxes: [selfAssessed, fromRegister] })) }));
    openDashboard();
    const table = await screen.findByRole('table', { name: 'Tax Payments' });
    const own = within(table).getByRole('row', { name: /TAX-SELF-0001/ });
    expect(own).toHaveTextContent('Self-assessed');
    expect(own).toHaveTextContent('Amount typed by the citizen, not from the register');
    const billed = within(table).getByRole('row', { name: /TAX-BILL-0002/ });
    expect(billed).not.toHaveTextContent('Self-assessed');
    expect(billed).toHaveTextContent('Bill 42');
    expect(billed).toHaveTextContent('₹1,188.00less rebate ₹62.50');
  });

  it('asks before declining a paid payment, naming the amount and asking why; Cancel sends nothing, confirming declines it', async () => {
    let declined = false;
    let sent: unknown = null;
    const calls = serverAnswers((config) => {
      if (config.method === 'post') {
        declined = true;
        sent = JSON.parse(String(config.data));
        return { status: 200, data: { _id: 'id-TAX-PAID-0001', status: 'declined' } };
      }
      return { status: 200, data: listAnswer(emptyLists({ taxes: [tax(declined ? 'declined' : 'paid', 'TAX-PAID-0001')] })) };
    });
    const user = userEvent.setup();
    openDashboard();
    const decline = await screen.findByRole('button', { name: 'Decline TAX-PAID-0001' });

    await user.click(decline);
    const question = screen.getByRole('alertdialog', { name: 'Decline and refund ₹1,450.50 to the citizen?' });
    expect(question).toHaveAccessibleDescription(
      'Payment TAX-PAID-0001 is paid. Declining it refunds the whole amount through the payment gateway. This cannot be undone.',
    );
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(decline).toHaveFocus();
    expect(calls).toEqual(['GET /api/admin/list']);

    await user.click(decline);
    const asked = screen.getByRole('alertdialog');
    // A reason is required: without one nothing is sent; the summary says so, takes the focus and leads to the field.
    await user.click(within(asked).getByRole('button', { name: 'Decline and refund' }));
    const summary = within(asked).getByRole('alert');
    expect(summary).toHaveTextContent('Choose a reason.');
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: 'Choose a reason.' }));
    expect(within(asked).getByRole('combobox', { name: 'Reason' })).toHaveFocus();
    expect(within(asked).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription('Error: Choose a reason.');
    await user.selectOptions(within(asked).getByRole('combobox', { name: 'Reason' }), 'Wrong property or consumer number');
    await user.type(within(asked).getByRole('textbox', { name: 'Details for the citizen (optional)' }), 'Ward 7, not ward 4');
    await user.click(within(asked).getByRole('button', { name: 'Decline and refund' }));
    const outcome = await screen.findByText('Payment TAX-PAID-0001 declined and ₹1,450.50 refunded.');
    // The focus moves in an effect after the outcome is drawn.
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(sent).toEqual({ status: 'declined', reason: 'Ward 7, not ward 4', reasonCodes: ['wrong_number'] });
    expect(calls).toEqual(['GET /api/admin/list', 'POST /api/admin/taxes/id-TAX-PAID-0001/status', 'GET /api/admin/list']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a failed refund can be tried again safely', async () => {
    serverAnswers((config) =>
      config.method === 'post'
        ? {
            status: 502,
            data: { error: 'The payment gateway could not be reached. Please try again in a moment.', code: 'payment.gateway_unreachable' },
          }
        : { status: 200, data: listAnswer(emptyLists({ taxes: [tax('paid', 'TAX-PAID-0001')] })) },
    );
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Decline TAX-PAID-0001' }));
    await user.selectOptions(within(screen.getByRole('alertdialog')).getByRole('combobox', { name: 'Reason' }), 'Duplicate payment');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not decline payment TAX-PAID-0001: The payment gateway could not be reached. Please try again in a moment. Trying again is safe: the money is never refunded twice.',
    );
    expect(screen.getByRole('button', { name: 'Decline TAX-PAID-0001' })).toBeEnabled();
  });

  it("shows each list's figures at the top, by status", async () => {
    serverAnswers(() => ({
      status: 200,
      data: listAnswer(emptyLists({ birth: [birthRow(), birthRow({ _id: 'b2', reference: 'BIR-AAAA-BBBB', status: 'accepted' })] })),
    }));
    openDashboard();
    const figures = await screen.findByRole('region', { name: 'Figures' });
    const birth = within(figures).getByText('Birth Certificates').closest('li') as HTMLElement;
    expect(birth).toHaveTextContent('2 in all');
    expect(birth).toHaveTextContent('1 pending · 1 accepted · 0 declined');
    expect(within(figures).getAllByRole('listitem')).toHaveLength(8);
  });

  it("appends a list's next page with 'Load more', asking with that list's cursor", async () => {
    const params: string[] = [];
    serverAnswers((config) => {
      const query = String(config.params ?? '');
      params.push(query);
      if (query.includes('birth.after=cursor-1')) {
        return { status: 200, data: listAnswer(emptyLists({ birth: [birthRow({ _id: 'b2', reference: 'BIR-PAGE-TWO2' })] })) };
      }
      return { status: 200, data: listAnswer(emptyLists({ birth: [birthRow()] }), { birth: 'cursor-1' }) };
    });
    const user = userEvent.setup();
    openDashboard();
    const table = await screen.findByRole('table', { name: 'Birth Certificates' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more Birth Certificates' }));
    expect(await within(table).findByRole('row', { name: /BIR-PAGE-TWO2/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /BIR-7K3M-9QXD/ })).toBeInTheDocument();
    expect(params.at(-1)).toBe('only=birth&birth.after=cursor-1');
    expect(screen.queryByRole('button', { name: 'Load more Birth Certificates' })).not.toBeInTheDocument();
  });

  it('downloads every list in one ZIP with the filters the lists show, saved under the name the server gives', async () => {
    const calls = serverAnswers((config) =>
      config.url?.endsWith('all.zip')
        ? { status: 200, data: new Blob(['zip']), headers: { 'content-disposition': 'attachment; filename="all-lists-2026-11-28.zip"' } }
        : { status: 200, data: listAnswer(emptyLists({ birth: [birthRow()] })) },
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:every-list';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    openDashboard();
    await screen.findByRole('table', { name: 'Birth Certificates' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show Birth Certificates with status' }), 'pending');
    await user.click(screen.getByRole('button', { name: 'Download every list (ZIP)' }));
    await vi.waitFor(() => expect(saved).toEqual(['all-lists-2026-11-28.zip']));
    expect(calls.filter((call) => call.includes('export'))).toEqual(['GET /api/admin/export/all.zip']);
    click.mockRestore();
  });

  it('filters one list by status and searches every list', async () => {
    const params: string[] = [];
    serverAnswers((config) => {
      params.push(String(config.params ?? ''));
      const nothing = String(config.params ?? '').includes('q=zzz');
      return { status: 200, data: listAnswer(nothing ? emptyLists() : emptyLists({ birth: [birthRow()] })) };
    });
    const user = userEvent.setup();
    openDashboard();
    await screen.findByRole('table', { name: 'Birth Certificates' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show Birth Certificates with status' }), 'pending');
    await vi.waitFor(() => expect(params.at(-1)).toBe('only=birth&birth.status=pending'));

    const search = screen.getByRole('searchbox', { name: 'Search by name, reference or complaint ID' });
    await user.type(search, 'ab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-invalid', 'true');

    await user.type(search, 'c');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(params.at(-1)).toBe('q=abc&birth.status=pending'));
    expect(await screen.findByText('Showing matches for “abc”.')).toBeInTheDocument();
    // Only the lists with a match are shown, and named at the search.
    expect(within(screen.getByRole('search')).getByRole('link', { name: 'Birth Certificates' })).toHaveAttribute(
      'href',
      '#certificates-birth-heading',
    );
    expect(listHeadings()).toEqual(['Birth Certificates']);

    await user.clear(search);
    await user.type(search, 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
    // Only the list filtered by status stays, with its filter at hand.
    expect(listHeadings()).toEqual(['Birth Certificates']);
    expect(screen.getByRole('combobox', { name: 'Show Birth Certificates with status' })).toHaveValue('pending');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await vi.waitFor(() => expect(params.at(-1)).toBe('birth.status=pending'));
    expect(listHeadings()).toEqual(TABLE_HEADINGS);
  });
});

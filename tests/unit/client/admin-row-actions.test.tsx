import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CertificateAdminRow, GrievanceAdminRow } from '../../../src/shared/api/admin-types';
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import { CertificateTable } from '../../../src/client/features/admin/components/certificate-table';
import { GrievanceTable } from '../../../src/client/features/admin/components/grievance-table';

/*
 * A dashboard row is one Tab stop (decision 079): Tab lands on its reference (which opens it) and
 * goes on to the next row; the arrow keys move along the row to its actions, one toolbar named by
 * the row. That a row at 200 % zoom keeps one Tab stop in the real page, and its Due column in
 * view, is tests/e2e/admin-tamil.spec.ts.
 */

const birth = (() => {
  const definition = certificateBySlug('birth');
  if (!definition) throw new Error('The birth certificate is defined');
  return definition;
})();

function birthRow(reference: string, status = 'pending'): CertificateAdminRow {
  return {
    _id: `id-${reference}`,
    reference,
    status,
    createdAt: '2026-11-20T06:30:00.000Z',
    updatedAt: '2026-11-20T06:30:00.000Z',
    childName: `Child of ${reference}`,
    documents: [],
  };
}

function showBirthTable(rows: CertificateAdminRow[]) {
  const onDecide = vi.fn();
  const onShowDocuments = vi.fn();
  render(
    <MemoryRouter>
      <CertificateTable definition={birth} rows={rows} busy={false} onDecide={onDecide} onShowDocuments={onShowDocuments} />
    </MemoryRouter>,
  );
  return { onDecide, onShowDocuments };
}

const actionsOf = (reference: string) => screen.getByRole('toolbar', { name: `Actions for ${reference}` });

describe("a dashboard row's actions", () => {
  const open = (reference: string) => screen.getByRole('link', { name: `Open application ${reference}` });

  it('are a toolbar named by the row, and the row is one Tab stop: its reference', async () => {
    showBirthTable([birthRow('BIR-AAAA-0001'), birthRow('BIR-BBBB-0002')]);
    expect(
      within(actionsOf('BIR-AAAA-0001'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline', 'Documents']);

    open('BIR-AAAA-0001').focus();
    await userEvent.tab();
    expect(open('BIR-BBBB-0002')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(open('BIR-AAAA-0001')).toHaveFocus();
  });

  it('are reached along the row with the arrow keys, round at either end, and Home and End', async () => {
    showBirthTable([birthRow('BIR-AAAA-0001')]);
    open('BIR-AAAA-0001').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Decline BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(open('BIR-AAAA-0001')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(open('BIR-AAAA-0001')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-AAAA-0001' })).toHaveFocus();
  });

  it('keep the element last used as the row’s Tab stop', async () => {
    showBirthTable([birthRow('BIR-AAAA-0001'), birthRow('BIR-BBBB-0002')]);
    open('BIR-AAAA-0001').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const row = open('BIR-AAAA-0001').closest('tr');
    expect([...(row?.querySelectorAll<HTMLElement>('a, button') ?? [])].map((element) => element.tabIndex)).toEqual([-1, -1, 0, -1]);
    open('BIR-BBBB-0002').focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Decline BIR-AAAA-0001' })).toHaveFocus();
  });

  it('each still act from the keyboard: Enter on Decline asks why, Space on Documents opens them', async () => {
    const { onShowDocuments } = showBirthTable([birthRow('BIR-AAAA-0001')]);
    open('BIR-AAAA-0001').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Decline BIR-AAAA-0001?' })).toBeVisible();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    // The question gave the focus back to Decline; End goes on to Documents.
    expect(screen.getByRole('button', { name: 'Decline BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{End}[Space]');
    expect(onShowDocuments).toHaveBeenCalledTimes(1);
  });

  it('pass over a button that cannot be used: a decided application’s row goes from its reference to its Documents', async () => {
    showBirthTable([birthRow('BIR-DONE-0001', 'accepted')]);
    const buttons = within(actionsOf('BIR-DONE-0001')).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, (button as HTMLButtonElement).disabled])).toEqual([
      ['Accept', true],
      ['Decline', true],
      ['Documents', false],
    ]);
    open('BIR-DONE-0001').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-DONE-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(open('BIR-DONE-0001')).toHaveFocus();
  });

  it("are a grievance's statuses too, its current one passed over", async () => {
    const grievance: GrievanceAdminRow = {
      _id: 'g1',
      complaintId: 'GRV-AAAA-0001',
      name: 'Selvi',
      email: 'selvi@example.in',
      subject: 'water',
      message: 'No water.',
      status: 'In Progress',
      createdAt: '2026-11-20T06:30:00.000Z',
      updatedAt: '2026-11-20T06:30:00.000Z',
    };
    render(
      <MemoryRouter>
        <GrievanceTable rows={[grievance]} busy={false} onSetStatus={vi.fn()} />
      </MemoryRouter>,
    );
    screen.getByRole('link', { name: 'Open grievance GRV-AAAA-0001' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Mark GRV-AAAA-0001 Resolved' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Mark GRV-AAAA-0001 Declined' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Open grievance GRV-AAAA-0001' })).toHaveFocus();
    expect(actionsOf('GRV-AAAA-0001')).toBeVisible();
  });

  it('mark a grievance escalated past its service time, in words', () => {
    render(
      <MemoryRouter>
        <GrievanceTable
          rows={[
            {
              _id: 'g2',
              complaintId: 'GRV-BBBB-0002',
              name: 'Selvi',
              email: 'selvi@example.in',
              subject: 'water',
              message: 'No water.',
              status: 'Pending',
              createdAt: '2026-11-20T06:30:00.000Z',
              updatedAt: '2026-11-20T06:30:00.000Z',
              escalatedAt: '2026-11-27T06:30:00.000Z',
            },
          ]}
          busy={false}
          onSetStatus={vi.fn()}
        />
      </MemoryRouter>,
    );
    const row = screen.getByRole('link', { name: 'Open grievance GRV-BBBB-0002' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Overdue: escalated')).toBeVisible();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CertificateAdminRow, GrievanceAdminRow } from '../../../src/shared/api/admin-types';
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import { CertificateTable } from '../../../src/client/features/admin/components/certificate-table';
import { GrievanceTable } from '../../../src/client/features/admin/components/grievance-table';

/*
 * A dashboard row's actions are one toolbar (the WAI-ARIA toolbar pattern): Tab stops once at the
 * row's reference (which opens it) and once at its actions, the arrow keys move between the
 * buttons. That a row at 200 % zoom keeps two Tab stops in the real page, and its Due column in
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
  it('are a toolbar named by the row, which Tab enters once: two stops a row, its reference then its actions', async () => {
    showBirthTable([birthRow('BIR-AAAA-0001'), birthRow('BIR-BBBB-0002')]);
    const toolbar = actionsOf('BIR-AAAA-0001');
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Decline', 'Documents']);

    // Backwards first, into a group nothing has focused yet: its first button is its stop.
    screen.getByRole('link', { name: 'Open application BIR-BBBB-0002' }).focus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Open application BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Open application BIR-BBBB-0002' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Accept BIR-BBBB-0002' })).toHaveFocus();
  });

  it('move between their buttons with the arrow keys, round at either end, and Home and End', async () => {
    showBirthTable([birthRow('BIR-AAAA-0001')]);
    screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Decline BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-AAAA-0001' })).toHaveFocus();
  });

  it('keep the button last used as their Tab stop', async () => {
    showBirthTable([birthRow('BIR-AAAA-0001')]);
    screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const buttons = within(actionsOf('BIR-AAAA-0001')).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, 0, -1]);
    screen.getByRole('link', { name: 'Open application BIR-AAAA-0001' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Decline BIR-AAAA-0001' })).toHaveFocus();
  });

  it('each still act from the keyboard: Enter on Decline asks why, Space on Documents opens them', async () => {
    const { onShowDocuments } = showBirthTable([birthRow('BIR-AAAA-0001')]);
    screen.getByRole('button', { name: 'Accept BIR-AAAA-0001' }).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Decline BIR-AAAA-0001?' })).toBeVisible();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    // The question gave the focus back to Decline; End goes on to Documents.
    expect(screen.getByRole('button', { name: 'Decline BIR-AAAA-0001' })).toHaveFocus();
    await userEvent.keyboard('{End}[Space]');
    expect(onShowDocuments).toHaveBeenCalledTimes(1);
  });

  it('pass over a button that cannot be used: a decided application is one stop, its Documents', async () => {
    showBirthTable([birthRow('BIR-DONE-0001', 'accepted')]);
    const buttons = within(actionsOf('BIR-DONE-0001')).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.tabIndex, (button as HTMLButtonElement).disabled])).toEqual([
      ['Accept', -1, true],
      ['Decline', -1, true],
      ['Documents', 0, false],
    ]);
    screen.getByRole('link', { name: 'Open application BIR-DONE-0001' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Documents of BIR-DONE-0001' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Documents of BIR-DONE-0001' })).toHaveFocus();
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
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mark GRV-AAAA-0001 Resolved' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Mark GRV-AAAA-0001 Declined' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Mark GRV-AAAA-0001 Resolved' })).toHaveFocus();
    expect(actionsOf('GRV-AAAA-0001')).toBeVisible();
  });
});

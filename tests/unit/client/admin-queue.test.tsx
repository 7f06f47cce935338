import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkQueueAnswer, WorkQueueItem } from '../../../src/shared/api/admin-queue-types';
import { QueuePage } from '../../../src/client/features/admin/pages/queue-page';
import { apiClient } from '../../../src/client/lib/api-client';
import { showPagesInTamil } from '../in-tamil';

/*
 * "To review" (decision 049) as the clerk reads it: each item with its kind, its due date and its
 * Review link, in the server's order (due soonest first, tests/api/admin-work-queue.test.ts).
 */

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

function item(overrides: Partial<WorkQueueItem> = {}): WorkQueueItem {
  return {
    kind: 'application',
    _id: '0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01',
    type: 'birth',
    reference: 'BIR-7K3M-9QXD',
    name: 'Meena Ravi',
    status: 'pending',
    createdAt: '2026-11-20T06:30:00.000Z',
    dueBy: '2026-11-27',
    daysLeft: 7,
    cursor: 'cursor-1',
    ...overrides,
  };
}

const grievance = item({
  kind: 'grievance',
  _id: 'g-1',
  type: null,
  reference: 'GRV-2026-0001',
  name: 'Kavitha Raman',
  status: 'Pending',
  dueBy: '2026-11-22',
  daysLeft: -2,
  cursor: 'cursor-2',
});

/** The queue's pages: the first with `first` and a cursor to the second, `second` after it. */
function queueAnswers(first: WorkQueueItem[], second: WorkQueueItem[] = []): string[] {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const after = (config.params as { after?: string } | undefined)?.after;
    asked.push(after ?? 'first');
    const data: WorkQueueAnswer = after ? { items: second, next: null } : { items: first, next: second.length > 0 ? 'page-2' : null };
    return { status: 200, data, statusText: 'OK', headers: {}, config };
  };
  apiClient.defaults.adapter = adapter;
  return asked;
}

function openQueue() {
  render(
    <MemoryRouter>
      <QueuePage />
    </MemoryRouter>,
  );
}

describe('To review', () => {
  it('lists each item in the order given, with its kind, who sent it, its due date and its own Review link', async () => {
    queueAnswers([item(), grievance]);
    openQueue();
    const reviews = await screen.findAllByRole('link', { name: /^Review / });
    expect(reviews.map((link) => link.textContent)).toEqual(['Review BIR-7K3M-9QXD', 'Review GRV-2026-0001']);
    expect(reviews[0]).toHaveAttribute('href', '/admin/applications/birth/0b6f8a52-1c1e-4b0e-9a55-3f1f7d2a9c01?queue=cursor-1');
    expect(reviews[1]).toHaveAttribute('href', '/admin/grievances/g-1?queue=cursor-2');

    const [application, complaint] = screen.getAllByRole('listitem');
    expect(application).toHaveTextContent('Birth application');
    expect(application).toHaveTextContent('Meena Ravi, submitted');
    expect(within(application as HTMLElement).getByText('7 days left')).toBeVisible();
    expect(complaint).toHaveTextContent('Grievance');
    expect(within(complaint as HTMLElement).getByText('Late by 2 days')).toBeVisible();
  });

  it('appends the next page with Load more', async () => {
    const asked = queueAnswers([item()], [grievance]);
    openQueue();
    await screen.findByRole('link', { name: 'Review BIR-7K3M-9QXD' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Review GRV-2026-0001' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review BIR-7K3M-9QXD' })).toBeVisible();
    expect(asked).toEqual(['first', 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks an escalated item "Overdue: escalated" beside its due date, and no other', async () => {
    queueAnswers([{ ...grievance, escalatedAt: '2026-11-22T06:30:00.000Z' }, item({ _id: 'a-2', reference: 'BIR-2', cursor: 'c-3' })]);
    openQueue();
    await screen.findByRole('link', { name: 'Review GRV-2026-0001' });
    const [complaint, application] = screen.getAllByRole('listitem');
    expect(within(complaint as HTMLElement).getByText('Overdue: escalated')).toBeVisible();
    expect(application).not.toHaveTextContent('escalated');
  });

  it('says when nothing is left to review', async () => {
    queueAnswers([]);
    openQueue();
    expect(await screen.findByText('Nothing to review.')).toBeVisible();
  });
});

describe('To review in Tamil', () => {
  showPagesInTamil();

  it('marks an escalated item in Tamil', async () => {
    queueAnswers([{ ...grievance, escalatedAt: '2026-11-22T06:30:00.000Z' }]);
    openQueue();
    const [complaint] = await screen.findAllByRole('listitem');
    expect(complaint).toHaveTextContent('காலம் கடந்தது: மேல் அலுவலருக்கு அனுப்பப்பட்டது');
    expect(complaint).not.toHaveTextContent('escalated');
  });

  it('names the page, each item’s Review link and its due date in Tamil', async () => {
    queueAnswers([item(), grievance]);
    openQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'பரிசீலிக்க வேண்டியவை' })).toBeVisible();
    const reviews = await screen.findAllByRole('link', { name: /ஐப் பரிசீலிக்க$/ });
    expect(reviews.map((link) => link.textContent)).toEqual(['BIR-7K3M-9QXD ஐப் பரிசீலிக்க', 'GRV-2026-0001 ஐப் பரிசீலிக்க']);
    const [application, complaint] = screen.getAllByRole('listitem');
    expect(application).toHaveTextContent(/க்குள் முடிக்க வேண்டும்/);
    expect(application).toHaveTextContent('இன்னும் 7 நாள்');
    expect(complaint).toHaveTextContent('குறை');
    expect(complaint).toHaveTextContent('2 நாள் தாமதம்');
    for (const english of ['Review', 'Due', 'days left', 'Grievance', 'Load more'])
      expect(document.body.textContent).not.toContain(english);
  });
});

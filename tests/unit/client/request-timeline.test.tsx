import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../src/shared/api/my-requests-types';
import { Timeline } from '../../../src/client/ui/requests/request-parts';
import { showPagesInTamil } from '../in-tamil';

/* Decision 083: an application past its due time undecided, as its owner reads its history. */

const entries: TimelineEntry[] = [
  { at: '2026-11-20T06:30:00.000Z', status: 'pending' },
  { at: '2026-11-27T06:30:00.000Z', status: 'pending', event: 'escalated' },
];

describe('the history of an escalated request', () => {
  it('says the request passed its due date and went to a senior officer, in place of its unchanged status', () => {
    render(<Timeline entries={entries} />);
    const [received, escalated] = screen.getAllByRole('listitem');
    expect(received).toHaveTextContent('Pending');
    expect(escalated).toHaveTextContent('Past its due date: escalated to a senior officer');
    expect(escalated).not.toHaveTextContent('Pending');
  });
});

describe('the history of an escalated request in Tamil', () => {
  showPagesInTamil();

  it('says so in Tamil', () => {
    render(<Timeline entries={entries} />);
    const [, escalated] = screen.getAllByRole('listitem');
    expect(escalated).toHaveTextContent('கடைசி நாளைக் கடந்தது: மேல் அலுவலருக்கு அனுப்பப்பட்டது');
    expect(escalated).not.toHaveTextContent('escalated');
  });
});

import { describe, expect, it } from 'vitest';
import { countChanged, statusesOf } from '../../../src/client/features/my-requests/changes-since-seen';

describe('changes since My requests was last looked at', () => {
  const seen = statusesOf({
    applications: [{ id: 'a1', status: 'pending' }],
    payments: [{ id: 'p1', status: 'paid' }],
    grievances: [{ complaintId: 'GRV-7K3M-9QXD', status: 'Pending' }],
  });

  it('counts the requests seen before whose status is now another', () => {
    const now = statusesOf({
      applications: [{ id: 'a1', status: 'accepted' }],
      payments: [{ id: 'p1', status: 'refunded' }],
      grievances: [{ complaintId: 'GRV-7K3M-9QXD', status: 'Pending' }],
    });
    expect(countChanged(now, seen)).toBe(2);
  });

  it('does not count a request never seen (a new one) nor one that left the first page', () => {
    const now = statusesOf({ applications: [{ id: 'a2', status: 'pending' }], payments: [{ id: 'p1', status: 'paid' }] });
    expect(countChanged(now, seen)).toBe(0);
  });

  it('keeps the three kinds apart: an application and a payment with the same id are two requests', () => {
    const both = statusesOf({ applications: [{ id: 'x', status: 'pending' }], payments: [{ id: 'x', status: 'paid' }] });
    expect(Object.keys(both)).toHaveLength(2);
  });

  it('counts an accepted application whose certificate was revoked since as changed', () => {
    const accepted = statusesOf({ applications: [{ id: 'a1', status: 'accepted' }] });
    const revoked = statusesOf({ applications: [{ id: 'a1', status: 'accepted', certificateRevokedAt: '2026-11-25T05:00:00.000Z' }] });
    expect(countChanged(revoked, accepted)).toBe(1);
  });
});

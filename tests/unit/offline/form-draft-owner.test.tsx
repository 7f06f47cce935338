import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { loadDraft } from '../../../src/client/offline/drafts';
import { ownerOfUser } from '../../../src/client/offline/form/owner';
import { useFormDraft } from '../../../src/client/offline/form/use-form-draft';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => () => undefined }));

const priya: PublicUser = { _id: 'u-7', username: 'priya', email: 'priya@example.in', role: 'user', createdAt: '2026-11-01T00:00:00.000Z' };
const anonymous: Session = { status: 'ready', user: null, signIn: () => undefined, signOut: () => undefined };
const checking: Session = { ...anonymous, status: 'checking' };
const signedIn: Session = { ...anonymous, user: priya };

/** The form's draft as the session moves through `sessions`, one render each; its generations seen. */
async function generationsThrough(sessions: Session[]) {
  let session = sessions[0] ?? anonymous;
  const wrapper = ({ children }: { children: ReactNode }) => <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  const { result, rerender } = renderHook(() => useFormDraft('grievance'), { wrapper });
  const seen = [result.current.generation];
  for (const next of sessions.slice(1)) {
    session = next;
    rerender();
    seen.push(result.current.generation);
  }
  await waitFor(() => expect(result.current.restored).not.toBeUndefined());
  return { seen, last: result.current.generation };
}

describe('useFormDraft and who owns the draft', () => {
  it('does not start the form again when a stored session is confirmed after the page hydrated as anonymous', async () => {
    // A prerendered page hydrates as the anonymous portal, then checks the stored session.
    const { seen, last } = await generationsThrough([anonymous, checking, signedIn]);
    expect(new Set([...seen, last].map((generation) => generation.split(':')[0]))).toEqual(new Set(['0']));
  });

  it('starts the form again for another person signing in on the same page', async () => {
    const { last } = await generationsThrough([anonymous, signedIn]);
    expect(last.split(':')[0]).toBe('1');
  });

  it('keeps what was typed while the stored session was being checked, as the draft of the person it turns out to be', async () => {
    // Typed into the prerendered form before it hydrated, handed over while the session is checked.
    let session = checking;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    );
    const { result, rerender } = renderHook(() => useFormDraft('grievance'), { wrapper });
    const typed = { name: 'Priya Raman', message: 'The street light near the school is out.' };
    act(() => result.current.saveValues(typed));
    session = signedIn;
    rerender();
    await waitFor(() => expect(result.current.status.get().savedAt).not.toBeNull(), { timeout: 3_000 });
    expect((await loadDraft(ownerOfUser(priya._id), 'grievance'))?.values).toEqual(typed);
  });
});

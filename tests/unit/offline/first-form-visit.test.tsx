import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import type { Session } from '../../../src/client/lib/session/session-context';
import { OFFLINE_DB_NAME, offlineDatabaseMayExist } from '../../../src/client/offline/form/db-name';
import { loadDraft } from '../../../src/client/offline/drafts';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { useFormDraft } from '../../../src/client/offline/form/use-form-draft';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const anonymous: Session = { status: 'ready', user: null, signIn: () => undefined, signOut: () => undefined };
const wrapper = ({ children }: { children: ReactNode }) => <SessionContext.Provider value={anonymous}>{children}</SessionContext.Provider>;

async function databaseNames(): Promise<(string | undefined)[]> {
  return (await indexedDB.databases()).map((database) => database.name);
}

// One file, one fresh fake IndexedDB: the tests below run in order, as one device's first visits.
describe('a form on a device that never kept anything offline (issue 8)', () => {
  it('opens without a draft and without creating the database', async () => {
    const { result } = renderHook(() => useFormDraft('grievance'), { wrapper });
    await waitFor(() => expect(result.current.restored).toBeNull());
    expect(await databaseNames()).not.toContain(OFFLINE_DB_NAME);
    expect(await offlineDatabaseMayExist()).toBe(false);
  });

  it('keeps what is typed as a draft all the same, and finds it when the form opens again', async () => {
    const first = renderHook(() => useFormDraft('grievance'), { wrapper });
    await waitFor(() => expect(first.result.current.restored).toBeNull());
    const typed = { name: 'Lakshmi Devi', message: 'No water in Ward 4 since Monday.' };
    act(() => first.result.current.saveValues(typed));
    await waitFor(() => expect(first.result.current.status.get().savedAt).not.toBeNull(), { timeout: 3_000 });
    expect(await databaseNames()).toContain(OFFLINE_DB_NAME);
    expect((await loadDraft(anonymousOwner(), 'grievance'))?.values).toEqual(typed);
    first.unmount();

    const again = renderHook(() => useFormDraft('grievance'), { wrapper });
    await waitFor(() => expect(again.result.current.restored?.values).toEqual(typed));
  });

  it('looks in the database when the browser cannot list its databases', async () => {
    const list = vi.spyOn(indexedDB, 'databases').mockImplementation(() => Promise.reject(new Error('not supported here')));
    try {
      expect(await offlineDatabaseMayExist()).toBe(true);
    } finally {
      list.mockRestore();
    }
  });
});

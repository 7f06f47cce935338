import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { SessionContext } from '../../../src/client/lib/session/session-context';
import { saveCopy } from '../../../src/client/offline/copies';
import { ownerOfUser } from '../../../src/client/offline/form/owner';
import { useCopiedRead } from '../../../src/client/offline/use-copied-read';

/* A read that could not reach the server is made again the moment the browser is back online. */

const citizen = { _id: 'u-kavya', username: 'kavya', email: 'kavya@example.in', role: 'user' } as PublicUser;
const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionContext.Provider value={{ status: 'ready', user: citizen, signIn: () => undefined, signOut: () => undefined }}>
    {children}
  </SessionContext.Provider>
);

interface Grievance {
  status: string;
}

/** A server that can be reached or not; it counts the reads that reach it or fail to. */
function server() {
  const state = { reachable: false, status: 'Pending', reads: 0 };
  const fetch = (): Promise<Grievance> => {
    state.reads += 1;
    if (!state.reachable) return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, undefined, {}));
    return Promise.resolve({ status: state.status });
  };
  return { state, fetch };
}

function backOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('useCopiedRead when the connection returns', () => {
  it('reads again after a failure, without Try again', async () => {
    const { state, fetch } = server();
    const { result } = renderHook(() => useCopiedRead('grievance:GRV-1', fetch), { wrapper });
    await waitFor(() => expect(result.current.result).toEqual({ status: 'failed' }));

    state.reachable = true;
    backOnline();
    await waitFor(() => expect(result.current.result).toEqual({ status: 'ready', data: { status: 'Pending' }, asOf: null }));
  });

  it('reads again while it shows an older copy, which stays on screen until the answer comes', async () => {
    await saveCopy(ownerOfUser(citizen._id), 'grievance:GRV-2', { status: 'Pending' });
    const { state, fetch } = server();
    const { result } = renderHook(() => useCopiedRead('grievance:GRV-2', fetch), { wrapper });
    await waitFor(() => expect(result.current.result).toMatchObject({ status: 'ready', data: { status: 'Pending' } }));
    expect(result.current.result).not.toMatchObject({ asOf: null });

    state.reachable = true;
    state.status = 'Resolved';
    backOnline();
    expect(result.current.result).toMatchObject({ status: 'ready', data: { status: 'Pending' } });
    await waitFor(() => expect(result.current.result).toEqual({ status: 'ready', data: { status: 'Resolved' }, asOf: null }));
  });

  it('leaves a fresh answer alone', async () => {
    const { state, fetch } = server();
    state.reachable = true;
    const { result } = renderHook(() => useCopiedRead('grievance:GRV-3', fetch), { wrapper });
    await waitFor(() => expect(result.current.result).toMatchObject({ status: 'ready', asOf: null }));
    const reads = state.reads;

    backOnline();
    await act(() => Promise.resolve());
    expect(state.reads).toBe(reads);
  });
});

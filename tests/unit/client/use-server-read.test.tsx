import { act, renderHook, waitFor } from '@testing-library/react';
import { AxiosError } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { isNotFound, usePagedRead, useServerRead } from '../../../src/client/lib/calls/use-server-read';

/** An answer the test gives when it chooses. */
function later<T>() {
  let give!: (value: T) => void;
  let fail!: (err: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    give = resolve;
    fail = reject;
  });
  return { promise, give, fail };
}

const config = { headers: {} } as InternalAxiosRequestConfig;
const answered = (status: number) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', headers: {}, config, data: { error: 'Not found' } },
  );

describe('a page reading from the server', () => {
  it('shows loading, then the answer; a 404 is "not found", and Retry reads again', async () => {
    const first = later<string>();
    const second = later<string>();
    let asked = 0;
    const read = () => (asked++ === 0 ? first : second).promise;
    const { result } = renderHook(() => useServerRead(read));
    expect(result.current).toMatchObject({ data: undefined, loading: true, failure: null });

    await act(async () => first.fail(answered(404)));
    expect(result.current.loading).toBe(false);
    expect(isNotFound(result.current.failure)).toBe(true);

    let retried!: Promise<void>;
    act(() => {
      retried = result.current.reload();
    });
    expect(result.current.loading).toBe(true);
    await act(async () => second.give('the certificate'));
    await retried;
    expect(result.current).toMatchObject({ data: 'the certificate', loading: false, failure: null });
  });

  it('keeps what is shown while it reads again, and keeps it when that read fails', async () => {
    const first = later<string>();
    const second = later<string>();
    let asked = 0;
    const read = () => (asked++ === 0 ? first : second).promise;
    const { result } = renderHook(() => useServerRead(read));
    await act(async () => first.give('first'));

    act(() => void result.current.reload());
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    await act(async () => second.fail(answered(503)));
    expect(result.current).toMatchObject({ data: 'first', loading: false, failure: { kind: 'server', status: 503 } });
  });

  it("shows another record's answer only: a slow answer for the one before never replaces it", async () => {
    const slow = later<string>();
    const quick = later<string>();
    const readA = () => slow.promise;
    const readB = () => quick.promise;
    const { result, rerender } = renderHook(({ read }) => useServerRead(read), { initialProps: { read: readA } });

    rerender({ read: readB });
    expect(result.current.data).toBeUndefined();
    await act(async () => quick.give('record B'));
    await act(async () => slow.give('record A'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'record B', loading: false }));
  });

  it('shows what a write answered without reading again', async () => {
    let asked = 0;
    const read = () => {
      asked += 1;
      return Promise.resolve('as read');
    };
    const { result } = renderHook(() => useServerRead(read));
    await waitFor(() => expect(result.current.data).toBe('as read'));

    act(() => result.current.replace('as saved'));
    expect(result.current).toMatchObject({ data: 'as saved', loading: false, failure: null });
    expect(asked).toBe(1);
  });
});

describe('a list read page by page', () => {
  it('adds each next page after those shown; a page that fails keeps the list and is read again on the next ask', async () => {
    const pages: Record<string, { items: string[]; next: string | null }> = {
      first: { items: ['a', 'b'], next: 'c1' },
      c1: { items: ['c', 'd'], next: 'c2' },
      c2: { items: ['e'], next: null },
    };
    let failOnce = true;
    const asked: (string | null)[] = [];
    const readPage = async (after: string | null) => {
      asked.push(after);
      if (after === 'c2' && failOnce) {
        failOnce = false;
        throw answered(503);
      }
      return pages[after ?? 'first'] ?? { items: [], next: null };
    };
    const { result } = renderHook(() => usePagedRead(readPage));
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));

    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd']));
    act(() => result.current.more());
    await waitFor(() => expect(result.current.failure).toMatchObject({ status: 503 }));
    expect(result.current).toMatchObject({ items: ['a', 'b', 'c', 'd'], next: 'c2', loading: false });

    act(() => result.current.more());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd', 'e']));
    expect(result.current).toMatchObject({ next: null, failure: null });
    expect(asked).toEqual([null, 'c1', 'c2', 'c2']);
  });
});

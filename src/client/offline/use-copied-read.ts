import { useCallback, useEffect, useState } from 'react';
import { describeFailure } from '../lib/calls/api-error';
import { readCopy, saveCopy } from './copies';
import { useOwner } from './form/use-owner';

export type CopiedRead<T> =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  /** `asOf`: null when fresh from the server, else when the copy shown was fetched. */
  | { status: 'ready'; data: T; asOf: number | null };

/**
 * Reads something of the signed-in person's from the server and keeps a copy on the device under
 * `key` (written before it is shown); when the server cannot be reached the last copy is shown, with the time it was fetched.
 * `fetch` keeps its identity while `key` does (useCallback). A 404 (or null) is "not found", never a copy:
 * the record is not this person's, or no longer there. A read that failed, or fell back on the
 * copy, is made again as soon as the browser is back online (its `online` event), and what it
 * shows stays until the answer comes: nobody has to notice the connection and press Try again.
 */
export function useCopiedRead<T>(key: string, fetch: () => Promise<T | null>) {
  const owner = useOwner();
  const [read, setRead] = useState<{ key: string; result: CopiedRead<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!owner) return;
    let cancelled = false;
    const show = (result: CopiedRead<T>) => {
      if (!cancelled) setRead({ key, result });
    };
    fetch().then(
      async (data) => {
        if (data === null) return show({ status: 'not-found' });
        // Kept before it is shown: a reload or a navigation the moment the list appears must
        // still find the copy offline (a write left running can be dropped with the page).
        await saveCopy(owner, key, data).catch(() => undefined);
        show({ status: 'ready', data, asOf: null });
      },
      async (err: unknown) => {
        const failure = describeFailure(err);
        if (failure.kind === 'server' && failure.status === 404) return show({ status: 'not-found' });
        const unreachable =
          failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'server' && failure.status >= 500);
        const copy = unreachable ? await readCopy<T>(owner, key).catch(() => null) : null;
        show(copy ? { status: 'ready', data: copy.data, asOf: copy.savedAt } : { status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [owner, key, fetch, attempt]);

  const current = read && read.key === key ? read.result : null;
  const stale = current?.status === 'failed' || (current?.status === 'ready' && current.asOf !== null);
  useEffect(() => {
    if (!stale) return;
    const readAgain = () => setAttempt((count) => count + 1);
    window.addEventListener('online', readAgain);
    return () => window.removeEventListener('online', readAgain);
  }, [stale]);

  const retry = useCallback(() => {
    setRead(null);
    setAttempt((count) => count + 1);
  }, []);
  const result: CopiedRead<T> = current ?? { status: 'loading' };
  return { result, retry };
}

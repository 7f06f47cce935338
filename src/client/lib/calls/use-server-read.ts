import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure } from './api-error';
import type { CallFailure } from './api-error';

export interface ServerRead<T> {
  /** The last answer: kept on screen while the page reads again. */
  data: T | undefined;
  /** A read is under way: the first one, or again after `reload`. */
  loading: boolean;
  /** Why the last read failed; null once one succeeded. */
  failure: CallFailure | null;
  /** Reads again, keeping what is shown until the answer comes (after an action, or Retry). */
  reload: () => Promise<void>;
  /** Shows what a write answered as the record now is, without reading it again. */
  replace: (data: T) => void;
}

/**
 * What a page shows from the server: read when the page opens, and again whenever `read` changes
 * (give it a useCallback of what it reads) or `reload` is called, which resolves once the answer
 * is shown. Only the latest read's answer is shown: a slow answer to an earlier one never replaces it.
 */
export function useServerRead<T>(read: () => Promise<T>): ServerRead<T> {
  // Whose answer is held: a new `read` (another record) starts with nothing shown.
  const [held, setHeld] = useState<{ of: () => Promise<T>; data: T | undefined; loading: boolean; failure: CallFailure | null }>({
    of: read,
    data: undefined,
    loading: true,
    failure: null,
  });
  const [round, setRound] = useState(0);
  const reloads = useRef<(() => void)[]>([]);

  useEffect(() => {
    let latest = true;
    const settle = (next: (current: typeof held) => typeof held) => {
      if (!latest) return;
      setHeld(next);
      for (const resolve of reloads.current.splice(0)) resolve();
    };
    read().then(
      (data) => settle(() => ({ of: read, data, loading: false, failure: null })),
      (err: unknown) =>
        settle((current) => ({
          of: read,
          data: current.of === read ? current.data : undefined,
          loading: false,
          failure: describeFailure(err),
        })),
    );
    return () => {
      latest = false;
    };
  }, [read, round]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        reloads.current.push(resolve);
        setHeld((current) => ({ ...current, loading: true }));
        setRound((count) => count + 1);
      }),
    [],
  );

  const replace = useCallback((data: T) => setHeld({ of: read, data, loading: false, failure: null }), [read]);

  if (held.of !== read) return { data: undefined, loading: true, failure: null, reload, replace };
  return { data: held.data, loading: held.loading, failure: held.failure, reload, replace };
}

/** The read's answer was 404: what was asked for is not there, or not this person's. */
export function isNotFound(failure: CallFailure | null): boolean {
  return failure?.kind === 'server' && failure.status === 404;
}

/** One page of a list the server gives page by page: its items, and the cursor of the next page (null at the end). */
export interface ListPage<I> {
  items: I[];
  next: string | null;
}

export interface PagedRead<I> {
  /** Every item read so far, page after page; undefined until the first page came. */
  items: I[] | undefined;
  /** The cursor of the page after those shown: null at the end of the list. */
  next: string | null;
  loading: boolean;
  failure: CallFailure | null;
  /** Reads the next page and adds its items after those shown ("Load more"). */
  more: () => void;
}

/**
 * A list read page by page: the first page as useServerRead reads it (again when `readPage`
 * changes), the next ones when the person asks for more. Pages asked for before the first page
 * was read again are dropped with it.
 */
export function usePagedRead<I>(readPage: (after: string | null) => Promise<ListPage<I>>): PagedRead<I> {
  const first = useServerRead(useCallback(() => readPage(null), [readPage]));
  const [later, setLater] = useState<{
    after: ListPage<I>;
    items: I[];
    next: string | null;
    loading: boolean;
    failure: CallFailure | null;
  } | null>(null);
  const shownLater = later && later.after === first.data ? later : null;

  const more = () => {
    const after = first.data;
    const cursor = shownLater ? shownLater.next : after?.next;
    if (!after || !cursor || shownLater?.loading) return;
    const ours = (current: typeof later) => current !== null && current.after === after;
    setLater({ after, items: shownLater?.items ?? [], next: cursor, loading: true, failure: null });
    readPage(cursor).then(
      (page) =>
        setLater((current) =>
          ours(current)
            ? { after, items: [...(current?.items ?? []), ...page.items], next: page.next, loading: false, failure: null }
            : current,
        ),
      (err: unknown) =>
        setLater((current) => (current && ours(current) ? { ...current, loading: false, failure: describeFailure(err) } : current)),
    );
  };

  return {
    items: first.data ? [...first.data.items, ...(shownLater?.items ?? [])] : undefined,
    next: shownLater ? shownLater.next : (first.data?.next ?? null),
    loading: first.loading || Boolean(shownLater?.loading),
    failure: shownLater?.failure ?? first.failure,
    more,
  };
}

/**
 * Shares one read among callers that arrive together, without ever answering a caller with a
 * read that started before it called: a read already running may have started before a commit
 * the caller must see, so whoever finds one running waits for the next, started once it ends
 * and shared by all who waited. Many callers at once cost two reads in flight at most.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const fresh = (): Promise<T> => {
    if (running === null) {
      running = read().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return fresh();
      });
    return queued;
  };
  return fresh;
}

/** freshReads for each key (an account id, say): callers of one key share reads, keys never do. */
export function freshReadsByKey<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const readers = new Map<K, { fresh: () => Promise<T>; waiting: number }>();
  return async (key) => {
    let reader = readers.get(key);
    if (!reader) {
      reader = { fresh: freshReads(() => read(key)), waiting: 0 };
      readers.set(key, reader);
    }
    reader.waiting += 1;
    try {
      return await reader.fresh();
    } finally {
      reader.waiting -= 1;
      // Nobody waits on this key's reads any more: nothing of it needs keeping.
      if (reader.waiting === 0) readers.delete(key);
    }
  };
}

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

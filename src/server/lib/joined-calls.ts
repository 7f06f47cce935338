/**
 * Calls by key, where a caller who arrives while a call of its key is running joins that call and
 * shares its outcome (its answer or its error) instead of starting another; a caller after it has
 * ended starts a new one. For idempotent remote calls (a refund under its idempotency key): a
 * second call at the same time would cost a round trip at best, and at worst be refused as a
 * duplicate still in progress, where the joined caller gets the first call's answer.
 */
export function joinedCalls<T>(): (key: string, call: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, call) => {
    let shared = running.get(key);
    if (!shared) {
      shared = call().finally(() => running.delete(key));
      running.set(key, shared);
    }
    return shared;
  };
}

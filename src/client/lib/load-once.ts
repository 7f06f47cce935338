/**
 * `load` run at the first call, its promise shared by every later call; a load that fails is
 * forgotten, so the next call tries again instead of replaying the old rejection (a chunk that
 * could not be fetched on a bad line may well arrive the next time).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

import { useSyncExternalStore } from 'react';

/*
 * The share of each outbox item sent so far while it is being delivered (axios' upload progress),
 * by the item's id, for the outbox page to show. Only this tab's deliveries: a delivery that
 * another tab holds the outbox's lock for shows its state without a bar.
 */
const shares = new Map<string, number>();
const listeners = new Set<() => void>();

/** A delivery's progress (0 to 1), or null once it has ended. */
export function reportDelivery(id: string, share: number | null): void {
  if (share === null) shares.delete(id);
  else shares.set(id, share);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The share of this item sent so far, or null while it is not being sent. */
export function useDeliveryProgress(id: string): number | null {
  return useSyncExternalStore(subscribe, () => shares.get(id) ?? null);
}

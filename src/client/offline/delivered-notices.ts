import type { OutboxKind } from './db';

/** Something from the outbox that reached the portal while this tab was open. */
export interface DeliveredNotice {
  /** The outbox id it was sent under. */
  id: string;
  kind: OutboxKind;
  /** What the outbox called it: "Grievance about Water — Selvi". */
  title: string;
  /** The reference number or complaint ID the portal answered. */
  reference: string;
}

/*
 * The delivered items the shell's notices show, kept in memory: the sync engine adds one as it
 * delivers an item of the person using the app; the notice goes when they close it or open the
 * Outbox (where the Sent list says the same). Apart from the engine and from Dexie, so that the
 * notices load neither.
 */
let notices: readonly DeliveredNotice[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function noteDelivered(notice: DeliveredNotice): void {
  notices = [...notices.filter((shown) => shown.id !== notice.id), notice];
  changed();
}

export function deliveredNotices(): readonly DeliveredNotice[] {
  return notices;
}

/** One notice closed, or every notice (no id) once the Outbox is open. */
export function dismissDelivered(id?: string): void {
  const kept = id === undefined ? [] : notices.filter((notice) => notice.id !== id);
  if (kept.length === notices.length) return;
  notices = kept;
  changed();
}

/*
 * How many outbox items of an account left the device unsent when its session ended (decision
 * 063), until the notice is closed. A count and no titles: whoever uses the device next reads it.
 */
let removedUnsent = 0;

export function noteRemovedUnsent(count: number): void {
  if (count === 0) return;
  removedUnsent += count;
  changed();
}

export function removedUnsentCount(): number {
  return removedUnsent;
}

export function dismissRemovedUnsent(): void {
  if (removedUnsent === 0) return;
  removedUnsent = 0;
  changed();
}

export function subscribeDeliveredNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

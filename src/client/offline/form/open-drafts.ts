import type { Leaving } from '../db';

/** A form's draft while its form is mounted (the draft writer). */
interface OpenDraft {
  flush(): Promise<void>;
  end(leaving: Leaving): Promise<void>;
  /** Resolves once every write it started is done. */
  idle(): Promise<void>;
}

/**
 * The drafts of the forms open on this page, so that a kiosk's 'Finish and clear' can write what
 * was typed in the last moments (a save waits for a pause in typing) before it asks what would be
 * lost (decision 047), and so that a session leaving the device stops its forms' writes before
 * the wipe. A form's draft joins while its form is mounted, and stays until what it started writing
 * is written (a document still being stored as the form unmounts).
 */
const open = new Set<OpenDraft>();

export function keepOpenDraft(draft: OpenDraft): () => void {
  open.add(draft);
  return () => void draft.idle().finally(() => open.delete(draft));
}

/** Writes every open form's pending values; a failed write is the form's own note to show. */
export async function flushOpenDrafts(): Promise<void> {
  await Promise.all([...open].map((draft) => draft.flush().catch(() => undefined)));
}

/**
 * A session leaves the device: the open forms of whoever leaves stop writing at once (what they
 * still hold is dropped, not saved), and this resolves once the writes already under way are done,
 * so that the wipe after it finds them.
 */
export async function endOpenDrafts(leaving: Leaving): Promise<void> {
  await Promise.all([...open].map((draft) => draft.end(leaving).catch(() => undefined)));
}

/**
 * The drafts of the forms open on this page, so that a kiosk's 'Finish and clear' can write what
 * was typed in the last moments (a save waits for a pause in typing) before it asks what would be
 * lost (decision 047). A form's draft joins while its form is mounted.
 */
const open = new Set<{ flush(): Promise<void> }>();

export function keepOpenDraft(draft: { flush(): Promise<void> }): () => void {
  open.add(draft);
  return () => open.delete(draft);
}

/** Writes every open form's pending values; a failed write is the form's own note to show. */
export async function flushOpenDrafts(): Promise<void> {
  await Promise.all([...open].map((draft) => draft.flush().catch(() => undefined)));
}

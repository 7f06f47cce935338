import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FormId, Owner } from '../db';
import { deviceDraftStore } from './device-draft-store';
import type { DraftStatusSource } from './draft-status-store';
import { DraftWriter } from './draft-writer';
import type { Draft } from '../drafts';
import { prepareForOffline } from './offline-modules';
import { keepOpenDraft } from './open-drafts';
import { startOutboxSyncIfPending } from '../start-outbox-sync';
import type { TimerApi } from '../sync-engine';
import { onSessionEnded } from '../../lib/token-store';
import { ownerOfToken } from './owner';
import { useOwner } from './use-owner';

export interface FormDraft {
  owner: Owner | null;
  /** The draft found when the form opened: undefined while it loads, null when there was none. */
  restored: Draft | null | undefined;
  /**
   * Changes when the form must start again: another person took over the page, or the draft was
   * discarded. Not when a draft is found, nor while the session is checked: the form takes a draft
   * in around what is being typed (DraftAutosave), and starting it again would throw that away.
   */
  generation: string;
  /** What the draft's note says (useDraftStatus): kept apart, so that a save re-renders the note, not the form. */
  status: DraftStatusSource;
  saveValues(values: Record<string, string>): void;
  saveFiles(field: string, files: readonly File[]): Promise<void>;
  /** Shows 'Saving the documents…' in the draft's note until `work` (preparing and storing picked documents) settles. */
  savingDocuments(work: Promise<void>): Promise<void>;
  /** Writes what is pending now (before a submission, when the page is hidden). */
  flush(): Promise<void>;
  /** 'Discard draft', and after a submission: the draft is gone and the form starts empty. */
  discard(): Promise<void>;
}

const browserTimers: TimerApi = {
  set: (callback, ms) => window.setTimeout(callback, ms),
  clear: (handle) => window.clearTimeout(handle as number),
};

/** A form's draft on the device for its owner: the draft writer, wired to the session and the page. */
export function useFormDraft(form: FormId): FormDraft {
  const owner = useOwner();
  const writer = useMemo(() => new DraftWriter({ form, store: deviceDraftStore, timers: browserTimers }), [form]);
  const people = useSyncExternalStore(writer.people.subscribe, writer.people.get, writer.people.get);
  /** Counts discards: the form starts again, empty. */
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<{ writer: DraftWriter; owner: Owner; round: number; draft: Draft | null } | null>(null);

  // Whoever opens a form may have something in the outbox: a good moment to send it.
  useEffect(() => {
    prepareForOffline();
    startOutboxSyncIfPending();
  }, []);

  // Before the page is painted: another person must not see the last one's values.
  useLayoutEffect(() => writer.setOwner(owner), [writer, owner]);

  useEffect(() => keepOpenDraft(writer), [writer]);

  // The owner's session ends (Logout, refused by the server): nothing more is written for them,
  // at once, before the page leaves the form and the wipe runs (decision 063).
  useEffect(
    () =>
      onSessionEnded((token) => {
        const ended = token ? ownerOfToken(token) : null;
        if (ended) void writer.end(ended);
      }),
    [writer],
  );

  useEffect(() => {
    if (!owner) return;
    let cancelled = false;
    void writer.open(owner).then((draft) => {
      // The whole form renders again with what was found: in slices, as hydration does.
      if (!cancelled) startTransition(() => setLoaded({ writer, owner, round, draft }));
    });
    return () => {
      cancelled = true;
    };
  }, [writer, owner, round]);

  useFlushWhenHidden(writer);

  const discard = useCallback(async () => {
    await writer.discard();
    setRound((current) => current + 1);
  }, [writer]);

  const current = loaded && loaded.writer === writer && loaded.owner === owner && loaded.round === round ? loaded : null;
  return useMemo(
    () => ({
      owner,
      restored: current ? current.draft : undefined,
      generation: `${people}:${round}`,
      status: writer.status,
      saveValues: (values) => writer.saveValues(values),
      saveFiles: (field, files) => writer.saveFiles(field, files),
      savingDocuments: (work) => writer.savingDocuments(work),
      flush: () => writer.flush(),
      discard,
    }),
    [writer, owner, current, people, round, discard],
  );
}

/** Writes what is pending when the page is hidden or left, and when the form goes. */
function useFlushWhenHidden(writer: DraftWriter): void {
  useEffect(() => {
    const onHide = () => writer.flushNow();
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      onHide();
    };
  }, [writer]);
}

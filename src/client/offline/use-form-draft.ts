import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormId, Owner } from './db';
import { draftStatusStore } from './draft-status-store';
import type { DraftStatusSource } from './draft-status-store';
import type { Draft } from './drafts';
import { draftsIfLoaded, findDraft, loadDrafts, prepareForOffline, prepareOfflineModules } from './offline-modules';
import { startOutboxSyncIfPending } from './start-outbox-sync';
import { askPersistentStorageOnce, isQuotaError, storageMessages, storageUsage } from './storage';
import { useOwner } from './use-owner';

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
export const DRAFT_DEBOUNCE_MS = 400;

export interface FormDraft {
  owner: Owner | null;
  /** The draft found when the form opened: undefined while it loads, null when there was none. */
  restored: Draft | null | undefined;
  /**
   * Changes when the form must start again: a draft was found, the owner changed, the draft was
   * discarded. Not while the first load runs, so typing during a slow session check is kept.
   */
  generation: string;
  /** What the draft's note says (useDraftStatus): kept apart, so that a save re-renders the note, not the form. */
  status: DraftStatusSource;
  saveValues(values: Record<string, string>): void;
  saveFiles(field: string, files: readonly File[]): Promise<void>;
  /**
   * Shows 'Saving the documents…' in the draft's note until `work` (preparing and storing picked
   * documents) settles: unlike typed values, which the page writes as it is hidden, a document still
   * being prepared cannot be saved once the page is going.
   */
  savingDocuments(work: Promise<void>): Promise<void>;
  /** Writes what is pending now (before a submission, when the page is hidden). */
  flush(): Promise<void>;
  /** 'Discard draft', and after a submission: the draft is gone and the form starts empty. */
  discard(): Promise<void>;
}

/**
 * Keeps a form's draft on the device for its owner: values debounced, files at once, everything
 * flushed when the page is hidden or closed. Writes run one after another so the last one wins.
 */
export function useFormDraft(form: FormId): FormDraft {
  const owner = useOwner();
  const [loaded, setLoaded] = useState<{ owner: Owner; draft: Draft | null; round: number } | null>(null);
  const [round, setRound] = useState(0);
  const [status] = useState(draftStatusStore);
  const pending = useRef<{ owner: Owner; values: Record<string, string> } | null>(null);
  /** Values handed to a write that has not finished yet: the page may go before it does. */
  const writing = useRef<{ owner: Owner; values: Record<string, string> } | null>(null);
  const timer = useRef<number | null>(null);
  /** The owner whose draft has been read: before that, a save could overwrite a draft about to be restored. */
  const readFor = useRef<Owner | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const flushRef = useRef<() => Promise<void>>(() => Promise.resolve());

  // Whoever opens a form may have something in the outbox: a good moment to send it.
  useEffect(() => {
    prepareForOffline();
    startOutboxSyncIfPending();
  }, []);

  useEffect(() => {
    if (!owner) return;
    let cancelled = false;
    readFor.current = null;
    findDraft(owner, form)
      .catch(() => null)
      .then((draft) => {
        if (cancelled) return;
        readFor.current = owner;
        // A draft was found: the form starts again from it, so what was typed meanwhile is not saved over it.
        if (draft) pending.current = null;
        else if (pending.current) void flushRef.current();
        // The whole form renders again with what was found: in slices, as hydration did (issue 8).
        startTransition(() => setLoaded({ owner, draft, round }));
        status.update({ savedAt: draft?.updatedAt ?? null });
      });
    void storageUsage().then((figures) => !cancelled && status.update({ usage: figures }));
    return () => {
      cancelled = true;
    };
  }, [owner, form, round, status]);

  const run = useCallback((write: () => Promise<unknown>) => {
    queue.current = queue.current.then(async () => {
      try {
        const at = await write();
        if (typeof at === 'number') {
          status.update({ savedAt: at, error: null });
          void askPersistentStorageOnce();
        }
      } catch (err) {
        status.update({ error: isQuotaError(err) ? { message: storageMessages.quotaDraft, severe: true } : { message: storageMessages.failedDraft, severe: false } });
      }
      status.update({ usage: await storageUsage() });
    });
    return queue.current;
  }, [status]);

  const flush = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    const next = pending.current;
    // Typed before the draft was read: kept until it is (a found draft replaces it, see below).
    if (!next || readFor.current !== next.owner) return queue.current;
    pending.current = null;
    writing.current = next;
    return run(async () => {
      try {
        return await (await loadDrafts()).saveDraftValues(next.owner, form, next.values);
      } finally {
        if (writing.current === next) writing.current = null;
      }
    });
  }, [form, run]);

  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  /**
   * Given while the owner is unknown (a stored session being checked, just after a prerendered
   * form hydrated with what was typed into it): kept for the owner the check finds. The unknown
   * only ever follows a guess of the same person (see `owners` below), so it is theirs.
   */
  const unowned = useRef<{ values: Record<string, string> | null; files: Map<string, readonly File[]> }>({ values: null, files: new Map() });

  const saveValues = useCallback(
    (values: Record<string, string>) => {
      if (!owner) {
        unowned.current.values = values;
        return;
      }
      if (!draftsIfLoaded()) prepareOfflineModules();
      pending.current = { owner, values };
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), DRAFT_DEBOUNCE_MS);
    },
    [owner, flush],
  );

  const saveFiles = useCallback(
    (field: string, files: readonly File[]) => {
      if (owner) return run(async () => (await loadDrafts()).saveDraftFiles(owner, form, field, files));
      unowned.current.files.set(field, files);
      return Promise.resolve();
    },
    [owner, form, run],
  );

  useEffect(() => {
    if (!owner) return;
    const { values, files } = unowned.current;
    unowned.current = { values: null, files: new Map() };
    if (values) saveValues(values);
    for (const [field, kept] of files) void saveFiles(field, kept);
  }, [owner, saveValues, saveFiles]);

  const savingDocuments = useCallback(
    (work: Promise<void>) => {
      status.update({ savingDocuments: status.get().savingDocuments + 1 });
      return work.finally(() => status.update({ savingDocuments: status.get().savingDocuments - 1 }));
    },
    [status],
  );

  const discard = useCallback(async () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    writing.current = null;
    unowned.current = { values: null, files: new Map() };
    if (owner) await run(async () => (await loadDrafts()).discardDraft(owner, form));
    status.update({ savedAt: null, error: null });
    setRound((current) => current + 1);
  }, [owner, form, run, status]);

  // A phone kills a hidden tab without warning: whatever was typed is written when it is hidden,
  // synchronously, as a write started a few microtasks later may never reach the disk.
  useEffect(() => {
    const onHide = () => {
      const next = pending.current ?? writing.current;
      if (next && readFor.current === next.owner && draftsIfLoaded()?.saveDraftValuesNow(next.owner, form, next.values)) {
        if (timer.current !== null) window.clearTimeout(timer.current);
        timer.current = null;
        pending.current = null;
        return;
      }
      void flush();
    };
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      onHide();
    };
  }, [flush, form]);

  const current = loaded && loaded.owner === owner && loaded.round === round ? loaded : null;
  // Another person on the same page (signed out, or in) starts from their own draft.
  const [owners, setOwners] = useState<{ last: Owner | null; changes: number }>({ last: owner, changes: 0 });
  // An owner followed by the unknown (a stored session being checked at start: the prerendered
  // page hydrated as the anonymous device) was a guess, not a person who left: no fresh start.
  if (owner === null && owners.last !== null) setOwners({ last: null, changes: owners.changes });
  else if (owner !== null && owner !== owners.last) setOwners({ last: owner, changes: owners.last === null ? owners.changes : owners.changes + 1 });
  return useMemo(
    () => ({
      owner,
      restored: current ? current.draft : undefined,
      generation: `${owners.changes}:${round}:${current?.draft ? 'restored' : 'new'}`,
      status,
      saveValues,
      saveFiles,
      savingDocuments,
      flush,
      discard,
    }),
    [owner, current, owners.changes, round, status, saveValues, saveFiles, savingDocuments, flush, discard],
  );
}

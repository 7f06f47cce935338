import type { FormId, Leaving, Owner } from '../db';
import { draftStatusStore } from './draft-status-store';
import type { DraftStatusSource } from './draft-status-store';
import type { Draft } from '../drafts';
import { isQuotaError, storageMessages } from './storage';
import type { StorageUsage } from './storage';
import type { TimerApi } from '../sync-engine';

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
export const DRAFT_DEBOUNCE_MS = 400;

type Values = Record<string, string>;

/** Where drafts are kept: the device's IndexedDB in the app (device-draft-store.ts), a test's own in tests. */
export interface DraftStore {
  read(owner: Owner, form: FormId): Promise<Draft | null>;
  /** Resolves with the time the values were saved. */
  saveValues(owner: Owner, form: FormId, values: Values): Promise<number>;
  /** The same write, issued synchronously for a page being hidden; false when it cannot be issued now. */
  saveValuesNow(owner: Owner, form: FormId, values: Values): boolean;
  saveFiles(owner: Owner, form: FormId, field: string, files: readonly File[]): Promise<number>;
  discard(owner: Owner, form: FormId): Promise<void>;
  usage(): Promise<StorageUsage | null>;
  /** Someone started typing: load what a save needs now, so that the first save is not late. */
  prepare(): void;
}

interface DraftWriterOptions {
  form: FormId;
  store: DraftStore;
  timers: TimerApi;
  debounceMs?: number;
}

/**
 * Keeps one form's draft for its owner, without React: typed values debounced, files at once,
 * one write at a time in the order given (so the last one wins), and a flush for a submission
 * and for the page being hidden. What the draft's note shows is in `status`.
 */
export class DraftWriter {
  private readonly note = draftStatusStore();
  readonly status: DraftStatusSource = this.note;
  private readonly form: FormId;
  private readonly store: DraftStore;
  private readonly timers: TimerApi;
  private readonly debounceMs: number;

  /** Null while a stored session is being checked. */
  private owner: Owner | null = null;
  /** The owner whose session left the device while this form was open: nothing more is written for them. */
  private ended: Owner | null = null;
  /** The owner's draft has been read: before that, a write could replace a draft about to be restored. */
  private ready = false;
  private reads = 0;
  /** Typed values not yet handed to a write: they belong to the owner, or to the one the session check finds. */
  private pending: Values | null = null;
  /** Values handed to a write that has not finished yet: the page may go before it does. */
  private writing: { owner: Owner; values: Values } | null = null;
  /** Files picked while the owner is unknown. */
  private readonly heldFiles = new Map<string, readonly File[]>();
  private timer: unknown = null;
  private queue: Promise<void> = Promise.resolve();
  private takeovers = 0;
  private readonly takeoverListeners = new Set<() => void>();

  /** How many times another person took over the page (signed in or out): each starts from their own draft. */
  readonly people = {
    get: (): number => this.takeovers,
    subscribe: (listener: () => void): (() => void) => {
      this.takeoverListeners.add(listener);
      return () => this.takeoverListeners.delete(listener);
    },
  };

  constructor({ form, store, timers, debounceMs = DRAFT_DEBOUNCE_MS }: DraftWriterOptions) {
    this.form = form;
    this.store = store;
    this.timers = timers;
    this.debounceMs = debounceMs;
  }

  /**
   * Who the draft belongs to; null while a stored session is being checked. Another person taking
   * over (signing in or out on the same page) does not get what the last one typed. The unknown
   * only ever follows a guess of the same person (a prerendered page hydrates as the anonymous
   * device, then checks the stored session), so what is typed meanwhile is kept for the owner found.
   */
  setOwner(owner: Owner | null): void {
    if (owner === this.owner) return;
    const anotherPerson = this.owner !== null && owner !== null;
    this.owner = owner;
    this.ended = null;
    this.ready = false;
    if (owner) {
      for (const [field, files] of this.heldFiles) void this.saveFiles(field, files);
      this.heldFiles.clear();
    }
    if (anotherPerson) {
      this.cancelTimer();
      this.pending = null;
      this.takeovers += 1;
      for (const listener of this.takeoverListeners) listener();
    }
  }

  /**
   * The owner's draft, read from the device. Values given before it was read are written now when
   * none is found, and dropped when one is: written, they would replace the draft's other fields.
   * The form takes the draft in around what was typed and gives the result (draft-autosave.tsx).
   */
  async open(owner: Owner): Promise<Draft | null> {
    const read = ++this.reads;
    this.ready = false;
    void this.store.usage().then((usage) => this.note.update({ usage }));
    const draft = await this.store.read(owner, this.form).catch(() => null);
    if (read !== this.reads || owner !== this.owner) return draft;
    this.ready = true;
    if (draft) this.pending = null;
    this.note.update({ savedAt: draft?.updatedAt ?? null });
    if (this.pending) void this.flush();
    return draft;
  }

  saveValues(values: Values): void {
    if (this.endedForOwner()) return;
    this.pending = values;
    if (!this.owner) return;
    this.store.prepare();
    this.cancelTimer();
    this.timer = this.timers.set(() => void this.flush(), this.debounceMs);
  }

  /** Writes the typed values now; resolves when every write asked for so far is done (before a submission). */
  flush(): Promise<void> {
    this.cancelTimer();
    if (this.pending && this.ready) this.enqueue(() => this.writePending());
    return this.queue;
  }

  /**
   * The page is being hidden. A phone kills a hidden tab without warning, and a write started a
   * few microtasks later may never reach the disk: the typed values are written synchronously.
   */
  flushNow(): void {
    if (this.endedForOwner()) return;
    const { owner, writing } = this;
    const values = this.pending ?? (writing?.owner === owner ? writing?.values : null);
    if (owner && values && this.ready && this.store.saveValuesNow(owner, this.form, values)) {
      this.cancelTimer();
      this.pending = null;
      return;
    }
    void this.flush();
  }

  /** Replaces one upload field's files in the draft; resolves once they are stored. */
  saveFiles(field: string, files: readonly File[]): Promise<void> {
    const { owner } = this;
    if (this.endedForOwner()) return Promise.resolve();
    if (!owner) {
      this.heldFiles.set(field, files);
      return Promise.resolve();
    }
    return this.enqueue(() => this.store.saveFiles(owner, this.form, field, files));
  }

  /**
   * The note says 'Saving the documents…' until `work` (preparing and storing picked documents)
   * settles: unlike typed values, a document still being prepared cannot be saved as the page goes.
   */
  savingDocuments(work: Promise<void>): Promise<void> {
    this.countDocuments(1);
    return work.finally(() => this.countDocuments(-1));
  }

  /** 'Discard draft', and after a submission: nothing of the draft stays, nothing pending is written. */
  async discard(): Promise<void> {
    this.cancelTimer();
    this.pending = null;
    this.writing = null;
    this.heldFiles.clear();
    const { owner } = this;
    if (owner) {
      await this.enqueue(async () => {
        await this.store.discard(owner, this.form);
        return null;
      });
    }
    this.note.update({ savedAt: null, error: null });
  }

  /**
   * The owner's session left the device (Logout, a session the server ended, a kiosk's clear): what
   * is pending is dropped, never written, and nothing more is written for them on this form. Resolves
   * once the writes already started are done, so that the wipe that follows finds them.
   */
  end(leaving: Leaving): Promise<void> {
    if (this.owner !== null && (leaving === 'everyone' || leaving === this.owner)) {
      this.ended = this.owner;
      this.cancelTimer();
      this.pending = null;
      this.writing = null;
    }
    if (leaving === 'everyone') this.heldFiles.clear();
    return this.queue;
  }

  /** Resolves once every write asked for so far is done. */
  idle(): Promise<void> {
    return this.queue;
  }

  /** The latest values at the time the write starts: writes asked for while another ran collapse into one. */
  private async writePending(): Promise<number | null> {
    const { owner, pending: values } = this;
    if (!owner || !values || !this.ready || this.endedForOwner()) return null;
    this.pending = null;
    const writing = { owner, values };
    this.writing = writing;
    try {
      return await this.store.saveValues(owner, this.form, values);
    } finally {
      if (this.writing === writing) this.writing = null;
    }
  }

  /** Runs `write` after every write before it; a full disk or a broken store is shown on the form. */
  private enqueue(write: () => Promise<number | null>): Promise<void> {
    this.queue = this.queue.then(async () => {
      try {
        const savedAt = await write();
        if (savedAt !== null) this.note.update({ savedAt, error: null });
      } catch (err) {
        this.note.update({
          error: isQuotaError(err)
            ? { message: storageMessages.quotaDraft, severe: true }
            : { message: storageMessages.failedDraft, severe: false },
        });
      }
      this.note.update({ usage: await this.store.usage() });
    });
    return this.queue;
  }

  private countDocuments(change: number): void {
    this.note.update({ savingDocuments: this.note.get().savingDocuments + change });
  }

  private endedForOwner(): boolean {
    return this.owner !== null && this.owner === this.ended;
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }
}

/**
 * Functions run INSIDE the built app's page with page.evaluate, through the app's own drafts
 * module that bench/lib/app-drafts-bundle.ts injected as `window.portalDrafts` (Dexie and
 * src/client/offline/drafts.ts: what the forms call). Each is serialised on its own, so none
 * may call another or anything imported; types are fine.
 */
import type * as Drafts from '../../src/client/offline/drafts';

type DraftsModule = Pick<typeof Drafts, 'saveDraftValues' | 'saveDraftFiles' | 'loadDraft' | 'discardDraft'>;

export interface DraftValueTimings {
  /** Milliseconds per saveDraftValues, one per repetition. */
  valueSaves: number[];
}

/** `repetitions` saves of a 20-field form's values with saveDraftValues (one Dexie put each). */
export async function timeAppDraftValueSaves(args: { repetitions: number; owner: string }): Promise<DraftValueTimings> {
  const drafts = (window as unknown as { portalDrafts: DraftsModule }).portalDrafts;
  const values: Record<string, string> = {};
  for (let i = 0; i < 20; i += 1) values[`field${i}`] = `value of field ${i} typed by a citizen`;
  // The first call opens the database: not a keystroke's cost.
  await drafts.saveDraftValues(args.owner, 'certificate:birth', values);
  const valueSaves: number[] = [];
  for (let i = 0; i < args.repetitions; i += 1) {
    values.field0 = `keystroke ${i}`;
    const started = performance.now();
    await drafts.saveDraftValues(args.owner, 'certificate:birth', values);
    valueSaves.push(performance.now() - started);
  }
  await drafts.discardDraft(args.owner, 'certificate:birth');
  return { valueSaves };
}

export interface AppFileTimings {
  saveMs: number;
  restoreMs: number;
  restoredFiles: number;
  restoredBytes: number;
}

/**
 * A draft with `count` picked files of `bytes` each, saved with saveDraftFiles (bytes read, old
 * files of the field replaced, draft row touched, one transaction) and restored with loadDraft
 * (draft row, files by parent, File objects rebuilt), as the form does when it opens.
 */
export async function timeAppDraftFiles(args: { count: number; bytes: number; tag: string; owner: string }): Promise<AppFileTimings> {
  const drafts = (window as unknown as { portalDrafts: DraftsModule }).portalDrafts;
  const files: File[] = [];
  for (let i = 0; i < args.count; i += 1) {
    const data = new Uint8Array(args.bytes);
    // Random-looking bytes: a photo does not compress, and zeros could be stored cheaper.
    for (let offset = 0; offset < data.length; offset += 65_536)
      crypto.getRandomValues(data.subarray(offset, Math.min(offset + 65_536, data.length)));
    files.push(new File([data], `proof-${i}.jpg`, { type: 'image/jpeg' }));
  }
  const form = `certificate:${args.tag}` as const;

  const saveStarted = performance.now();
  await drafts.saveDraftFiles(args.owner, form, 'proofs', files);
  const saveMs = performance.now() - saveStarted;

  const restoreStarted = performance.now();
  const draft = await drafts.loadDraft(args.owner, form);
  const restoreMs = performance.now() - restoreStarted;
  const restored = draft?.files.proofs ?? [];
  await drafts.discardDraft(args.owner, form);
  return { saveMs, restoreMs, restoredFiles: restored.length, restoredBytes: restored.reduce((sum, file) => sum + file.size, 0) };
}

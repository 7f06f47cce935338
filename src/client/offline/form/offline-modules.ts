import { loadOnce } from '../../lib/load-once';
import { whenIdle } from '../../lib/when-idle';
import type { FormId, Owner } from '../db';
import { offlineDatabaseMayExist } from './db-name';
import type * as DraftsApi from '../drafts';
import { preloadWhatTheFormUsesLater } from './form-later';
import { loadOutbox } from './submission-queue';

/*
 * The offline layer a form uses, loaded when it is first needed rather than with the form
 * (docs/decisions/023): the form page hydrates without Dexie, the outbox or axios.
 */

type DraftsModule = typeof DraftsApi;
type Draft = DraftsApi.Draft;

let draftsLoaded: DraftsModule | null = null;

/**
 * drafts.ts, and Dexie with it, loaded when a form first needs them rather than with the form
 * (docs/decisions/023): evaluating them and opening the database would block a phone's main
 * thread before and after hydration. A failed load is tried again next time.
 */
export const loadDrafts: () => Promise<DraftsModule> = loadOnce(async () => (draftsLoaded = await import('../drafts')));

/** The owner's draft of the form; without loading anything on a device that never kept one. */
export async function findDraft(owner: Owner, form: FormId): Promise<Draft | null> {
  if (!(await offlineDatabaseMayExist())) return null;
  return (await loadDrafts()).loadDraft(owner, form);
}

/**
 * What a save (Dexie) and a submission without a connection (the outbox) need, loaded now: when
 * someone starts typing, so that the first save is not late, and once a form reached from another
 * page is idle, so that the outbox is there when the connection fails.
 */
export function prepareOfflineModules(): void {
  void loadDrafts().catch(() => undefined);
  void loadOutbox().catch(() => undefined);
}

let preparedForOffline = false;

/**
 * Whoever opens a form may lose the connection before the service worker has stored the app: what
 * the form needs then (Dexie for the draft, the outbox, axios) is fetched while there is one, once
 * the page is idle. A prerendered first page fetches it without running it, so that the page's
 * first seconds stay free; a form reached from another page loads it.
 */
export function prepareForOffline(): void {
  if (preparedForOffline) return;
  preparedForOffline = true;
  whenIdle(() => {
    if (!preloadWhatTheFormUsesLater(whenIdle)) prepareOfflineModules();
  });
}

/** drafts.ts once loaded: saveDraftValuesNow must be called synchronously when the page is hidden. */
export function draftsIfLoaded(): DraftsModule | null {
  return draftsLoaded;
}

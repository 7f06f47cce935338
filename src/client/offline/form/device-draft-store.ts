import type { DraftStore } from './draft-writer';
import { draftsIfLoaded, findDraft, loadDrafts, prepareOfflineModules } from './offline-modules';
import { askPersistentStorageOnce, storageUsage } from './storage';

/** After the first draft, the browser is asked to keep this site's data under storage pressure. */
async function saved(write: Promise<number>): Promise<number> {
  const savedAt = await write;
  void askPersistentStorageOnce();
  return savedAt;
}

/** Drafts in this device's IndexedDB, with drafts.ts (and Dexie) loaded when first needed. */
export const deviceDraftStore: DraftStore = {
  read: findDraft,
  saveValues: async (owner, form, values) => saved((await loadDrafts()).saveDraftValues(owner, form, values)),
  // Only once drafts.ts is loaded: the page being hidden leaves no time to load it.
  saveValuesNow: (owner, form, values) => draftsIfLoaded()?.saveDraftValuesNow(owner, form, values) ?? false,
  saveFiles: async (owner, form, field, files) => saved((await loadDrafts()).saveDraftFiles(owner, form, field, files)),
  discard: async (owner, form) => (await loadDrafts()).discardDraft(owner, form),
  usage: storageUsage,
  prepare: () => {
    if (!draftsIfLoaded()) prepareOfflineModules();
  },
};

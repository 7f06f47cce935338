/**
 * The entry of the bundle the browser-offline section injects into the built app's page: the
 * app's own drafts module (src/client/offline/drafts.ts, with db.ts, stored-files.ts and Dexie),
 * so the draft figures are what the forms pay, not a raw IndexedDB probe. Bundled as an IIFE
 * whose exports land on `window.portalDrafts` (bench/lib/app-drafts-bundle.ts).
 */
export { discardDraft, loadDraft, saveDraftFiles, saveDraftValues } from '../../src/client/offline/drafts';

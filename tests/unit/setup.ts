import { loadEveryCatalogue } from '../../src/client/i18n/catalogue';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

/*
 * fake-indexeddb copies what is stored with Node's structuredClone, which does not know jsdom's
 * Blob and turns a stored File into an empty object. A browser's IndexedDB keeps a Blob as it is
 * (it is immutable): so does this copy.
 */
const nodeStructuredClone = globalThis.structuredClone;
function cloneKeepingBlobs(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (Array.isArray(value)) return value.map(cloneKeepingBlobs);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cloneKeepingBlobs(inner)]));
  }
  return nodeStructuredClone(value);
}
globalThis.structuredClone = cloneKeepingBlobs as typeof structuredClone;

// jsdom has no modal dialogs: enough of one for the portal's dialogs to open and close.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/*
 * jsdom has no requestIdleCallback, and the app's fallback, a timer, outlived the file's jsdom: a
 * form's idle preparation (src/client/offline/form/offline-modules.ts) then ran with no document
 * and failed the run. Here an idle callback runs a second later, as the fallback did, and what is
 * still waiting when the file's tests are over is dropped, as a closed tab drops it.
 */
const waitingForIdle = new Set<ReturnType<typeof setTimeout>>();
window.requestIdleCallback = (run) => {
  const handle = setTimeout(() => {
    waitingForIdle.delete(handle);
    run({ didTimeout: false, timeRemaining: () => 0 });
  }, 1000);
  waitingForIdle.add(handle);
  return handle as unknown as number;
};
window.cancelIdleCallback = (handle) => {
  const timer = handle as unknown as ReturnType<typeof setTimeout>;
  clearTimeout(timer);
  waitingForIdle.delete(timer);
};
afterAll(() => {
  for (const handle of waitingForIdle) clearTimeout(handle);
  waitingForIdle.clear();
});

// Every catalogue of texts, in English (docs/decisions/035): a component renders in a test as in
// the app, where a page's texts are loaded before it renders. A test of a page in Tamil calls
// setPageLanguage('ta') and loadEveryCatalogue('ta') itself.
import.meta.glob('../../src/client/**/*-texts.ts', { eager: true });
await loadEveryCatalogue('en');

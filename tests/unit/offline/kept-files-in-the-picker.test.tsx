import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { openCertificateForm } from './open-certificate-form';
import { pdf } from './offline-test-support';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

/*
 * A browser's file input shows the files it holds ("No file chosen", a name), and a page can give
 * it files only as a DataTransfer's list. jsdom has no DataTransfer, and its file inputs take no
 * list a page makes: both stand in here for a browser's, as thin as they can be.
 */
const filesDescriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'files') as PropertyDescriptor;
beforeEach(() => {
  const given = new WeakMap<HTMLInputElement, FileList>();
  Object.defineProperty(HTMLInputElement.prototype, 'files', {
    configurable: true,
    get(this: HTMLInputElement) {
      return given.get(this) ?? (filesDescriptor.get?.call(this) as FileList);
    },
    set(this: HTMLInputElement, list: FileList) {
      given.set(this, list);
    },
  });
  vi.stubGlobal(
    'DataTransfer',
    class {
      private readonly list: File[] = [];
      readonly files = Object.assign(this.list, { item: (index: number) => this.list[index] ?? null }) as unknown as FileList;
      readonly items = { add: (file: File) => void this.list.push(file) };
    },
  );
});
afterEach(() => {
  Object.defineProperty(HTMLInputElement.prototype, 'files', filesDescriptor);
  vi.unstubAllGlobals();
});

/** The names of the files the upload's own control holds: what it shows, and what a screen reader reads. */
const inPicker = (label: string) => Array.from((screen.getByLabelText(label) as HTMLInputElement).files ?? []).map((file) => file.name);

describe("an upload's file kept in a draft, after the page is opened again", () => {
  it('is the file the upload itself holds, as the line under it says; a new pick replaces it in both', async () => {
    const owner = anonymousOwner();
    await saveDraftValues(owner, 'certificate:birth', { childName: 'Meena Kumari' });
    await saveDraftFiles(owner, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf')]);

    const user = userEvent.setup();
    openCertificateForm('birth');
    const attached = await screen.findByRole('list', { name: 'Attached for Proof of Birth' });
    expect(attached).toHaveTextContent('hospital-record.pdf');
    await waitFor(() => expect(inPicker('Proof of Birth')).toEqual(['hospital-record.pdf']));
    // An upload without a kept file still holds none.
    expect(inPicker('Address Proof')).toEqual([]);

    await user.upload(screen.getByLabelText('Proof of Birth'), pdf('clinic-letter.pdf'));
    expect(inPicker('Proof of Birth')).toEqual(['clinic-letter.pdf']);
    await waitFor(() => expect(within(attached).getByText(/clinic-letter\.pdf/)).toBeVisible());
    expect(attached).not.toHaveTextContent('hospital-record.pdf');
  });
});

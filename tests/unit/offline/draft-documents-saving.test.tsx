import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openCertificateForm } from './open-certificate-form';

/** Photo preparation held until the test lets it finish: the document is "being saved" until then. */
const preparing = vi.hoisted(() => {
  let release = (): void => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release: () => release() };
});

vi.mock('../../../src/client/offline/form/compress-image', () => ({
  compressImage: async (file: File) => {
    await preparing.done;
    return file;
  },
}));
vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const SAVING = 'Saving the documents on this device…';

describe("a picked document and the draft's note", () => {
  it('says the documents are being saved until they are stored, then when the draft was saved', async () => {
    const user = userEvent.setup();
    openCertificateForm('birth');
    await user.type(screen.getByLabelText("Child's Full Name"), 'Anjali');
    expect(await screen.findByText(/Draft saved on this device at/, undefined, { timeout: 3_000 })).toBeVisible();

    await user.upload(
      screen.getByLabelText('Proof of Birth'),
      new File(['%PDF-1.4 record'], 'hospital-record.pdf', { type: 'application/pdf' }),
    );

    // Closing the page now would lose the document: the note says so, and not that the draft is saved.
    expect(screen.getByText(SAVING)).toBeVisible();
    expect(screen.queryByText(/Draft saved on this device at/)).toBeNull();

    preparing.release();
    expect(await screen.findByText(/Draft saved on this device at/, undefined, { timeout: 3_000 })).toBeVisible();
    expect(screen.queryByText(SAVING)).toBeNull();
  });
});

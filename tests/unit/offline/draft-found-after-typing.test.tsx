import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft, saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import type { DraftStore } from '../../../src/client/offline/form/draft-writer';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { openCertificateForm } from './open-certificate-form';
import { pdf } from './offline-test-support';

/** The device's search for a draft, which a test can hold: the person types while it runs. */
const search = vi.hoisted(() => {
  const hold = { done: Promise.resolve(), release: (): void => undefined };
  return {
    /** The next search waits until `release()`. */
    hold() {
      hold.done = new Promise<void>((resolve) => {
        hold.release = resolve;
      });
    },
    done: () => hold.done,
    release: () => hold.release(),
  };
});

vi.mock('../../../src/client/offline/form/device-draft-store', async (importOriginal) => {
  const { deviceDraftStore } = await importOriginal<{ deviceDraftStore: DraftStore }>();
  const store: DraftStore = {
    ...deviceDraftStore,
    read: async (owner, form) => {
      await search.done();
      return deviceDraftStore.read(owner, form);
    },
  };
  return { deviceDraftStore: store };
});
vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const FORM = 'certificate:birth';

/** The list of files under an upload, as the form shows it (a draft's files cannot be put back into the file input). */
const attachedTo = (label: string) => screen.queryByRole('list', { name: `Attached for ${label}` });

describe('a draft found on the device after the person started typing', () => {
  it('fills only the fields they have not touched, and is saved with what they typed and picked', async () => {
    const owner = anonymousOwner();
    // Left on this device the day before.
    await saveDraftValues(owner, FORM, {
      childName: 'Meena Kumari',
      fatherAadhaar: '1111 2222 3333',
      gender: 'Male',
      placeOfBirth: 'Government Hospital',
    });
    await saveDraftFiles(owner, FORM, 'birthProof', [pdf('old-record.pdf')]);
    await saveDraftFiles(owner, FORM, 'addressProof', [pdf('ration-card.pdf')]);

    const user = userEvent.setup();
    search.hold();
    openCertificateForm('birth');
    await user.type(await screen.findByLabelText("Father's Aadhaar", { exact: false }), '123456789012');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.upload(screen.getByLabelText('Proof of Birth'), pdf('hospital-record.pdf'));
    await user.type(screen.getByLabelText('Place of Birth'), 'Ward 4 clinic');

    await act(async () => search.release());
    await waitFor(() => expect(screen.getByLabelText("Child's Full Name")).toHaveValue('Meena Kumari'));

    // Theirs where they typed or picked, the draft's everywhere else.
    expect(screen.getByLabelText("Father's Aadhaar", { exact: false })).toHaveValue('1234 5678 9012');
    expect(screen.getByLabelText('Gender')).toHaveValue('Female');
    expect(screen.getByLabelText('Place of Birth')).toHaveValue('Ward 4 clinic');
    expect(within(attachedTo('Proof of Birth') as HTMLElement).getByText(/hospital-record\.pdf/)).toBeVisible();
    expect(attachedTo('Proof of Birth')).not.toHaveTextContent('old-record.pdf');
    expect(within(attachedTo('Address Proof') as HTMLElement).getByText(/ration-card\.pdf/)).toBeVisible();

    // In the form as it stands: the field being typed in keeps the focus, and typing on adds to it.
    expect(screen.getByLabelText('Place of Birth')).toHaveFocus();
    await user.type(screen.getByLabelText('Place of Birth'), ', Ward 4');
    expect(screen.getByLabelText('Place of Birth')).toHaveValue('Ward 4 clinic, Ward 4');

    // And the device keeps the two together.
    await waitFor(
      async () =>
        expect((await loadDraft(owner, FORM))?.values).toMatchObject({
          childName: 'Meena Kumari',
          fatherAadhaar: '1234 5678 9012',
          gender: 'Female',
          placeOfBirth: 'Ward 4 clinic, Ward 4',
        }),
      { timeout: 3_000 },
    );
    const files = (await loadDraft(owner, FORM))?.files;
    expect(files?.birthProof?.map((file) => file.name)).toEqual(['hospital-record.pdf']);
    expect(files?.addressProof?.map((file) => file.name)).toEqual(['ration-card.pdf']);
  });

  it('keeps a choice made in the moment the search ends', async () => {
    const owner = anonymousOwner();
    await saveDraftValues(owner, FORM, { childName: 'Meena Kumari', gender: 'Male' });
    search.hold();
    const { container } = openCertificateForm('birth');
    const gender = await screen.findByLabelText('Gender');
    const note = container.querySelector('[aria-busy]') as HTMLElement;

    // Outside act(), as in a browser: React commits what the search found, and the person's
    // choice comes right after that commit, before anything else React has scheduled.
    const reactTestEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactTestEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const chosen = new Promise<void>((resolve) => {
        const watch = new MutationObserver(() => {
          if (note.getAttribute('aria-busy') !== 'false') return;
          watch.disconnect();
          fireEvent.change(gender, { target: { value: 'Female' } });
          resolve();
        });
        watch.observe(note, { attributes: true });
      });
      search.release();
      await chosen;
      await waitFor(() => expect(screen.getByLabelText("Child's Full Name")).toHaveValue('Meena Kumari'));
      expect(gender).toHaveValue('Female');
    } finally {
      reactTestEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

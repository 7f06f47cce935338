import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../src/client/lib/api-client';
import { saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import type { DraftStore } from '../../../src/client/offline/form/draft-writer';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { sendAfterCheckingAnswers } from '../check-answers';
import { openCertificateForm } from './open-certificate-form';
import { pdf } from './offline-test-support';

/** The device's search for a draft, which a test can hold: on a slow phone it takes seconds. */
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

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

/** Every request the page makes; none is answered (the test ends at what was sent). */
function requestsSent(): unknown[] {
  const sent: unknown[] = [];
  const adapter: AxiosAdapter = (config) => {
    sent.push(config.data);
    return new Promise(() => undefined);
  };
  apiClient.defaults.adapter = adapter;
  return sent;
}

const RESTORING = 'Restoring your saved answers… You can submit in a moment.';

describe('Submit pressed while the form is still reading its draft from the device', () => {
  it('says the saved answers are being restored, checks and sends nothing, and submits once they are in the form', async () => {
    const owner = anonymousOwner();
    // A whole application, left on this device the day before.
    await saveDraftValues(owner, 'certificate:birth', {
      childName: 'Meena Kumari',
      dob: '2026-10-01',
      gender: 'Female',
      placeOfBirth: 'Government Hospital',
      fatherName: 'Kumar',
      motherName: 'Lakshmi',
      address: '12 Temple Street',
      contact: '9876543210',
      informantName: 'Kumar',
      relation: 'Father',
    });
    await saveDraftFiles(owner, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf')]);
    await saveDraftFiles(owner, 'certificate:birth', 'addressProof', [pdf('ration-card.pdf')]);
    const sent = requestsSent();

    const user = userEvent.setup();
    search.hold();
    openCertificateForm('birth');
    const submit = await screen.findByRole('button', { name: 'Submit Application' });
    // Marked unavailable, and a press says why.
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    const restoring = await screen.findByText(RESTORING);
    expect(restoring).toBeVisible();
    expect(restoring).toHaveAttribute('aria-live', 'polite');
    // Enter in a field is a press of the same button.
    await user.type(screen.getByLabelText("Child's Full Name"), '{Enter}');

    // Not one "required", no summary of errors, no "Check your answers", nothing sent.
    expect(screen.queryByText(/required/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Check your answers before sending' })).toBeNull();
    expect(sent).toEqual([]);

    await act(async () => search.release());
    await waitFor(() => expect(screen.getByLabelText("Child's Full Name")).toHaveValue('Meena Kumari'));
    expect(screen.queryByText(RESTORING)).toBeNull();
    expect(submit).not.toHaveAttribute('aria-disabled');

    // The answers found are checked and sent as they stand.
    await sendAfterCheckingAnswers(user, 'Submit Application');
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

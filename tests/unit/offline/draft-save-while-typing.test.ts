import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadDraft } from '../../../src/client/offline/drafts';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { openCertificateForm } from './open-certificate-form';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

describe('a draft saved while someone types (issue 8)', () => {
  it('says when the draft was saved, leaves the field as it was typed, and keeps what follows too', async () => {
    const user = userEvent.setup();
    openCertificateForm('birth');
    const name = screen.getByLabelText("Child's Full Name");
    await user.type(name, 'Anjali');

    expect(await screen.findByText(/Draft saved on this device at/, undefined, { timeout: 3_000 })).toBeVisible();
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Anjali');
    expect((await loadDraft(anonymousOwner(), 'certificate:birth'))?.values.childName).toBe('Anjali');

    await user.type(name, ' Devi');
    expect(name).toHaveValue('Anjali Devi');
    await waitFor(async () => expect((await loadDraft(anonymousOwner(), 'certificate:birth'))?.values.childName).toBe('Anjali Devi'), {
      timeout: 3_000,
    });
  });
});

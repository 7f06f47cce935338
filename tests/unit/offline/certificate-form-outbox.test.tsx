import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../src/client/lib/api-client';
import { offlineDb } from '../../../src/client/offline/db';
import { hasPendingOutbox } from '../../../src/client/offline/outbox-flag';
import { storageMessages } from '../../../src/client/offline/form/storage';
import { fillDiskFor } from './offline-test-support';
import { openCertificateForm } from './open-certificate-form';
import { sendAfterCheckingAnswers } from '../check-answers';

// The portal stays out of reach for the outbox's own sending (jsdom would try a real socket).
vi.mock('../../../src/client/offline/deliver', () => ({
  isServerReachable: async () => false,
  deliverOutboxItem: async () => ({ kind: 'unreachable', message: 'offline' }),
}));

const realAdapter = apiClient.defaults.adapter;
afterEach(async () => {
  apiClient.defaults.adapter = realAdapter;
  const db = offlineDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.files.clear(), db.sent.clear()]);
});

async function fillDeath(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Deceased Full Name'), 'Muthu Samy');
  await user.type(screen.getByLabelText('Date of Death'), '2026-11-01');
  await user.type(screen.getByLabelText('Place of Death'), 'Home');
  await user.type(screen.getByLabelText('Informant Name'), 'Selvi');
  await user.type(screen.getByLabelText('Relationship to Deceased'), 'Daughter');
  await user.type(screen.getByLabelText('Address'), '4 Lake Road');
  await user.type(screen.getByLabelText('Contact Number'), '9876543210');
}

// Typing a whole form with user-event takes seconds on a loaded 2-core CI machine.
describe('certificate form with the outbox', { timeout: 20_000 }, () => {
  it('keeps an application whose answer never came in the outbox, under the Idempotency-Key it was sent with', async () => {
    const keys: string[] = [];
    apiClient.defaults.adapter = async (config) => {
      keys.push(String(config.headers['Idempotency-Key']));
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    };
    const user = userEvent.setup();
    openCertificateForm('death');
    await fillDeath(user);
    await sendAfterCheckingAnswers(user, 'Submit Application');

    expect(await screen.findByText('Saved on this device.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Outbox' })).toHaveAttribute('href', '/outbox');
    expect(screen.getByLabelText('Deceased Full Name')).toHaveValue('');
    const queued = await offlineDb().outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      id: keys[0],
      kind: 'certificate',
      form: 'certificate:death',
      title: 'Death certificate application — Muthu Samy',
      values: expect.objectContaining({ deceasedName: 'Muthu Samy', contact: '9876543210' }) as unknown,
    });
    expect(await offlineDb().drafts.count()).toBe(0);
    // The hint that lets the shell start the sync at the next app start without loading Dexie first.
    expect(hasPendingOutbox()).toBe(true);
  });

  it('gives the typed values back when the form is opened again', async () => {
    const user = userEvent.setup();
    const first = openCertificateForm('death');
    await user.type(screen.getByLabelText('Deceased Full Name'), 'Muthu Samy');
    expect(await screen.findByText(/Draft saved on this device at/, {}, { timeout: 3000 })).toBeVisible();
    first.unmount();

    openCertificateForm('death');
    expect(await screen.findByDisplayValue('Muthu Samy')).toBeVisible();
  });

  it('says plainly when the disk is full, and the draft saved before it is still there', async () => {
    const user = userEvent.setup();
    const first = openCertificateForm('death');
    await user.type(screen.getByLabelText('Deceased Full Name'), 'Muthu Samy');
    expect(await screen.findByText(/Draft saved on this device at/, {}, { timeout: 3000 })).toBeVisible();

    const emptyDisk = await fillDiskFor(offlineDb(), 'drafts');
    try {
      await user.type(screen.getByLabelText('Informant Name'), 'Selvi');
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(storageMessages.quotaDraft);
      // The form keeps what was typed: nothing on the screen is lost either.
      expect(screen.getByLabelText('Informant Name')).toHaveValue('Selvi');
      first.unmount();
    } finally {
      await emptyDisk();
    }

    openCertificateForm('death');
    expect(await screen.findByDisplayValue('Muthu Samy')).toBeVisible();
  });
});

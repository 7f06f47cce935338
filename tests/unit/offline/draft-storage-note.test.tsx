import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCertificateForm } from './open-certificate-form';

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

const MB = 1024 * 1024;

/** What the browser says of the site's storage (navigator.storage.estimate). */
function deviceWith(usage: number, quota: number) {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: () => Promise.resolve({ usage, quota }) } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('the storage a form keeps on the device', () => {
  it('is not mentioned while the device has room', async () => {
    deviceWith(20 * MB, 500 * MB);
    openCertificateForm('birth');
    await userEvent.type(screen.getByLabelText("Child's Full Name"), 'Anbu');
    expect(await screen.findByText(/Draft saved on this device at/, undefined, { timeout: 3_000 })).toBeVisible();
    expect(screen.queryByText(/This app stores/)).toBeNull();
  });

  it('is mentioned, with how much it is, when the device is nearly full', async () => {
    // A phone with 20 MB left for the portal.
    deviceWith(480 * MB, 500 * MB);
    openCertificateForm('birth');
    await userEvent.type(screen.getByLabelText("Child's Full Name"), 'Anbu');
    expect(
      await screen.findByText(/^This device is nearly out of storage space\. This app stores 480\.0 MB on it/, undefined, {
        timeout: 3_000,
      }),
    ).toBeVisible();
  });
});

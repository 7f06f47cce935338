import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as CertificateFieldModule from '../../../src/client/features/certificates/form/certificate-field';
import { openCertificateForm } from './open-certificate-form';

const fieldRenders = vi.hoisted(() => ({ count: 0 }));

// Every field of the form, counted each time it renders.
vi.mock('../../../src/client/features/certificates/form/certificate-field', async (importOriginal) => {
  const actual = await importOriginal<typeof CertificateFieldModule>();
  return {
    CertificateField: (props: ComponentProps<typeof actual.CertificateField>) => {
      fieldRenders.count += 1;
      return createElement(actual.CertificateField, props);
    },
  };
});

vi.mock('../../../src/client/offline/outbox-sync', () => ({ startOutboxSync: () => undefined, afterEnqueue: () => undefined }));

describe('a draft save on a slow phone (issue 8)', () => {
  it("changes the draft's note and renders none of the form's fields again", async () => {
    const user = userEvent.setup();
    openCertificateForm('birth');
    await user.type(screen.getByLabelText("Child's Full Name"), 'Anjali');
    const beforeTheSave = fieldRenders.count;

    expect(await screen.findByText(/Draft saved on this device at/, undefined, { timeout: 3_000 })).toBeVisible();
    expect(fieldRenders.count).toBe(beforeTheSave);
  });
});

import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxPage } from '../../../src/client/features/outbox/outbox-page';
import { loadEveryCatalogue } from '../../../src/client/i18n/catalogue';
import { setPageLanguage } from '../../../src/client/i18n/page-language';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { offlineDb } from '../../../src/client/offline/db';
import { enqueueSubmission } from '../../../src/client/offline/outbox';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { syncMessages } from '../../../src/client/offline/sync-engine';

// The page would send what it lists: here the items stay as they were put in.
vi.mock('../../../src/client/offline/outbox-sync', () => ({
  startOutboxSync: () => () => undefined,
  sendOutboxNow: () => Promise.resolve(),
}));

function renderOutbox() {
  const router = createMemoryRouter([{ path: '/outbox', element: <OutboxPage /> }], { initialEntries: ['/outbox'] });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
}

describe('the outbox in Tamil', () => {
  beforeEach(async () => {
    setPageLanguage('ta');
    await loadEveryCatalogue('ta');
  });
  afterEach(async () => {
    setPageLanguage('en');
    await offlineDb().outbox.clear();
  });

  it('lists a waiting item with its state, when it was saved, and why the last try failed, in Tamil', async () => {
    const owner = anonymousOwner();
    await enqueueSubmission({
      id: 'k-1',
      owner,
      kind: 'grievance',
      form: 'grievance',
      title: 'குடிநீர் தொடர்பான குறை — லக்ஷ்மி',
      values: { name: 'லக்ஷ்மி' },
      token: null,
    });
    await offlineDb().outbox.update('k-1', {
      attempts: 1,
      lastError: syncMessages.unreachable,
      createdAt: new Date(2026, 2, 5, 14, 5).getTime(),
    });

    renderOutbox();

    expect(await screen.findByRole('heading', { level: 1, name: 'அனுப்பக் காத்திருப்பவை' })).toBeVisible();
    const waiting = await screen.findByRole('region', { name: 'அனுப்பப்பட வேண்டியவை' });
    const item = await within(waiting).findByRole('listitem');
    expect(item).toHaveTextContent('குடிநீர் தொடர்பான குறை — லக்ஷ்மி');
    expect(item).toHaveTextContent('இந்தச் சாதனத்தில் சேமிக்கப்பட்டது: 5 மார்ச் 2026, 14:05');
    expect(item).toHaveTextContent('வரிசையில் உள்ளது: தானாகவே மீண்டும் முயலப்படும்.');
    expect(item).toHaveTextContent('கடைசி முயற்சி: இணையதளத்துடன் இணைப்பு இல்லை.');
    expect(screen.getByRole('button', { name: 'இப்போதே அனுப்ப' })).toBeEnabled();
    expect(screen.getByText('இதுவரை இங்கிருந்து எதுவும் அனுப்பப்படவில்லை.')).toBeVisible();
  });
});

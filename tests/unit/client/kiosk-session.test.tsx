import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

afterEach(() => sessionStorage.clear());
// What a page load found is kept for the page (the module): each test is a fresh page load.
beforeEach(() => vi.resetModules());
/** The kiosk session as a fresh page loads it: its module, then its texts. */
async function loadKioskSession() {
  const kiosk = await import('../../../src/client/features/kiosk/kiosk-session');
  const { loadTexts } = await import('../../../src/client/i18n/catalogue');
  await loadTexts(kiosk.texts);
  return kiosk.KioskSession;
}

/** What a person's page may still have written as the kiosk session ended and the page reloaded. */
function leftBehindByTheLastPage() {
  localStorage.setItem('portal.kiosk', '1');
  localStorage.setItem('portal.anonymousOwner', 'previous-person');
  localStorage.setItem('portal.persistAsked', '1');
  localStorage.setItem('another-site-key', 'kept');
}

const portalKeys = () => Object.keys(localStorage).sort();

describe('KioskSession after a session was cleared', () => {
  it('wipes once more on the fresh page, keeping only the device setting', async () => {
    leftBehindByTheLastPage();
    sessionStorage.setItem('portal.kiosk.cleared', '1');
    const wipeOfflineData = vi.fn(() => Promise.resolve());
    const KioskSession = await loadKioskSession();

    render(<KioskSession wipeOfflineData={wipeOfflineData} />);
    render(<KioskSession wipeOfflineData={wipeOfflineData} />);

    // Mounted twice on the page (as after a remount): both say so, and the wipe runs once.
    for (const status of screen.getAllByRole('status'))
      expect(status).toHaveTextContent('The last session was cleared from this device. You can start.');
    await waitFor(() => expect(wipeOfflineData).toHaveBeenCalledTimes(1));
    expect(portalKeys()).toEqual(['another-site-key', 'portal.kiosk']);
  });

  it('leaves a session in progress alone', async () => {
    leftBehindByTheLastPage();
    const wipeOfflineData = vi.fn(() => Promise.resolve());
    const KioskSession = await loadKioskSession();

    render(<KioskSession wipeOfflineData={wipeOfflineData} />);

    expect(screen.getByRole('status')).toHaveTextContent('This is a shared device. When you have finished, press Finish and clear.');
    expect(wipeOfflineData).not.toHaveBeenCalled();
    expect(portalKeys()).toEqual(['another-site-key', 'portal.anonymousOwner', 'portal.kiosk', 'portal.persistAsked']);
  });
});

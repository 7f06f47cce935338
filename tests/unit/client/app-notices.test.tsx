import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page load: fresh modules (the install offer and the settings are kept per page), the notices' loader run. */
async function pageLoad() {
  vi.resetModules();
  const { captureInstallPrompt } = await import('../../../src/client/app/pwa/install-prompt');
  const { AppNotices } = await import('../../../src/client/app/pwa/app-notices');
  const { beforeAfterLoad } = await import('../../../src/client/app/shell/after-load');
  captureInstallPrompt();
  await beforeAfterLoad();
  return AppNotices;
}

/** What Chromium does when the portal may be installed. */
function offerInstalling() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  act(() => void window.dispatchEvent(offer));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.lang = 'en';
});

describe('the install offer', () => {
  it("after 'Not now', is not made again on later visits for 30 days", async () => {
    const AppNotices = await pageLoad();
    const first = render(<AppNotices />);
    offerInstalling();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    first.unmount();

    const AppNoticesLater = await pageLoad();
    render(<AppNoticesLater />);
    offerInstalling();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('is made again once the 30 days have passed', async () => {
    const AppNotices = await pageLoad();
    const first = render(<AppNotices />);
    offerInstalling();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    first.unmount();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    const AppNoticesLater = await pageLoad();
    render(<AppNoticesLater />);
    offerInstalling();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('speaks Tamil on a Tamil page', async () => {
    // A page the server answered in Tamil: the notices' loader loads their Tamil texts.
    document.documentElement.lang = 'ta';
    const AppNotices = await pageLoad();
    render(<AppNotices />);
    offerInstalling();
    expect(screen.getByRole('button', { name: 'செயலியை நிறுவ' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'இணையதள அறிவிப்புகள்' })).toBeVisible();
  });
});

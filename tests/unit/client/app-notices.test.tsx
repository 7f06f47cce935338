import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import type { Session } from '../../../src/client/lib/session/session-context';

/** A page load: fresh modules (the install offer and the settings are kept per page), the notices' loader run. */
async function pageLoad() {
  vi.resetModules();
  const { captureInstallPrompt } = await import('../../../src/client/app/pwa/install-prompt');
  const { AppNotices } = await import('../../../src/client/app/pwa/app-notices');
  const { beforeAfterLoad } = await import('../../../src/client/app/shell/after-load');
  const { SessionContext } = await import('../../../src/client/lib/session/session-context');
  captureInstallPrompt();
  await beforeAfterLoad();
  return { AppNotices, SessionContext };
}

type PageLoad = Awaited<ReturnType<typeof pageLoad>>;

const citizen: PublicUser = {
  _id: 'u1',
  username: 'selvi',
  email: 'selvi@example.in',
  role: 'user',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const clerk: PublicUser = { ...citizen, _id: 'a1', username: 'clerk', role: 'admin' };

/**
 * The notices on a page loaded at `path`, with links to other pages of the app: the confirmations
 * a form goes to once its request went through (src/client/offline/form/confirmation-after.ts).
 */
function showNotices({ AppNotices, SessionContext }: PageLoad, { path = '/', user = null as PublicUser | null } = {}) {
  const session: Session = { status: 'ready', user, signIn: () => undefined, signOut: () => undefined };
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <AppNotices />
        <Link to="/certificates">Certificates</Link>
        <Link to="/admin/audit">Audit</Link>
        <Link
          to="/my-requests/applications/birth/app-1"
          state={{ submitted: { kind: 'application', id: 'app-1', type: 'birth', reference: 'BIR-7K3M-9QXD' }, owner: 'citizen-1' }}
        >
          My application, as its confirmation
        </Link>
        <Link to="/my-requests/applications/birth/app-1">My application</Link>
        <Link to="/certificates/submitted/app-2">Kept confirmation</Link>
        <Link to="/grievances/submitted/outbox-3">Waiting in the outbox</Link>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

/** A request went through on this device on an earlier visit: the install offer may follow it. */
async function requestCompletedEarlier() {
  vi.resetModules();
  const { writeDeviceSetting } = await import('../../../src/shared/pwa/device-settings');
  await writeDeviceSetting('requestCompletedAt', Date.now() - 24 * 60 * 60 * 1000);
}

/** Time for what a page checks after it opened (the device's store) to have answered. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** What Chromium does when the portal may be installed. */
function offerInstalling() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  act(() => void window.dispatchEvent(offer));
}

const installButton = () => screen.queryByRole('button', { name: 'Install app' });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.lang = 'en';
  delete window.heldInstallOffer;
});

describe('the install offer', () => {
  it('is made on the next page the person opens, not into the page the browser loaded', async () => {
    await requestCompletedEarlier();
    const page = await pageLoad();
    showNotices(page);
    offerInstalling();
    expect(installButton()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeVisible();
  });

  it("passes the browser's offer on with Install app, and is gone once the person has answered", async () => {
    await requestCompletedEarlier();
    const prompted: string[] = [];
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        prompted.push('prompted');
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    const page = await pageLoad();
    showNotices(page);
    act(() => void window.dispatchEvent(offer));
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(prompted).toEqual(['prompted']);
    await vi.waitFor(() => expect(installButton()).toBeNull());
  });

  it('is the offer the page caught before the app started (the boot script holds it)', async () => {
    await requestCompletedEarlier();
    const held = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.heldInstallOffer = held;
    const page = await pageLoad();
    showNotices(page);
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeVisible();
  });

  it("after 'Not now', is not made again on later visits for 30 days", async () => {
    await requestCompletedEarlier();
    const page = await pageLoad();
    const first = showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(installButton()).toBeNull();
    first.unmount();

    const later = await pageLoad();
    showNotices(later);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeNull();
  });

  it('is made again once the 30 days have passed', async () => {
    await requestCompletedEarlier();
    const page = await pageLoad();
    const first = showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    first.unmount();

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 24 * 60 * 60 * 1000 });
    const later = await pageLoad();
    showNotices(later);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeVisible();
  });

  it('is never made to a clerk: signed in as one, or on the clerks’ pages', async () => {
    await requestCompletedEarlier();
    const page = await pageLoad();
    const signedIn = showNotices(page, { user: clerk });
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeNull();
    signedIn.unmount();

    showNotices(page, { path: '/admin-login', user: citizen });
    await userEvent.click(screen.getByRole('link', { name: 'Audit' }));
    expect(installButton()).toBeNull();
  });

  it('is never made on a kiosk', async () => {
    // An admin made this tablet a kiosk on an earlier visit (fresh modules: the store of this device).
    await requestCompletedEarlier();
    const { writeDeviceSetting } = await import('../../../src/shared/pwa/device-settings');
    await writeDeviceSetting('kiosk', true);
    const page = await pageLoad();
    showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeNull();
  });

  it('speaks Tamil on a Tamil page', async () => {
    await requestCompletedEarlier();
    // A page the server answered in Tamil: the notices' loader loads their Tamil texts.
    document.documentElement.lang = 'ta';
    const page = await pageLoad();
    showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(screen.getByRole('button', { name: 'செயலியை நிறுவ' })).toHaveAccessibleDescription('சிக்னல் இல்லாதபோதும் திறக்கும்.');
    expect(screen.getByRole('button', { name: 'இப்போது வேண்டாம்' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'இணையதள அறிவிப்புகள்' })).toBeVisible();
  });
});

describe('the install offer waits for a completed request', () => {
  it('is not made before the person has completed a request on this device, on any page', async () => {
    const page = await pageLoad();
    showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    await userEvent.click(screen.getByRole('link', { name: 'My application' }));
    await settle();
    expect(installButton()).toBeNull();
  });

  it("follows a signed-in citizen's confirmation: on the next page, not over the confirmation itself, and on later visits", async () => {
    const page = await pageLoad();
    const first = showNotices(page, { user: citizen });
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'My application, as its confirmation' }));
    await settle();
    expect(installButton()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeVisible();
    first.unmount();

    // The next visit: kept on the device.
    const later = await pageLoad();
    showNotices(later, { user: citizen });
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toBeVisible();
  });

  it('follows a confirmation kept for someone without an account, and not an outbox item still waiting', async () => {
    const page = await pageLoad();
    const [{ keepConfirmation }, { anonymousOwner }] = await Promise.all([
      import('../../../src/client/offline/copies'),
      import('../../../src/client/offline/form/owner'),
    ]);
    await keepConfirmation(anonymousOwner(), { kind: 'application', id: 'app-2', reference: 'BIR-7K3M-9QXD', type: 'birth' });
    showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Waiting in the outbox' }));
    await settle();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    await settle();
    expect(installButton()).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Kept confirmation' }));
    await settle();
    expect(installButton()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('follows an outbox item delivered', async () => {
    const page = await pageLoad();
    const { noteDelivered } = await import('../../../src/client/offline/delivered-notices');
    showNotices(page);
    offerInstalling();
    act(() => noteDelivered({ id: 'key-1', kind: 'grievance', title: 'Grievance about Water — Selvi', reference: 'GRV-7K3M-9QXD' }));
    await settle();
    expect(installButton()).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(await screen.findByRole('button', { name: 'Install app' })).toBeVisible();
  });

  it('is small: its button says what installing gives, and its close button is Not now', async () => {
    await requestCompletedEarlier();
    const page = await pageLoad();
    showNotices(page);
    offerInstalling();
    await userEvent.click(screen.getByRole('link', { name: 'Certificates' }));
    expect(installButton()).toHaveAccessibleDescription('Opens even with no signal.');
    const close = screen.getByRole('button', { name: 'Not now' });
    expect(close).toHaveTextContent('×');
    // One line: the button, its words and the close button side by side in one element, no paragraph of its own.
    expect(close.parentElement).toBe(installButton()?.parentElement);
    expect(close.parentElement?.querySelector('p')).toBeNull();
  });
});

describe('the notice of something the outbox delivered', () => {
  async function withDelivered(path: string) {
    const page = await pageLoad();
    const { noteDelivered } = await import('../../../src/client/offline/delivered-notices');
    showNotices(page, { path });
    act(() => noteDelivered({ id: 'key-1', kind: 'grievance', title: 'Grievance about Water — Selvi', reference: 'GRV-7K3M-9QXD' }));
  }

  it('says on the page the person is on what was sent, with its complaint ID, until they close it', async () => {
    await withDelivered('/certificates');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Sent. Grievance about Water — Selvi reached the portal. Complaint ID: GRV-7K3M-9QXD');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/reached the portal/)).toBeNull();
  });

  it('is not shown on the Outbox, whose Sent list says it, and is gone after it', async () => {
    const page = await pageLoad();
    const { noteDelivered } = await import('../../../src/client/offline/delivered-notices');
    const view = showNotices(page, { path: '/outbox' });
    act(() =>
      noteDelivered({ id: 'key-2', kind: 'certificate', title: 'Birth certificate application — Meena', reference: 'BIR-7K3M-9QXD' }),
    );
    expect(screen.queryByText(/reached the portal/)).toBeNull();
    view.unmount();
    showNotices(page, { path: '/certificates' });
    expect(screen.queryByText(/reached the portal/)).toBeNull();
  });
});

describe('the notice of what left the device unsent with a session', () => {
  it('says how many requests had not reached the portal, names none of them, and goes when closed', async () => {
    const page = await pageLoad();
    const { noteRemovedUnsent } = await import('../../../src/client/offline/delivered-notices');
    showNotices(page, { path: '/login' });
    act(() => noteRemovedUnsent(2));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Removed from this device. 2 requests waiting to be sent had not reached the portal when the session ended. Sign in and send them again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Removed from this device/)).toBeNull();
  });

  it('says it in Tamil', async () => {
    document.documentElement.lang = 'ta';
    const page = await pageLoad();
    const { noteRemovedUnsent } = await import('../../../src/client/offline/delivered-notices');
    showNotices(page, { path: '/login' });
    act(() => noteRemovedUnsent(1));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'இந்தச் சாதனத்திலிருந்து நீக்கப்பட்டது. அமர்வு முடிந்தபோது அனுப்பக் காத்திருந்த ஒரு கோரிக்கை',
    );
  });
});

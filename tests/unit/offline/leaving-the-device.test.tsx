import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { AxiosAdapter } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../../src/shared/api/auth-types';
import { NavBar } from '../../../src/client/app/shell/nav-bar';
import { KioskSession } from '../../../src/client/features/kiosk/kiosk-session';
import { apiClient } from '../../../src/client/lib/api-client';
import { onSessionEnded } from '../../../src/client/lib/token-store';
import { SessionProvider } from '../../../src/client/lib/session/session-provider';
import { offlineDb } from '../../../src/client/offline/db';
import { saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import { removedUnsentCount } from '../../../src/client/offline/delivered-notices';
import { leaveDevice } from '../../../src/client/offline/leave-device';
import { anonymousOwner } from '../../../src/client/offline/form/owner';
import { enqueueSubmission } from '../../../src/client/offline/outbox';
import { showPagesInTamil } from '../in-tamil';

/*
 * A shared device after its person leaves: signed out, refused by the server, or a kiosk cleared.
 * Each test reads the device's own database (portal-offline) afterwards, as a next person's
 * browser tools would.
 */

const priya: PublicUser = { _id: 'u-1', username: 'priya', email: 'priya@example.in', role: 'user', createdAt: '2026-11-01T00:00:00.000Z' };
const PRIYA = 'user:u-1';
/** A session token as the client reads it: its subject and its end (the server verifies the rest). */
const TOKEN = `header.${btoa(JSON.stringify({ sub: priya._id, exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;
const AADHAAR = '234567891357';

const realAdapter = apiClient.defaults.adapter;
beforeEach(async () => {
  const db = offlineDb();
  await db.open();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

const photo = () => new File(['jpeg bytes of the salary slip'], 'salary-slip.jpg', { type: 'image/jpeg', lastModified: 1_700_000_000_000 });

/** Priya's income certificate application, typed with her photographed salary slip; and the device's anonymous grievance. */
async function typedOnTheDevice() {
  await saveDraftValues(PRIYA, 'certificate:income', { applicantName: 'Priya Raman', aadhaarNumber: AADHAAR });
  await saveDraftFiles(PRIYA, 'certificate:income', 'incomeProof', [photo()]);
  await saveDraftValues(anonymousOwner(), 'grievance', { name: 'Selvi Muthu', message: 'The street light is out.' });
}

/** Priya's nativity application, submitted without a connection: it waits in the outbox. */
async function queuedWhileOffline() {
  await enqueueSubmission({
    id: '5f0c2b1a-7e3d-4c2b-9a8f-1e2d3c4b5a69',
    owner: PRIYA,
    kind: 'certificate',
    form: 'certificate:nativity',
    title: 'Nativity certificate application — Priya Raman',
    values: { applicantName: 'Priya Raman', aadhaarNumber: AADHAAR },
    files: { addressProof: [photo()] },
    token: TOKEN,
  });
}

/** Everything the device's database holds, as the next person could read it. */
async function whatTheDeviceHolds() {
  const db = offlineDb();
  const [drafts, outbox, files, sent, copies] = await Promise.all([
    db.drafts.toArray(),
    db.outbox.toArray(),
    db.files.toArray(),
    db.sent.toArray(),
    db.copies.toArray(),
  ]);
  return { drafts, outbox, files, sent, copies };
}

async function holdsNothingOfPriya() {
  const held = await whatTheDeviceHolds();
  const rows = [...held.drafts, ...held.outbox, ...held.sent, ...held.copies];
  expect(rows.filter((row) => row.owner === PRIYA)).toEqual([]);
  expect(held.files.filter((file) => !file.parent.startsWith(`draft:${anonymousOwner()}`))).toEqual([]);
  expect(JSON.stringify(rows)).not.toContain(AADHAAR);
}

async function rowsOfPriya(holding: ReturnType<typeof whatTheDeviceHolds> | undefined) {
  const held = await holding;
  return held ? [...held.drafts, ...held.outbox, ...held.sent, ...held.copies].filter((row) => row.owner === PRIYA) : ['no sign-out'];
}

/** A session the server ended, or a kiosk's clear: the rows leave soon after. */
async function expectNothingOfPriya() {
  await waitFor(holdsNothingOfPriya);
}

/** The server: it confirms Priya's session, or refuses it (logged out elsewhere, no longer renewed). */
function serverSays(session: 'confirmed' | 'refused') {
  const adapter: AxiosAdapter = async (config) => {
    if (session === 'refused') {
      const response = { status: 401, statusText: '', headers: {}, config, data: { error: 'Session expired' } };
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
    }
    if (config.url?.endsWith('/auth/profile')) return { status: 200, statusText: 'OK', headers: {}, config, data: { user: priya } };
    return { status: 200, statusText: 'OK', headers: {}, config, data: { items: [], nextCursor: null } };
  };
  apiClient.defaults.adapter = adapter;
}

/** Priya opens the app on the shared device, still signed in from before. */
function signedInAsPriya() {
  localStorage.setItem('portal.token', TOKEN);
  localStorage.setItem('portal.user', JSON.stringify(priya));
  render(
    <SessionProvider>
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>
    </SessionProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Logout on a shared device', () => {
  it("takes Priya's drafts and documents with it, and leaves the device's anonymous draft", async () => {
    await typedOnTheDevice();
    serverSays('confirmed');
    signedInAsPriya();

    // What the device holds at the moment the session ends, as a read begun then sees it.
    let atSignOut: ReturnType<typeof whatTheDeviceHolds> | undefined;
    const stopListening = onSessionEnded(() => {
      atSignOut = whatTheDeviceHolds();
    });
    await userEvent.click(await within(nav()).findByRole('button', { name: 'Logout' }));

    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    stopListening();
    // Gone before the page says signed out: the next person may open another address at once.
    expect(await rowsOfPriya(atSignOut)).toEqual([]);
    await holdsNothingOfPriya();
    const held = await whatTheDeviceHolds();
    // Typed while signed out: the device's, not the account's (decision 063).
    expect(held.drafts.map((draft) => draft.form)).toEqual(['grievance']);
  });

  it('names a submission still waiting to be sent, and keeps it when the person cancels', async () => {
    await typedOnTheDevice();
    await queuedWhileOffline();
    serverSays('confirmed');
    signedInAsPriya();

    await userEvent.click(await within(nav()).findByRole('button', { name: 'Logout' }));
    const ask = await screen.findByRole('dialog', { name: 'Log out and remove what was not sent?' });
    expect(ask).toHaveTextContent('1 application waiting to be sent will be removed from this device.');
    expect(ask).toHaveTextContent('Nativity certificate application — Priya Raman');
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));

    expect(within(nav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect((await whatTheDeviceHolds()).outbox).toHaveLength(1);
  });

  it('removes the waiting submission with its documents once the person agrees', async () => {
    await queuedWhileOffline();
    serverSays('confirmed');
    signedInAsPriya();

    await userEvent.click(await within(nav()).findByRole('button', { name: 'Logout' }));
    const ask = await screen.findByRole('dialog', { name: 'Log out and remove what was not sent?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove and log out' }));

    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await holdsNothingOfPriya();
    expect(await whatTheDeviceHolds()).toMatchObject({ outbox: [], files: [] });
  });
});

describe('Logout in Tamil', () => {
  showPagesInTamil();

  it('says what would be removed in Tamil', async () => {
    await queuedWhileOffline();
    serverSays('confirmed');
    signedInAsPriya();

    await userEvent.click(await screen.findByRole('button', { name: 'வெளியேற' }));

    const ask = await screen.findByRole('dialog', { name: 'வெளியேறி, அனுப்பப்படாதவற்றை நீக்கவா?' });
    expect(ask).toHaveTextContent('அனுப்பக் காத்திருக்கும் 1 விண்ணப்பம் இந்தச் சாதனத்திலிருந்து நீக்கப்படும்.');
    expect(within(ask).getByRole('button', { name: 'நீக்கி வெளியேற' })).toBeInTheDocument();
  });
});

describe('a session the server no longer renews', () => {
  it('takes the drafts, documents and outbox of the account with it when the app next starts', async () => {
    await typedOnTheDevice();
    await queuedWhileOffline();
    serverSays('refused');
    signedInAsPriya();

    expect(await within(nav()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await expectNothingOfPriya();
    // The shell then says that one request left unsent (app-notices.test.tsx shows the words).
    await waitFor(() => expect(removedUnsentCount()).toBe(1));
  });
});

describe("a kiosk's Finish and clear", () => {
  it("names the signed-in person's waiting submission, then leaves no draft, document or outbox item of anyone's account", async () => {
    await typedOnTheDevice();
    await queuedWhileOffline();
    localStorage.setItem('portal.token', TOKEN);
    render(<KioskSession wipeOfflineData={() => leaveDevice('everyone')} />);

    await userEvent.click(screen.getByRole('button', { name: 'Finish and clear' }));
    const ask = await screen.findByRole('dialog', { name: 'Clear what you entered?' });
    expect(ask).toHaveTextContent('an application waiting to be sent: it has not reached the portal');
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, clear it' }));

    await expectNothingOfPriya();
    await waitFor(async () =>
      expect(await whatTheDeviceHolds()).toMatchObject({ drafts: [], outbox: [], files: [], sent: [], copies: [] }),
    );
  });
});

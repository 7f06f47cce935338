import type { Leaving } from './db';
import { offlineDatabaseMayExist } from './form/db-name';
import { endOpenDrafts } from './form/open-drafts';
import { startNewAnonymousSession } from './form/owner';
import type { UnsentItem } from './wipe';

/*
 * The shell's way into the wipe (./wipe.ts) without Dexie in its first download: Logout, a session
 * the server ended and a kiosk's clear each call leaveDevice, and Logout asks unsentAtLeaving first.
 */

/**
 * Removes what `leaving` kept on this device; everyone leaving (a kiosk) also gives the next person
 * a new anonymous owner. The open forms stop writing before the first await (a form about to
 * unmount would otherwise save what it holds once more, after the wipe); the offline layer is
 * loaded only where its database may exist.
 */
export async function leaveDevice(leaving: Leaving): Promise<void> {
  const formsDone = endOpenDrafts(leaving);
  if (leaving === 'everyone') startNewAnonymousSession();
  if (!(await offlineDatabaseMayExist())) return;
  await formsDone;
  const { wipeDevice } = await import('./wipe');
  await wipeDevice(leaving);
}

/** The outbox items that leaving would delete before they reached the portal; none when the device's store cannot be read. */
export async function unsentAtLeaving(leaving: Leaving): Promise<UnsentItem[]> {
  try {
    if (!(await offlineDatabaseMayExist())) return [];
    const { unsentItems } = await import('./wipe');
    return await unsentItems(leaving);
  } catch {
    return [];
  }
}

import type { Leaving } from './db';
import { noteRemovedUnsent } from './delivered-notices';
import { offlineDatabaseMayExist } from './form/db-name';
import { endOpenDrafts } from './form/open-drafts';
import { ownerOfToken, ownerOfUser, startNewAnonymousSession } from './form/owner';
import type { UnsentItem } from './wipe';

/*
 * The shell's way into the wipe (./wipe.ts), loaded when a session ends: Logout comes through
 * leaveAtLogout (after asking unsentOfUser), a session the server ended through leaveAfterSession,
 * a kiosk's clear through leaveDevice('everyone'). Dexie is loaded only where its database may exist.
 */

/**
 * Removes what `leaving` kept on this device; everyone leaving (a kiosk) also gives the next person
 * a new anonymous owner. The open forms stop writing first (each also stops by itself when the
 * session ends: ./form/use-form-draft.ts), and their writes under way are waited for, so that the
 * wipe finds them.
 */
export async function leaveDevice(leaving: Leaving): Promise<void> {
  const formsDone = endOpenDrafts(leaving);
  if (leaving === 'everyone') startNewAnonymousSession();
  if (!(await offlineDatabaseMayExist())) return;
  await formsDone;
  const { wipeDevice } = await import('./wipe');
  await wipeDevice(leaving);
}

/**
 * The session of this token ended here: its account's rows leave the device. With `tellUnsent`
 * (a session the server ended, which could not ask as Logout does), what it had queued and not
 * sent is counted first, so that the shell can say it is gone.
 */
export async function leaveAfterSession(token: string, { tellUnsent }: { tellUnsent: boolean }): Promise<void> {
  const owner = ownerOfToken(token);
  if (!owner) return;
  const unsent = tellUnsent ? await unsentOf(owner) : [];
  await leaveDevice(owner);
  noteRemovedUnsent(unsent.length);
}

/** Logout: the account's rows leave the device (the person was asked first about what was not sent). */
export function leaveAtLogout(userId: string): Promise<void> {
  return leaveDevice(ownerOfUser(userId));
}

/** The outbox items that the account's Logout would delete before they reached the portal; none when the device's store cannot be read. */
export function unsentOfUser(userId: string): Promise<UnsentItem[]> {
  return unsentOf(ownerOfUser(userId));
}

async function unsentOf(leaving: Leaving): Promise<UnsentItem[]> {
  try {
    if (!(await offlineDatabaseMayExist())) return [];
    const { unsentItems } = await import('./wipe');
    return await unsentItems(leaving);
  } catch {
    return [];
  }
}

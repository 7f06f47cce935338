import { randomId } from '../../lib/calls/random-id';
import { offlineStorageKeys } from '../../lib/storage-keys';
import { readToken } from '../../lib/token-store';
import type { Owner } from '../db';

/*
 * Drafts and outbox items belong to an owner and are only ever shown to that owner.
 * Signed in: `user:<user id>`. Anonymous: `device:<random id>`, kept in localStorage so that a
 * villager who closes the tab finds the draft again the next day; a kiosk ends the anonymous
 * session with `startNewAnonymousSession()` so that the next person starts with nothing.
 */

let memoryAnonymous: string | null = null;

/** How every signed-in account's rows begin (a kiosk's clear finds them all by it). */
export const ACCOUNT_OWNER_PREFIX = 'user:';

export function ownerOfUser(userId: string): Owner {
  return `${ACCOUNT_OWNER_PREFIX}${userId}`;
}

/** The account a session token names (read before the token is cleared), or null. */
export function ownerOfToken(token: string): Owner | null {
  const subject = tokenSubject(token);
  return subject ? ownerOfUser(subject) : null;
}

/** The anonymous owner of this device, created on first use. */
export function anonymousOwner(): Owner {
  try {
    let id = localStorage.getItem(offlineStorageKeys.anonymousOwner);
    if (!id) {
      id = randomId();
      localStorage.setItem(offlineStorageKeys.anonymousOwner, id);
    }
    return `device:${id}`;
  } catch {
    // Storage disabled: the anonymous session lasts as long as the page.
    memoryAnonymous ??= randomId();
    return `device:${memoryAnonymous}`;
  }
}

/** Kiosk: the next anonymous person gets a new owner, so nothing of the previous one is shown. */
export function startNewAnonymousSession(): void {
  memoryAnonymous = null;
  try {
    localStorage.removeItem(offlineStorageKeys.anonymousOwner);
  } catch {
    // Nothing stored.
  }
}

/** The user id (`sub`) a session token carries, read without verifying it (the server does that). */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    const sub = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>).sub : undefined;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** Who is using the app now, from the stored session (outside React: the sync engine, wipes). */
export function currentOwner(): Owner {
  const token = readToken();
  const subject = token ? tokenSubject(token) : null;
  return subject ? ownerOfUser(subject) : anonymousOwner();
}

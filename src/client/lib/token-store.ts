import type { PublicUser } from '../../shared/api/auth-types';
import { storageKeys } from './storage-keys';

/**
 * The bearer token in localStorage, and the profile it belongs to (so a signed-in person who
 * opens the app without a connection is still signed in, and their drafts still theirs). Storage
 * can be unavailable (private mode, a kiosk browser with storage disabled): the session then
 * lives only as long as the page.
 */
let memoryToken: string | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string, user: PublicUser): void {
  memoryToken = token;
  try {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
  } catch {
    // Kept in memory only: the person stays signed in until the page closes.
  }
}

export function clearToken(): void {
  memoryToken = null;
  try {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

import type { PublicUser } from '../../shared/api/auth-types';
import { storageKeys } from './storage-keys';

/**
 * The bearer token in localStorage, and the profile it belongs to (so a signed-in person who
 * opens the app without a connection is still signed in, and their drafts still theirs). Storage
 * can be unavailable (private mode, a kiosk browser with storage disabled): the session then
 * lives only as long as the page.
 */
let memoryToken: string | null = null;
let memoryUser: PublicUser | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string, user: PublicUser): void {
  memoryToken = token;
  memoryUser = user;
  try {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
  } catch {
    // Kept in memory only: the person stays signed in until the page closes.
  }
}

/** The profile last confirmed for the stored token, or null. */
export function readCachedUser(): PublicUser | null {
  try {
    const stored = localStorage.getItem(storageKeys.user);
    const user: unknown = stored ? JSON.parse(stored) : memoryUser;
    return isUser(user) ? user : null;
  } catch {
    return memoryUser;
  }
}

export function clearToken(): void {
  memoryToken = null;
  memoryUser = null;
  try {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function isUser(value: unknown): value is PublicUser {
  const user = value as Partial<PublicUser> | null;
  return typeof user?.username === 'string' && typeof user._id === 'string' && (user.role === 'user' || user.role === 'admin');
}

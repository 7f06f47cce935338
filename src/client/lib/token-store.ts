import type { AuthResponse, PublicUser } from '../../shared/api/auth-types';
import { storageKeys } from './storage-keys';

/**
 * The session in localStorage: the short-lived bearer token, the renewal token that gets the next
 * one (decision 014), and the profile they belong to (so a signed-in person who opens the app
 * without a connection is still signed in, and their drafts still theirs). Storage can be
 * unavailable (private mode, a kiosk browser with storage disabled): the session then lives
 * only as long as the page.
 */
let memoryToken: string | null = null;
let memoryRefresh: string | null = null;
const endedListeners = new Set<(token: string | null) => void>();

export function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function readRefreshToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.refresh) ?? memoryRefresh;
  } catch {
    return memoryRefresh;
  }
}

/** A sign-in, a renewal or a password change: all three parts at once. */
export function writeSession(auth: AuthResponse): void {
  memoryRefresh = auth.refreshToken;
  writeToken(auth.token, auth.user);
  try {
    localStorage.setItem(storageKeys.refresh, auth.refreshToken);
  } catch {
    // Kept in memory only.
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
  memoryRefresh = null;
  try {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.refresh);
    localStorage.removeItem(storageKeys.user);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/**
 * The session ends on this device: signed out here, or refused by the server (logged out
 * elsewhere, password changed). It is cleared, and the listeners told which token it was.
 */
export function endSessionLocally(): void {
  const token = readToken();
  clearToken();
  for (const listener of endedListeners) listener(token);
}

/** The session provider listens (the person shows as signed out), and the shell (what was kept on the device for them leaves). */
export function onSessionEnded(listener: (token: string | null) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

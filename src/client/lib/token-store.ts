import { storageKeys } from './storage-keys';

/**
 * The bearer token in localStorage. Storage can be unavailable (private mode, a kiosk
 * browser with storage disabled): the session then lives only as long as the page.
 */
let memoryToken: string | null = null;

export function readToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token) ?? memoryToken;
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string): void {
  memoryToken = token;
  try {
    localStorage.setItem(storageKeys.token, token);
  } catch {
    // Kept in memory only: the person stays signed in until the page closes.
  }
}

export function clearToken(): void {
  memoryToken = null;
  try {
    localStorage.removeItem(storageKeys.token);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

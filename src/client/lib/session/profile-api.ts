import { apiPaths } from '../../../shared/api/paths';
import type { ProfileResponse, PublicUser } from '../../../shared/api/auth-types';
import { describeFailure } from '../calls/api-error';
import { apiClient } from '../api-client';
import { storageKeys } from '../storage-keys';

export { endServerSession } from './end-server-session';
export { adoptLanguageAtRestore, adoptLanguageAtSignIn } from './profile-language';

/** Who the stored token belongs to, or why that is not known. */
export type ProfileCheck =
  { kind: 'confirmed'; user: PublicUser } | { kind: 'refused' } | { kind: 'unreachable'; lastKnown: PublicUser | null };

/**
 * GET /api/auth/profile. Only the server's own 4xx means the token is no good; no connection, a
 * timeout or a 5xx says nothing about it, so the person stays signed in (offline-first).
 */
export async function checkProfile(): Promise<ProfileCheck> {
  try {
    const { data } = await apiClient.get<ProfileResponse>(apiPaths.auth.profile);
    return { kind: 'confirmed', user: data.user };
  } catch (err) {
    const failure = describeFailure(err);
    return failure.kind === 'server' && failure.status >= 400 && failure.status < 500
      ? { kind: 'refused' }
      : { kind: 'unreachable', lastKnown: readCachedUser() };
  }
}

/** The profile last confirmed for the stored token (written by token-store), or null. */
function readCachedUser(): PublicUser | null {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null');
    const valid = typeof user === 'object' && user !== null && typeof (user as Partial<PublicUser>).username === 'string';
    return valid ? (user as PublicUser) : null;
  } catch {
    return null;
  }
}

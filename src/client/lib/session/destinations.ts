import { isStaffRole } from '../../../shared/domain/users/roles';
import type { Role } from '../../../shared/domain/users/roles';

/** Spec section 4: after signing in, admins (and officers, decision 082) go to /admin and everyone else to /. */
export function homeFor(role: Role): string {
  return isStaffRole(role) ? '/admin' : '/';
}

/** Where the guard sent someone from, if it did (router location state `{ from }`). */
export function originFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  // Only same-app paths: never follow a remembered value off the site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

import { isStaffRole } from '../../shared/domain/users/roles';
import type { Role } from '../../shared/domain/users/roles';
import { homeFor } from '../lib/session/destinations';

/**
 * Who may see a route (spec section 2, route guard):
 * - `signed-in`: any signed-in person; anonymous visitors go to /login, remembering where they were;
 * - a role: as above, and a signed-in person of another role goes to /;
 * - `staff`: as a role, for admins and officers alike (the dashboard; the server keeps each officer
 *   to their departments, decision 082);
 * - `guest`: only anonymous visitors (login, register, admin login, admin setup); a signed-in
 *   person goes to the page they were sent from, else to /admin (admins) or / (everyone else).
 */
export type AccessRule = 'signed-in' | Role | 'staff' | 'guest';

export type AccessDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string; rememberFrom?: string };

export interface AccessContext {
  checking: boolean;
  role: Role | null;
  /** The path the visitor asked for (pathname + search). */
  path: string;
  /** A page of origin remembered by an earlier redirect, if any. */
  origin: string | null;
}

export function decideAccess(rule: AccessRule, { checking, role, path, origin }: AccessContext): AccessDecision {
  if (checking) return { kind: 'wait' };
  if (rule === 'guest') return role ? { kind: 'redirect', to: origin ?? homeFor(role) } : { kind: 'allow' };
  if (!role) return { kind: 'redirect', to: '/login', rememberFrom: path };
  if (rule === 'staff' ? !isStaffRole(role) : rule !== 'signed-in' && rule !== role) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}

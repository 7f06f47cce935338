import type { ReactNode } from 'react';
import type { PublicUser } from '../../src/shared/api/auth-types';
import { SessionContext } from '../../src/client/lib/session/session-context';

/** A member of staff, for pages that ask the session who is signed in (the dashboard, decision 082). */
export const AN_ADMIN: PublicUser = {
  _id: 'admin-1',
  username: 'clerk',
  email: 'clerk@example.in',
  role: 'admin',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The session a page reads, with `user` signed in and nothing to sign in or out. */
export function SignedInAs({ user, children }: { user: PublicUser; children: ReactNode }) {
  return (
    <SessionContext.Provider value={{ status: 'ready', user, signIn: () => undefined, signOut: () => undefined }}>
      {children}
    </SessionContext.Provider>
  );
}

import { createContext, useContext } from 'react';
import type { AuthResponse, PublicUser } from '../../../shared/api/auth-types';

export interface Session {
  /** 'checking' while a stored token is being confirmed with the server at start. */
  status: 'checking' | 'ready';
  user: PublicUser | null;
  signIn(auth: AuthResponse): void;
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

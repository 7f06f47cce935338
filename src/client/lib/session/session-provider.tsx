import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthResponse, PublicUser } from '../../../shared/api/auth-types';
import { clearToken, readToken, writeToken } from '../token-store';
import { SessionContext } from './session-context';
import type { Session } from './session-context';

/**
 * Holds who is signed in. At start a stored token is confirmed through GET /api/auth/profile
 * (spec section 4); any failure clears it. The API module is imported on demand so that an
 * anonymous first visit downloads no HTTP client at all.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [status, setStatus] = useState<Session['status']>(() => (readToken() ? 'checking' : 'ready'));

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    import('./profile-api')
      .then(({ fetchProfile }) => fetchProfile())
      .then((profile) => {
        if (!cancelled) setUser(profile);
      })
      .catch(() => {
        if (!cancelled) clearToken();
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [status]);

  const signIn = useCallback((auth: AuthResponse) => {
    writeToken(auth.token);
    setUser(auth.user);
    setStatus('ready');
  }, []);

  const signOut = useCallback(() => {
    clearToken();
    setUser(null);
  }, []);

  const session = useMemo<Session>(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

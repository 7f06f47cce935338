import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AuthResponse, PublicUser } from '../../../shared/api/auth-types';
import { endSessionLocally, onSessionEnded, readRefreshToken, readToken, writeSession, writeToken } from '../token-store';
import { useHydrated } from '../use-hydrated';
import { SessionContext } from './session-context';
import type { Session } from './session-context';

/**
 * Holds who is signed in. At start a stored token is confirmed through GET /api/auth/profile
 * (spec section 4), renewed first when it has run out (decision 014): the server refusing it signs
 * the person out; no connection keeps the profile confirmed last time, so the app works offline.
 * Signing out also revokes the session on the server. A sign-in, and a start on a device that
 * never chose a language, show the language on the account (./profile-language.ts). The API module is imported on demand so that
 * an anonymous first visit downloads no HTTP client at all.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<PublicUser | null>(null);
  const [status, setStatus] = useState<Session['status']>(() => (readToken() ? 'checking' : 'ready'));

  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    void import('./profile-api')
      .then(async (profile) => ({ check: await profile.checkProfile(), profile }))
      .catch(() => ({ check: { kind: 'unreachable', lastKnown: null } as const, profile: null }))
      .then(({ check, profile }) => {
        if (cancelled) return;
        const token = readToken();
        if (check.kind === 'confirmed') {
          if (token) writeToken(token, check.user);
          setUser(check.user);
          // The account's language, on a device that never chose one (decision 036).
          profile?.adoptLanguageAtRestore(check.user);
        } else if (check.kind === 'refused') {
          endSessionLocally();
        } else {
          setUser(check.lastKnown);
        }
        setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, [status]);

  // However the session ends (signed out here, or the server refused to renew it during some call:
  // logged out elsewhere, password changed), show the person as signed out at once.
  useEffect(() => onSessionEnded(() => setUser(null)), []);

  const signIn = useCallback((auth: AuthResponse) => {
    writeSession(auth);
    setUser(auth.user);
    setStatus('ready');
    // The account's language is shown, or takes the page's (decision 036).
    void import('./profile-api').then((profile) => profile.adoptLanguageAtSignIn(auth.user));
  }, []);

  const signOut = useCallback(() => {
    const refreshToken = readRefreshToken();
    endSessionLocally();
    // Revoked on the server too, through the module of the profile check (loaded on demand, and
    // already there for anyone signed in).
    void import('./profile-api').then((profile) => profile.endServerSession(refreshToken));
  }, []);

  // Prerendered pages show the anonymous portal: hydrate that first, then show who is signed in.
  // For a visitor without a session nothing changes, so no page below renders again.
  const hydrated = useHydrated();
  const shownStatus = hydrated ? status : 'ready';
  const shownUser = hydrated ? user : null;
  const session = useMemo<Session>(
    () => ({ status: shownStatus, user: shownUser, signIn, signOut }),
    [shownStatus, shownUser, signIn, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

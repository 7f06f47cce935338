import { apiPaths } from '../../../shared/api/paths';

/**
 * Tells the server the session is over, so its tokens stop working everywhere (logout, kiosk
 * 'Finish and clear'). Best effort and fire-and-forget: `keepalive` lets it finish while the page
 * reloads, and without a connection the local sign-out still happens (the tokens then end on their
 * own: the bearer within minutes, the renewal token at its expiry).
 */
export function endServerSession(refreshToken: string | null): void {
  if (!refreshToken) return;
  try {
    void fetch(`${import.meta.env.VITE_API_BASE ?? ''}${apiPaths.auth.logout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser) or a refused request: the local sign-out is what the person sees.
  }
}

import { useSession } from '../lib/session/session-context';
import { useHydrated } from '../lib/use-hydrated';
import type { Owner } from './db';
import { anonymousOwner, ownerOfUser } from './owner';

/**
 * The owner of what this person saves on the device; null while that is not known yet: while a
 * prerendered page hydrates (it shows the anonymous portal whoever is signed in) and while the
 * session is being checked. Never a guess: a form that saw the anonymous owner first and the
 * signed-in one a moment later would start again and drop what was typed in between.
 */
export function useOwner(): Owner | null {
  const hydrated = useHydrated();
  const { status, user } = useSession();
  if (!hydrated || status === 'checking') return null;
  return user ? ownerOfUser(user._id) : anonymousOwner();
}

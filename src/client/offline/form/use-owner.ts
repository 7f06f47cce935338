import { useSession } from '../../lib/session/session-context';
import type { Owner } from '../db';
import { anonymousOwner, ownerOfUser } from './owner';

/** The owner of what this person saves on the device; null while the session is still being checked. */
export function useOwner(): Owner | null {
  const { status, user } = useSession();
  if (status === 'checking') return null;
  return user ? ownerOfUser(user._id) : anonymousOwner();
}

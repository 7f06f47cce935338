import { apiPaths } from '../../../shared/api/paths';
import type { ProfileResponse, PublicUser } from '../../../shared/api/auth-types';
import { apiClient } from '../api-client';

/** GET /api/auth/profile: who the stored token belongs to. */
export async function fetchProfile(): Promise<PublicUser> {
  const { data } = await apiClient.get<ProfileResponse>(apiPaths.auth.profile);
  return data.user;
}

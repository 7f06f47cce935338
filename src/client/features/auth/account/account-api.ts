import { apiPaths } from '../../../../shared/api/paths';
import type { AuthResponse } from '../../../../shared/api/auth-types';
import type { Language } from '../../../../shared/i18n/languages';
import { apiClient } from '../../../lib/api-client';

/** GET /api/me/profile (issue 26). */
export interface Profile {
  username: string;
  email: string;
  mobile: string | null;
  language: Language | null;
  notifyByEmail: boolean;
  notifyBySms: boolean;
}

export type ProfileChange = Partial<Omit<Profile, 'username'>>;

export async function fetchProfile(): Promise<Profile> {
  const { data } = await apiClient.get<Profile>(apiPaths.me.profile);
  return data;
}

export async function changeProfile(change: ProfileChange): Promise<Profile> {
  const { data } = await apiClient.patch<Profile>(apiPaths.me.profile, change);
  return data;
}

export async function changePassword(input: { currentPassword: string; password: string; confirmPassword: string }): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.auth.password, input);
  return data;
}

export async function signOutEverywhere(refreshToken: string): Promise<void> {
  await apiClient.post(apiPaths.auth.logoutEverywhere, { refreshToken });
}

export async function askForResetLink(input: { email: string }): Promise<void> {
  await apiClient.post(apiPaths.auth.passwordReset, input);
}

export async function resetPassword(input: { token: string; password: string; confirmPassword: string }): Promise<void> {
  await apiClient.post(apiPaths.auth.passwordResetConfirm, input);
}

import { apiPaths } from '../../../../shared/api/paths';
import type { AuthResponse } from '../../../../shared/api/auth-types';
import type { Language } from '../../../../shared/i18n/languages';
import { apiClient } from '../../../lib/api-client';

/** GET /api/me/profile. */
export interface Profile {
  username: string;
  email: string;
  /** A new address waiting for confirmation from the link sent to it (decision 062). */
  pendingEmail: string | null;
  mobile: string | null;
  language: Language | null;
  notifyByEmail: boolean;
  notifyBySms: boolean;
}

/** A new email address also carries the current password. */
export type ProfileChange = Partial<Omit<Profile, 'username' | 'pendingEmail'>> & { currentPassword?: string };

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

export async function resendEmailLink(): Promise<void> {
  await apiClient.post(apiPaths.me.emailChangeResend);
}

export async function cancelEmailChange(): Promise<void> {
  await apiClient.delete(apiPaths.me.emailChange);
}

/** The link to the new address: it is the account's from now on. */
export async function confirmEmail(token: string): Promise<{ email: string }> {
  const { data } = await apiClient.post<{ email: string }>(apiPaths.emailChange.confirm, { token });
  return data;
}

/** The way back of the old address: restored, every session ended, a reset token to choose the new password with. */
export async function restoreEmail(token: string): Promise<{ email: string; resetToken: string }> {
  const { data } = await apiClient.post<{ email: string; resetToken: string }>(apiPaths.emailChange.restore, { token });
  return data;
}

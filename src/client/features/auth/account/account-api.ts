import { apiPaths } from '../../../../shared/api/paths';
import type { AuthResponse, MobileConfirm, OtpRequest, OtpRequested, SmsPasswordReset } from '../../../../shared/api/auth-types';
import type { Language } from '../../../../shared/i18n/languages';
import { apiClient } from '../../../lib/api-client';

/** GET /api/me/profile. */
export interface Profile {
  username: string;
  /** Empty for an account made with a mobile number, until one is added. */
  email: string;
  /** A new address waiting for confirmation from the link sent to it (decision 062). */
  pendingEmail: string | null;
  mobile: string | null;
  /** Whether `mobile` was confirmed with a code sent to it (and so signs in); absent from a server that predates it. */
  mobileVerified?: boolean;
  /** False for an account made with a mobile number until a password is set with a code by SMS. */
  hasPassword?: boolean;
  language: Language | null;
  notifyByEmail: boolean;
  notifyBySms: boolean;
}

/** A new email address also carries the current password. */
export type ProfileChange = Partial<Omit<Profile, 'username' | 'pendingEmail' | 'mobileVerified' | 'hasPassword'>> & {
  currentPassword?: string;
};

/** The answer: an account without an email address may have null or an empty one; the page holds ''. */
type ProfileAnswer = Omit<Profile, 'email'> & { email: string | null };
const withEmailText = (answer: ProfileAnswer): Profile => ({ ...answer, email: answer.email ?? '' });

export async function fetchProfile(): Promise<Profile> {
  const { data } = await apiClient.get<ProfileAnswer>(apiPaths.me.profile);
  return withEmailText(data);
}

export async function changeProfile(change: ProfileChange): Promise<Profile> {
  const { data } = await apiClient.patch<ProfileAnswer>(apiPaths.me.profile, change);
  return withEmailText(data);
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

/** A code by SMS to a number to add to the account (202); the number is the account's once the code comes back. */
export async function addMobile(input: OtpRequest): Promise<OtpRequested> {
  const { data } = await apiClient.post<OtpRequested>(apiPaths.me.mobile, input);
  return data;
}

export async function confirmMobile(input: MobileConfirm): Promise<void> {
  await apiClient.post(apiPaths.me.mobileConfirm, input);
}

/** A reset code by SMS (always 202, whether or not an account has the number verified). */
export async function askForSmsResetCode(input: OtpRequest): Promise<OtpRequested> {
  const { data } = await apiClient.post<OtpRequested>(apiPaths.auth.passwordResetSms, input);
  return data;
}

/** The code and the new password: every session of the account ends. */
export async function resetPasswordBySms(input: SmsPasswordReset): Promise<void> {
  await apiClient.post(apiPaths.auth.passwordResetSmsConfirm, input);
}

import { apiPaths } from '../../../../shared/api/paths';
import type { AdminSetupStatus, AuthResponse, SignInResponse, TotpEnrolment, TotpStatus } from '../../../../shared/api/auth-types';
import type { AdminSetupInput, LoginInput, RegisterInput, TotpConfirmInput, TotpSignInInput } from '../../../../shared/domain/users/user-schemas';
import { apiClient } from '../../../lib/api-client';

/** A session, or (an administrator with two-factor sign-in) the challenge to send with the code. */
export async function login(input: LoginInput): Promise<SignInResponse> {
  const { data } = await apiClient.post<SignInResponse>(apiPaths.auth.login, input);
  return data;
}

export async function adminLogin(input: LoginInput): Promise<SignInResponse> {
  const { data } = await apiClient.post<SignInResponse>(apiPaths.adminAuth.login, input);
  return data;
}

export async function totpSignIn(input: TotpSignInInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.adminAuth.totpSignIn, input);
  return data;
}

export async function fetchTotpStatus(): Promise<TotpStatus> {
  const { data } = await apiClient.get<TotpStatus>(apiPaths.adminAuth.totp);
  return data;
}

export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const { data } = await apiClient.post<TotpEnrolment>(apiPaths.adminAuth.totpEnrol, {});
  return data;
}

export async function confirmTotpEnrolment(input: TotpConfirmInput): Promise<TotpStatus> {
  const { data } = await apiClient.post<TotpStatus>(apiPaths.adminAuth.totpConfirm, input);
  return data;
}

export async function register(input: RegisterInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.auth.register, input);
  return data;
}

export async function adminSetup(input: AdminSetupInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.adminAuth.setup, input);
  return data;
}

export async function fetchAdminSetupStatus(): Promise<AdminSetupStatus> {
  const { data } = await apiClient.get<AdminSetupStatus>(apiPaths.adminAuth.status);
  return data;
}

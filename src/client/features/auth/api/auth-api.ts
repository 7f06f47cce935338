import { apiPaths } from '../../../../shared/api/paths';
import type { AdminSetupStatus, AuthResponse } from '../../../../shared/api/auth-types';
import type { AdminSetupInput, LoginInput, RegisterInput } from '../../../../shared/domain/users/user-schemas';
import { apiClient } from '../../../lib/api-client';

export async function login(input: LoginInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.auth.login, input);
  return data;
}

export async function adminLogin(input: LoginInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.adminAuth.login, input);
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

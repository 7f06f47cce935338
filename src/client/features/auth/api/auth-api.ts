import { apiPaths } from '../../../../shared/api/paths';
import { adminApiPaths } from '../../../../shared/api/admin-paths';
import type {
  AdminSetupStatus,
  AuthResponse,
  OtpRequest,
  OtpRequested,
  OtpVerify,
  SignInResponse,
  TotpEnrolment,
  TotpStatus,
} from '../../../../shared/api/auth-types';
import type {
  AdminSetupInput,
  LoginInput,
  RegisterInput,
  TotpConfirmInput,
  TotpSignInInput,
} from '../../../../shared/domain/users/user-schemas';
import { apiClient } from '../../../lib/api-client';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * The device token: sent with every sign-in from this browser, and replaced by the one each
 * successful sign-in answers (decision 014). Without storage there is none, and the sign-in
 * simply counts on the account.
 */
function withDeviceToken(input: LoginInput): LoginInput {
  try {
    const deviceToken = localStorage.getItem(storageKeys.trustedDevice);
    return deviceToken ? { ...input, deviceToken } : input;
  } catch {
    return input;
  }
}

function keepDeviceToken<T extends SignInResponse>(answer: T): T {
  if ('deviceToken' in answer && answer.deviceToken) {
    try {
      localStorage.setItem(storageKeys.trustedDevice, answer.deviceToken);
    } catch {
      // No storage: the next sign-in counts on the account.
    }
  }
  return answer;
}

/** A session, or (an administrator with two-factor sign-in) the challenge to send with the code. */
export async function login(input: LoginInput): Promise<SignInResponse> {
  const { data } = await apiClient.post<SignInResponse>(apiPaths.auth.login, withDeviceToken(input));
  return keepDeviceToken(data);
}

export async function adminLogin(input: LoginInput): Promise<SignInResponse> {
  const { data } = await apiClient.post<SignInResponse>(adminApiPaths.auth.login, withDeviceToken(input));
  return keepDeviceToken(data);
}

export async function totpSignIn(input: TotpSignInInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(adminApiPaths.auth.totpSignIn, input);
  return keepDeviceToken(data);
}

export async function fetchTotpStatus(): Promise<TotpStatus> {
  const { data } = await apiClient.get<TotpStatus>(adminApiPaths.auth.totp);
  return data;
}

export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const { data } = await apiClient.post<TotpEnrolment>(adminApiPaths.auth.totpEnrol, {});
  return data;
}

export async function confirmTotpEnrolment(input: TotpConfirmInput): Promise<TotpStatus> {
  const { data } = await apiClient.post<TotpStatus>(adminApiPaths.auth.totpConfirm, input);
  return data;
}

export async function register(input: RegisterInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.auth.register, input);
  return keepDeviceToken(data);
}

/** A code by SMS to the number (always 202, whether or not an account has it). */
export async function requestSignInCode(input: OtpRequest): Promise<OtpRequested> {
  const { data } = await apiClient.post<OtpRequested>(apiPaths.auth.otpRequest, input);
  return data;
}

/** The code from the SMS: a session, as a sign-in answers; a number without an account gets one. */
export async function signInWithCode(input: OtpVerify): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(apiPaths.auth.otpVerify, input);
  return keepDeviceToken(data);
}

export async function adminSetup(input: AdminSetupInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>(adminApiPaths.auth.setup, input);
  return keepDeviceToken(data);
}

export async function fetchAdminSetupStatus(): Promise<AdminSetupStatus> {
  const { data } = await apiClient.get<AdminSetupStatus>(adminApiPaths.auth.status);
  return data;
}

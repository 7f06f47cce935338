import type { Role } from '../domain/users/roles';
import type { Language } from '../i18n/languages';
import type { ErrorCode, FieldCodes } from './error-codes';
import type { Department } from '../domain/staff/departments';

/** The user as the client sees it: never the password hash, never the e-mail of another. */
export interface PublicUser {
  _id: string;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
  /**
   * The language the person chose last (decision 036), which follows them to another device; null
   * until they choose or first sign in. Absent in a profile cached before it existed.
   */
  language?: Language | null;
  /** An officer's departments and wards (decision 082; null wards: every ward); absent for citizens and admins. */
  departments?: Department[];
  wards?: string[] | null;
}

/**
 * Answer of register, login, admin login, admin setup, renewal and password change: a
 * short-lived access token (the bearer), the renewal token that gets the next one, and the user.
 */
export interface AuthResponse {
  token: string;
  refreshToken: string;
  user: PublicUser;
  /**
   * After a sign-in: proof that this browser signed in to this account before, sent with its
   * next sign-ins so that failures elsewhere cannot lock it out (decision 014). Kept after logout.
   */
  deviceToken?: string;
}

/** Answer of a sign-in whose account has two-factor sign-in: the code comes next, with this challenge. */
export interface TotpChallenge {
  totpRequired: true;
  challenge: string;
}

export type SignInResponse = AuthResponse | TotpChallenge;

export function isTotpChallenge(answer: SignInResponse): answer is TotpChallenge {
  return 'totpRequired' in answer && answer.totpRequired;
}

/** Answer of GET /api/admin-auth/totp and of a confirmed enrolment. */
export interface TotpStatus {
  enabled: boolean;
}

/** Answer of starting enrolment: the secret to type in by hand, and the URI an app or QR code takes. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
}

/** Answer of GET /api/auth/profile and PATCH /api/auth/profile. */
export interface ProfileResponse {
  user: PublicUser;
}

/** Body of PATCH /api/auth/profile: what the person changes of their profile. */
export interface ProfileChange {
  language: Language;
}

/** Answer of GET /api/admin-auth/status: whether first-time setup is still open. */
export interface AdminSetupStatus {
  setupOpen: boolean;
}

/**
 * The error shape of every 4xx and 5xx (DESIGN section 6; the codes: error-codes.ts, decisions 036
 * and 070): the text in the request's language, its stable code, the values the text names, and per
 * field the message and its code.
 */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  values?: Record<string, string | number>;
  fields?: Record<string, string>;
  fieldCodes?: FieldCodes;
  /** `*.changed` (409): the record as it is now, for the clerk who read an older one. */
  current?: unknown;
}

/** POST /api/auth/otp/request, /api/me/mobile and /api/auth/password-reset/sms: the number a code goes to. */
export interface OtpRequest {
  mobile: string;
}

/**
 * Their 202 answer: the same whether or not an account has the number. A code lives
 * `expiresInSeconds`; another may be asked for after `resendAfterSeconds`.
 */
export interface OtpRequested {
  sent: true;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** POST /api/auth/otp/verify: answered as login is (AuthResponse); a number without an account gets a new citizen account. */
export interface OtpVerify {
  mobile: string;
  code: string;
}

/** POST /api/me/mobile/confirm. */
export interface MobileConfirm {
  code: string;
}

/** POST /api/auth/password-reset/sms/confirm: every session of the account ends. */
export interface SmsPasswordReset {
  mobile: string;
  code: string;
  password: string;
}

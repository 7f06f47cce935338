import { object, ref, string } from 'yup';
import type { InferType } from 'yup';
import { EMAIL_PATTERN } from '../../validation/patterns';

/**
 * Account rules, shared by the client's forms and the server's endpoints so that both
 * say the same thing in the same words (spec section 5, registration and login).
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** OWASP: allow long passphrases, but bound the work a single request can cause. */
export const PASSWORD_MAX = 128;
export const SETUP_KEY_MAX = 256;

/** No '@' in a username: sign-in accepts "username or email", so the two must never collide. */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const userMessages = {
  usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Username must be at most ${USERNAME_MAX} characters`,
  usernameChars: 'Username may contain only letters, digits, dots, hyphens and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsMismatch: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  loginUsernameRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  setupKeyRequired: 'Setup key is required',
  setupKeyMax: `Setup key must be at most ${SETUP_KEY_MAX} characters`,
  totpCode: 'Enter the 6-digit code from your authenticator app',
  currentPasswordRequired: 'Your current password is required',
  tokenRequired: 'A session token is required',
} as const;

const text = (field: string) => string().typeError(`${field} must be text`);

const username = text('Username')
  .required(userMessages.usernameMin)
  .min(USERNAME_MIN, userMessages.usernameMin)
  .max(USERNAME_MAX, userMessages.usernameMax)
  .matches(USERNAME_PATTERN, userMessages.usernameChars);

const email = text('Email')
  .required(userMessages.emailRequired)
  .max(EMAIL_MAX, userMessages.emailInvalid)
  .matches(EMAIL_PATTERN, userMessages.emailInvalid);

const newPassword = text('Password')
  .required(userMessages.passwordMin)
  .min(PASSWORD_MIN, userMessages.passwordMin)
  .max(PASSWORD_MAX, userMessages.passwordMax);

const confirmPassword = text('Password confirmation')
  .required(userMessages.confirmRequired)
  .oneOf([ref('password')], userMessages.passwordsMismatch);

export const registerSchema = object({
  username,
  email,
  password: newPassword,
  confirmPassword,
});
export type RegisterInput = InferType<typeof registerSchema>;

export const loginSchema = object({
  username: text('Username or email')
    .required(userMessages.loginUsernameRequired)
    .max(EMAIL_MAX, 'Username or email is too long'),
  password: text('Password').required(userMessages.passwordRequired).max(PASSWORD_MAX, userMessages.passwordMax),
  /** Sent by the app, not typed: the device token of an earlier sign-in on this browser (decision 014). */
  deviceToken: text('Device token').max(4096, 'Device token is too long').optional(),
});
export type LoginInput = InferType<typeof loginSchema>;

export const adminSetupSchema = object({
  username,
  email,
  password: newPassword,
  confirmPassword,
  setupKey: text('Setup key').required(userMessages.setupKeyRequired).max(SETUP_KEY_MAX, userMessages.setupKeyMax),
});
export type AdminSetupInput = InferType<typeof adminSetupSchema>;

/** A TOTP code as the authenticator app shows it: six digits (spaces the person typed removed by the form). */
const totpCode = text('Code').required(userMessages.totpCode).matches(/^\d{6}$/, userMessages.totpCode);

/** A token handed back by the client; bounded so that no one posts a megabyte of "token". */
const tokenText = (field: string) => text(field).required(userMessages.tokenRequired).max(4096, userMessages.tokenRequired);

/** The second step of an admin's sign-in: the challenge from the first step and the code. */
export const totpSignInSchema = object({ challenge: tokenText('Challenge'), code: totpCode });
export type TotpSignInInput = InferType<typeof totpSignInSchema>;

/** Confirms two-factor enrolment with the first code from the app. */
export const totpConfirmSchema = object({ code: totpCode });
export type TotpConfirmInput = InferType<typeof totpConfirmSchema>;

/** Another administrator's second factor, reset by an admin (recovery). */
export const totpResetSchema = object({ username: text('Username').required(userMessages.usernameMin).max(USERNAME_MAX, userMessages.usernameMax) });

/** Renewal of the access token, and logout (which revokes the session the renewal token belongs to). */
export const refreshSchema = object({ refreshToken: tokenText('Refresh token') });

export const passwordChangeSchema = object({
  currentPassword: text('Current password').required(userMessages.currentPasswordRequired).max(PASSWORD_MAX, userMessages.passwordMax),
  password: newPassword,
  confirmPassword,
});

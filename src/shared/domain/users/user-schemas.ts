import { boolean, mixed, object, ref, string } from 'yup';
import { languages } from '../../i18n/languages';
import type { Language } from '../../i18n/languages';
import type { InferType } from 'yup';
import { EMAIL_PATTERN } from '../../validation/patterns';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, SETUP_KEY_MAX, USERNAME_MAX, USERNAME_MIN } from './user-limits';
import { userMessages } from './user-messages';
import type { UserMessages } from './user-messages';

/**
 * Account rules, shared by the client's forms and the server's endpoints so that both
 * say the same thing in the same words (spec section 5, registration and login). The schemas a
 * form shows are built with the page's messages (`build…Schema(messages)`); the server uses the
 * English ones, the defaults.
 */

/** No '@' in a username: sign-in accepts "username or email", so the two must never collide. */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/** A value that is not text is refused before any rule: only a hand-made request sends one. */
const text = (field: string) => string().typeError(`${field} must be text`);

/** A username being chosen (registration, setup, the staff page). */
export const username = (messages: UserMessages) =>
  text('Username')
    .required(messages.usernameMin)
    .min(USERNAME_MIN, messages.usernameMin)
    .max(USERNAME_MAX, messages.usernameMax)
    .matches(USERNAME_PATTERN, messages.usernameChars);

/** An e-mail address being given. */
export const email = (messages: UserMessages) =>
  text('Email').required(messages.emailRequired).max(EMAIL_MAX, messages.emailInvalid).matches(EMAIL_PATTERN, messages.emailInvalid);

/** A password being chosen: registration's rules, wherever one is set. */
export const newPassword = (messages: UserMessages) =>
  text('Password').required(messages.passwordMin).min(PASSWORD_MIN, messages.passwordMin).max(PASSWORD_MAX, messages.passwordMax);

const confirmPassword = (messages: UserMessages) =>
  text('Password confirmation')
    .required(messages.confirmRequired)
    .oneOf([ref('password')], messages.passwordsMismatch);

export const buildRegisterSchema = (messages: UserMessages = userMessages) =>
  object({
    username: username(messages),
    email: email(messages),
    password: newPassword(messages),
    confirmPassword: confirmPassword(messages),
  });
export const registerSchema = buildRegisterSchema();
export type RegisterInput = InferType<typeof registerSchema>;

export const buildLoginSchema = (messages: UserMessages = userMessages) =>
  object({
    username: text('Username or email').required(messages.loginUsernameRequired).max(EMAIL_MAX, messages.loginUsernameMax),
    password: text('Password').required(messages.passwordRequired).max(PASSWORD_MAX, messages.passwordMax),
    /** Sent by the app, not typed: the device token of an earlier sign-in on this browser (decision 014). */
    deviceToken: text('Device token').max(4096, 'Device token is too long').optional(),
  });
export const loginSchema = buildLoginSchema();
export type LoginInput = InferType<typeof loginSchema>;

export const buildAdminSetupSchema = (messages: UserMessages = userMessages) =>
  object({
    username: username(messages),
    email: email(messages),
    password: newPassword(messages),
    confirmPassword: confirmPassword(messages),
    setupKey: text('Setup key').required(messages.setupKeyRequired).max(SETUP_KEY_MAX, messages.setupKeyMax),
  });
export const adminSetupSchema = buildAdminSetupSchema();
export type AdminSetupInput = InferType<typeof adminSetupSchema>;

/** A TOTP code as the authenticator app shows it: six digits (spaces the person typed removed by the form). */
const totpCode = (messages: UserMessages) =>
  text('Code')
    .required(messages.totpCode)
    .matches(/^\d{6}$/, messages.totpCode);

/** A token handed back by the client; bounded so that no one posts a megabyte of "token". */
const tokenText = (field: string) => text(field).required(userMessages.tokenRequired).max(4096, userMessages.tokenRequired);

/** The second step of an admin's sign-in: the challenge from the first step and the code. */
export const totpSignInSchema = object({ challenge: tokenText('Challenge'), code: totpCode(userMessages) });
export type TotpSignInInput = InferType<typeof totpSignInSchema>;

/** Confirms two-factor enrolment with the first code from the app. */
export const buildTotpConfirmSchema = (messages: UserMessages = userMessages) => object({ code: totpCode(messages) });
export const totpConfirmSchema = buildTotpConfirmSchema();
export type TotpConfirmInput = InferType<typeof totpConfirmSchema>;

/** Another administrator's second factor, reset by an admin (recovery). */
export const totpResetSchema = object({
  username: text('Username').required(userMessages.usernameMin).max(USERNAME_MAX, userMessages.usernameMax),
});

/** Renewal of the access token, and logout (which revokes the session the renewal token belongs to). */
export const refreshSchema = object({ refreshToken: tokenText('Refresh token') });

/** An Indian mobile number: ten digits, the first 6 to 9 (what an SMS gateway accepts). */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;

/**
 * PATCH /api/me/profile: any of the fields; an empty or null mobile removes it. A new
 * email address also needs the current password (the server knows whether the address is new).
 */
export const buildProfileUpdateSchema = (messages: UserMessages = userMessages) =>
  object({
    email: email(messages).optional().default(undefined),
    currentPassword: text('Current password').optional().default(undefined).max(PASSWORD_MAX, messages.passwordMax),
    mobile: text('Mobile number')
      .nullable()
      .optional()
      .default(undefined)
      .test(
        'matches',
        messages.mobileInvalid,
        (value) => value === undefined || value === null || value === '' || MOBILE_PATTERN.test(value),
      ),
    language: mixed<Language>()
      .optional()
      .default(undefined)
      .oneOf([...languages, undefined], `Choose a language: ${languages.join(' or ')}`),
    notifyByEmail: boolean().typeError('notifyByEmail must be true or false').optional().default(undefined),
    notifyBySms: boolean().typeError('notifyBySms must be true or false').optional().default(undefined),
  });
export const profileUpdateSchema = buildProfileUpdateSchema();

/** POST /api/auth/password-reset: the account's email address. */
export const buildPasswordResetSchema = (messages: UserMessages = userMessages) => object({ email: email(messages) });
export const passwordResetSchema = buildPasswordResetSchema();

/** POST /api/auth/password-reset/confirm: the link's token and the new password, twice. */
export const buildPasswordResetConfirmSchema = (messages: UserMessages = userMessages) =>
  object({
    token: text('Token').required(messages.resetLinkRequired).max(200, messages.resetLinkRequired),
    password: newPassword(messages),
    confirmPassword: confirmPassword(messages),
  });
export const passwordResetConfirmSchema = buildPasswordResetConfirmSchema();

/** The link of an email change (to confirm the new address, or to restore the old one). */
export const buildEmailChangeLinkSchema = (messages: UserMessages = userMessages) =>
  object({ token: text('Token').required(messages.resetLinkRequired).max(200, messages.resetLinkRequired) });
export const emailChangeLinkSchema = buildEmailChangeLinkSchema();

export const passwordChangeSchema = object({
  currentPassword: text('Current password').required(userMessages.currentPasswordRequired).max(PASSWORD_MAX, userMessages.passwordMax),
  password: newPassword(userMessages),
  confirmPassword: confirmPassword(userMessages),
});

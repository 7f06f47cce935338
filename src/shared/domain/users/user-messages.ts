import { PASSWORD_MAX, PASSWORD_MIN, SETUP_KEY_MAX, USERNAME_MAX, USERNAME_MIN } from './user-limits';

/**
 * What the account rules say when a value breaks them, in English: the server's words, and the
 * spec's (section 5). The pages pass an object of this shape, made from their catalogue, to the
 * schema builders (userMessagesIn in src/client/features/auth/auth-texts.ts); a missing message
 * fails the typecheck.
 */
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
  loginUsernameMax: 'Username or email is too long',
  passwordRequired: 'Password is required',
  setupKeyRequired: 'Setup key is required',
  setupKeyMax: `Setup key must be at most ${SETUP_KEY_MAX} characters`,
  totpCode: 'Enter the 6-digit code from your authenticator app',
  currentPasswordRequired: 'Your current password is required',
  tokenRequired: 'A session token is required',
  mobileInvalid: 'Enter a 10-digit mobile number',
  resetLinkRequired: 'This page needs the link from the email',
};

export type UserMessages = typeof userMessages;

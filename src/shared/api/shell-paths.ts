/*
 * The API paths that the app's frame uses on every page: the connection probe and the account's
 * sign-in paths (the language switch saves the choice to the account). A module of their own, so
 * that a first visit does not download every path of the API: ./paths.ts lists them with the rest
 * (apiPaths.health, apiPaths.auth), and ./admin-paths.ts has the clerks'.
 */

/** Answers 200 while the server is up: the page's connection probe. */
export const healthPath = '/api/health';

export const authPaths = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  profile: '/api/auth/profile',
  refresh: '/api/auth/refresh',
  logout: '/api/auth/logout',
  password: '/api/auth/password',
  /** Ends every session of the account, this one too (the account page's "sign out everywhere"). */
  logoutEverywhere: '/api/auth/logout-everywhere',
  /** A reset link by email (always 202), and the new password with the link's token. */
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  /** Signing in with a mobile number (DESIGN section 11): a code by SMS (always 202), then the code. */
  otpRequest: '/api/auth/otp/request',
  otpVerify: '/api/auth/otp/verify',
  /** A forgotten password by SMS, for an account with a verified mobile number: a code (always 202), then the code and the new password. */
  passwordResetSms: '/api/auth/password-reset/sms',
  passwordResetSmsConfirm: '/api/auth/password-reset/sms/confirm',
} as const;

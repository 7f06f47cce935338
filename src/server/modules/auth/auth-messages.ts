/** What the auth endpoints say. Sign-in failures are deliberately one message, whatever the cause. */
export const authMessages = {
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid username or password',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionInvalid: 'Your session is not valid. Please sign in again.',
  adminRequired: 'This action needs an administrator account.',
  citizenRequired: "These pages show a citizen's own requests. Sign in with a citizen's account.",
  setupCompleted: 'Admin setup has already been completed. Sign in as an administrator.',
  setupKeyWrong: 'The setup key is not correct',
  sessionEnded: 'Your session has ended. Please sign in again.',
  renewalReused: 'Your session was ended for your safety because it was used in two places. Please sign in again.',
  passwordTooCommon: 'This password is too common',
  currentPasswordWrong: 'Your current password is not correct',
  resetLinkInvalid: 'This link no longer works (it works once, for 30 minutes). Ask for a new one.',
  /** The same for a real account and a name no account has: it must not tell which is which. */
  lockedOut: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  totpCodeWrong: 'The code is not correct. Enter the current 6-digit code from your authenticator app.',
  totpChallengeExpired: 'Your sign-in took too long. Please enter your username and password again.',
  totpAlreadyOn: 'Two-factor sign-in is already on for this account.',
  totpNotStarted: 'Start the two-factor set-up first.',
  totpResetSelf: 'Another administrator must reset your two-factor sign-in (or an operator with npm run admin:reset-2fa).',
  totpResetUnknown: 'No administrator has this username',
  adminUsesAdminLogin: 'Administrators sign in through the admin login.',
} as const;

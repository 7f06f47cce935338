/** What the auth endpoints say. Sign-in failures are deliberately one message, whatever the cause. */
export const authMessages = {
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid username or password',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  sessionInvalid: 'Your session is not valid. Please sign in again.',
  adminRequired: 'This action needs an administrator account.',
  setupCompleted: 'Admin setup has already been completed. Sign in as an administrator.',
  setupKeyWrong: 'The setup key is not correct',
} as const;

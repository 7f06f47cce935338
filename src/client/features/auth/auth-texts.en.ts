import { userMessages } from '../../../shared/domain/users/user-messages';

/*
 * Sign-in, registration, admin setup and two-factor sign-in (docs/decisions/035). The spec's
 * English stays word for word (sections 2, 5 and 8); auth-texts.ta.ts has the same keys in Tamil.
 */
const authTexts = {
  /** The account rules' messages, as the server words them: the forms validate with these. */
  messages: userMessages,
  fields: {
    signInUsername: 'Username or Email',
    username: 'Username',
    usernameHint: 'At least 3 characters: letters, digits, dots, hyphens or underscores.',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 6 characters.',
    confirmPassword: 'Confirm Password',
    setupKey: 'Setup Key',
    setupKeyHint: 'The key set by your server operator (ADMIN_SETUP_KEY), or the one the server printed when it started.',
    code: 'Authentication code',
  },
  otherOptions: 'Other sign-in options',
  signingIn: 'Signing In...',
  login: {
    title: 'User Login',
    submit: 'Sign In',
    failed: 'Login failed',
    noAccount: "Don't have an account?",
    register: 'Register',
  },
  staff: { lead: 'Municipal staff?', link: 'Admin Login' },
  register: {
    title: 'Create Account',
    intro: 'Register once to apply for certificates, pay taxes and track your requests.',
    submit: 'Create Account',
    busy: 'Creating Account...',
    failed: 'Registration failed',
    registered: 'Already registered?',
    signIn: 'Sign in',
  },
  adminLogin: {
    title: 'Admin Login',
    submit: 'Admin Sign In',
    failed: 'Admin login failed',
    notStaff: 'Not municipal staff?',
    backToLogin: 'Back to User Login',
    newPortal: 'Setting up a new portal?',
    setup: 'First-time Admin Setup',
  },
  adminSetup: {
    title: 'Admin Setup',
    intro: 'Create the first administrator account of this portal.',
    checking: 'Checking setup status...',
    completed: 'Admin setup has already been completed.',
    signInAsAdmin: 'Sign in as an administrator',
    submit: 'Complete Setup',
    busy: 'Setting Up...',
    failed: 'Admin setup failed',
  },
  /** The second step of an administrator's sign-in. */
  codeStep: {
    intro: 'Two-factor sign-in is on for this account. Open your authenticator app and enter the code it shows for the portal.',
    submit: 'Verify Code',
    busy: 'Verifying...',
    hint: '6 digits. A new code appears every 30 seconds.',
    startAgain: 'Start again',
  },
  twoFactor: {
    title: 'Two-factor sign-in',
    intro: 'A code from an authenticator app on your phone, asked for after your password.',
    loading: 'Loading...',
    loadFailed: 'Could not load the two-factor settings.',
    startFailed: 'Could not start the set-up. Please try again.',
    confirmFailed: 'Could not turn on two-factor sign-in. Please try again.',
    off: 'Two-factor sign-in is off for your account. Turn it on so that a stolen password alone cannot open the dashboard.',
    setUp: 'Set up two-factor sign-in',
    addKey: 'In your authenticator app, add an account with this key (time-based, 6 digits):',
    secretKey: 'Secret key',
    onThisPhoneBefore: 'On this phone you can',
    openKey: 'open the key in your authenticator app',
    onThisPhoneAfter: 'instead.',
    enterCode: 'Enter the code the app now shows.',
    keyOnce: 'The key is shown only now. Keep it private: anyone with it can make your codes.',
    turnOn: 'Turn On Two-factor Sign-in',
    checking: 'Checking...',
    codeHint: '6 digits from your authenticator app.',
    nowOn: 'Two-factor sign-in is now on. You will be asked for a code each time you sign in.',
    on: 'Two-factor sign-in is on for your account.',
    lostPhone: 'Lost your phone? Another administrator can reset it, or the server operator with npm run admin:reset-2fa.',
    back: 'Back to the dashboard',
  },
};

export type AuthTexts = typeof authTexts;
export default authTexts;

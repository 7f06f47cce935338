/*
 * The account page and forgotten passwords (docs/decisions/051); account-texts.ta.ts has
 * the same keys in Tamil.
 */
const accountTexts = {
  account: {
    title: 'My Account',
    intro: 'Your contact details, your language and how we tell you when something happens to your requests.',
    contact: 'Contact details and messages',
    mobile: 'Mobile number',
    mobileHint: 'Ten digits. Used for SMS about your requests when the request gives no number.',
    language: 'Language of messages and pages',
    notifyByEmail: 'Send me emails about my requests',
    notifyBySms: 'Send me SMS about my requests',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Your details are saved.',
    saveFailed: 'Your details could not be saved',
    emailPassword: 'Current password',
    emailPasswordHint: 'Needed to change your email address.',
    emailPasswordRequired: 'Enter your current password to change your email address',
    confirmSent: (email: string) =>
      `Your details are saved. Open the link we sent to ${email} to confirm it; until then your account keeps its address.`,
    pending: (email: string) =>
      `Waiting for confirmation from ${email}. Open the link we sent there; until then your account keeps its address.`,
    resend: 'Send the link again',
    resent: (email: string) => `A new link is on its way to ${email}.`,
    cancelChange: 'Cancel the change',
    pendingFailed: 'That did not work. Check your connection and try again.',
    loading: 'Loading your details...',
    loadFailed: 'Your details could not be loaded. Check your connection and open this page again.',
    password: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    changingPassword: 'Changing...',
    passwordChanged: 'Your password is changed. Other devices are signed out.',
    passwordFailed: 'Your password could not be changed',
    devices: 'Devices',
    devicesIntro: 'Signed in on a phone or computer you no longer have? Sign out everywhere, this device too.',
    signOutEverywhere: 'Sign out of every device',
    signOutFailed: 'Could not sign out every device. Check your connection and try again.',
  },
  forgot: {
    link: 'Forgot your password?',
    title: 'Forgotten password',
    intro: 'Enter the email address of your account. We will send a link to choose a new password.',
    submit: 'Send the link',
    busy: 'Sending...',
    sent: 'If an account has this address, a link is on its way. It works once, for 30 minutes. Check your spam folder too.',
    failed: 'The link could not be sent',
  },
  confirmEmail: {
    title: 'Confirm your new email address',
    intro: 'Confirm that this email address is yours. Your account then uses it for messages and for signing in.',
    submit: 'Confirm the address',
    busy: 'Confirming...',
    done: (email: string) => `Your account's email address is now ${email}.`,
    toAccount: 'Go to my account',
    failed: 'The address could not be confirmed',
    noLink: 'Open this page from the link in the email sent to your new address.',
  },
  restoreEmail: {
    title: 'Keep your email address',
    intro:
      'If you did not ask to change the email address of your account, take it back here. Every device is signed out, and you then choose a new password, as someone else may know it.',
    submit: 'Take my address back',
    busy: 'Taking it back...',
    failed: 'The address could not be taken back',
    noLink: 'Open this page from the link in the email sent to your address.',
  },
  reset: {
    title: 'Choose a new password',
    submit: 'Save the new password',
    busy: 'Saving...',
    done: 'Your password is changed and every device is signed out.',
    signIn: 'Sign in',
    failed: 'Your password could not be changed',
    noLink: 'Open this page from the link in the email.',
    askAgain: 'Ask for a new link',
  },
};

export type AccountTexts = typeof accountTexts;
export default accountTexts;

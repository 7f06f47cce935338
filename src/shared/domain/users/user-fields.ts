import type { FormFieldDefinition } from '../form-fields';

/** The labels and hints of the account fields, in the page's language (src/client/features/auth/auth-texts.pot). */
export interface UserFieldTexts {
  signInUsername: string;
  username: string;
  usernameHint: string;
  email: string;
  password: string;
  passwordHint: string;
  confirmPassword: string;
  setupKey: string;
  setupKeyHint: string;
  code: string;
}

/** The sign-in forms of spec section 2 (/login, /admin-login). */
export const signInFields = (texts: UserFieldTexts): readonly FormFieldDefinition[] => [
  { name: 'username', label: texts.signInUsername, kind: 'username', required: true },
  { name: 'password', label: texts.password, kind: 'password', required: true },
];

/** Registration; admin setup adds the setup key. */
export const accountFields = (texts: UserFieldTexts): readonly FormFieldDefinition[] => [
  { name: 'username', label: texts.username, kind: 'username', required: true, hint: texts.usernameHint },
  { name: 'email', label: texts.email, kind: 'email', required: true },
  { name: 'password', label: texts.password, kind: 'new-password', required: true, hint: texts.passwordHint },
  { name: 'confirmPassword', label: texts.confirmPassword, kind: 'new-password', required: true },
];

export const adminSetupFields = (texts: UserFieldTexts): readonly FormFieldDefinition[] => [
  ...accountFields(texts),
  { name: 'setupKey', label: texts.setupKey, kind: 'secret', required: true, hint: texts.setupKeyHint },
];

/** The six-digit code of an authenticator app; each screen that asks for it words its own hint. */
export const totpCodeField = (texts: UserFieldTexts, hint: string): FormFieldDefinition => ({
  name: 'code',
  label: texts.code,
  kind: 'one-time-code',
  required: true,
  hint,
});

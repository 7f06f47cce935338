import type { FormFieldDefinition } from '../form-fields';

/** The sign-in forms of spec section 2 (/login, /admin-login). */
export const signInFields: readonly FormFieldDefinition[] = [
  { name: 'username', label: 'Username or Email', kind: 'username', required: true },
  { name: 'password', label: 'Password', kind: 'password', required: true },
];

/** Registration; admin setup adds the setup key. */
export const accountFields: readonly FormFieldDefinition[] = [
  { name: 'username', label: 'Username', kind: 'username', required: true, hint: 'At least 3 characters: letters, digits, dots, hyphens or underscores.' },
  { name: 'email', label: 'Email', kind: 'email', required: true },
  { name: 'password', label: 'Password', kind: 'new-password', required: true, hint: 'At least 6 characters.' },
  { name: 'confirmPassword', label: 'Confirm Password', kind: 'new-password', required: true },
];

export const adminSetupFields: readonly FormFieldDefinition[] = [
  ...accountFields,
  {
    name: 'setupKey',
    label: 'Setup Key',
    kind: 'secret',
    required: true,
    hint: 'The key set by your server operator (ADMIN_SETUP_KEY), or the one the server printed when it started.',
  },
];

/** The six-digit code of an authenticator app; each screen that asks for it words its own hint. */
export const totpCodeField = (hint: string): FormFieldDefinition => ({ name: 'code', label: 'Authentication code', kind: 'one-time-code', required: true, hint });

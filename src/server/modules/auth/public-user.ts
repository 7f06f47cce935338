import type { PublicUser } from '../../../shared/api/auth-types';
import { DEPARTMENTS } from '../../../shared/domain/staff/departments';
import { ROLES } from '../../../shared/domain/users/roles';
import { languages } from '../../../shared/i18n/languages';
import type { UserRow } from '../../db/schema';

/** A user as the rest of the server handles it once signed in: no hash, no second-factor secret. */
export type AccountUser = Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'createdAt' | 'language' | 'departments' | 'wards'>;

export function accountOf(user: AccountUser): AccountUser {
  const { id, username, email, role, createdAt, language, departments, wards } = user;
  return { id, username, email, role, createdAt, language, departments, wards };
}

/** The only shape in which a user leaves the server (never the password hash). */
export function toPublicUser(user: AccountUser): PublicUser {
  return {
    _id: user.id,
    username: user.username,
    // Empty for an account without one (made with a mobile number): a client that knows only the spec still reads text.
    email: user.email ?? '',
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    language: user.language,
    // What an officer's dashboard shows as theirs; a citizen's and an admin's answer stays the spec's.
    ...(user.role === 'officer' ? { departments: user.departments, wards: user.wards } : {}),
  };
}

/** JSON schema of PublicUser: the serializer writes these properties and nothing else. */
export const publicUserJsonSchema = {
  type: 'object',
  required: ['_id', 'username', 'email', 'role', 'createdAt', 'language'],
  additionalProperties: false,
  properties: {
    _id: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string', description: 'Empty when the account has none (made with a mobile number)' },
    role: { type: 'string', enum: ROLES },
    createdAt: { type: 'string' },
    language: {
      type: ['string', 'null'],
      enum: [...languages, null],
      description: 'The language the person chose last; null until they choose',
    },
    departments: { type: 'array', items: { type: 'string', enum: DEPARTMENTS }, description: 'An officer’s departments (officers only)' },
    wards: { type: ['array', 'null'], items: { type: 'string' }, description: 'An officer’s wards, null: every ward (officers only)' },
  },
} as const;

export const authResponseJsonSchema = {
  type: 'object',
  required: ['token', 'refreshToken', 'user'],
  properties: { token: { type: 'string' }, refreshToken: { type: 'string' }, user: publicUserJsonSchema, deviceToken: { type: 'string' } },
} as const;

/** A sign-in answers a session, or (an admin with two-factor sign-in) a challenge for the code. */
export const signInResponseJsonSchema = {
  type: 'object',
  properties: {
    token: { type: 'string' },
    refreshToken: { type: 'string' },
    user: publicUserJsonSchema,
    totpRequired: { type: 'boolean' },
    challenge: { type: 'string' },
    deviceToken: { type: 'string' },
  },
} as const;

export const profileResponseJsonSchema = {
  type: 'object',
  required: ['user'],
  properties: { user: publicUserJsonSchema },
} as const;

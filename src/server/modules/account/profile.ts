import { eq, sql } from 'drizzle-orm';
import { languages } from '../../../shared/i18n/languages';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { unauthorized } from '../../http/http-error';
import { pendingEmailOf } from './email-changes';

export const profileJsonSchema = {
  type: 'object',
  required: ['username', 'email', 'pendingEmail', 'mobile', 'mobileVerified', 'hasPassword', 'language', 'notifyByEmail', 'notifyBySms'],
  additionalProperties: false,
  properties: {
    username: { type: 'string' },
    email: {
      type: 'string',
      description: 'The address messages go to and sign-in accepts; empty when the account has none (made with a mobile number)',
    },
    pendingEmail: {
      type: ['string', 'null'],
      description: 'A new address waiting for confirmation from the link sent to it; null when none waits',
    },
    mobile: { type: ['string', 'null'], description: 'Ten digits; null when none is given' },
    mobileVerified: {
      type: 'boolean',
      description: 'Whether the number was confirmed with a code sent to it: it then signs in and gets the messages',
    },
    hasPassword: {
      type: 'boolean',
      description: 'False for an account made with a mobile number until a password is set (by a code sent to it)',
    },
    language: { type: ['string', 'null'], enum: [...languages, null] },
    notifyByEmail: { type: 'boolean' },
    notifyBySms: { type: 'boolean' },
  },
} as const;

const profileColumns = {
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  mobileVerified: sql<boolean>`${users.mobileVerifiedAt} is not null`,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  language: users.language,
  notifyByEmail: users.notifyByEmail,
  notifyBySms: users.notifyBySms,
};

/** The profile as the account page shows it; `forUpdate` holds the account's row until the transaction ends. */
export async function profileOf(executor: Executor, userId: string, forUpdate = false) {
  const query = executor.select(profileColumns).from(users).where(eq(users.id, userId));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw unauthorized('auth.session_invalid');
  return { ...row, email: row.email ?? '', pendingEmail: await pendingEmailOf(executor, userId) };
}

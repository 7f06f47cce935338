import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../shared/domain/users/roles';

/**
 * Accounts of citizens (role user) and municipal clerks (role admin). Usernames and e-mails are
 * unique regardless of case, enforced by the database so that two simultaneous registrations
 * cannot both win.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
    check('users_role_check', sql`${table.role} in ('user', 'admin')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/**
 * One-time keys for the first administrator's setup, generated at start while no admin exists
 * and ADMIN_SETUP_KEY is unset. Only a SHA-256 digest is stored (the key itself is 256 random
 * bits, so a slow hash adds nothing), and in the database rather than in memory so that every
 * server instance accepts a key any of them printed. Emptied when setup completes.
 */
export const adminSetupKeys = pgTable('admin_setup_keys', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  keyDigest: text('key_digest').notNull().unique('admin_setup_keys_key_digest_key'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { certificateDefinitions } from '../../shared/domain/certificates/certificate-definitions';
import { GRIEVANCE_STATUSES, GRIEVANCE_SUBJECTS } from '../../shared/domain/grievances/grievance-rules';
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

/** Quoted SQL list of the given literals, for CHECK constraints generated from shared data. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_ACTIONS = ['submitted', 'accepted', 'declined'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/**
 * Certificate applications of all six types in one table: the text fields vary per definition,
 * so they are kept as the normalised jsonb object the shared schema validated. `type` is the
 * definition's slug; the CHECK is generated from the definitions, so a new type is a migration.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    reference: text('reference').notNull().unique('applications_reference_key'),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The admin list reads each type newest first; the second serves a future status filter.
    index('applications_type_created_idx').on(table.type, table.createdAt.desc(), table.id),
    index('applications_type_status_created_idx').on(table.type, table.status, table.createdAt.desc()),
    index('applications_owner_idx').on(table.ownerId),
    check('applications_type_check', sql`${table.type} in (${sqlList(certificateDefinitions.map((definition) => definition.slug))})`),
    check('applications_status_check', sql`${table.status} in (${sqlList(APPLICATION_STATUSES)})`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

/** The uploaded files of an application. `stored_name` is the random file name in DATA_DIR/uploads. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    position: integer('position').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique('application_documents_stored_name_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Detected from the bytes, never the browser's claim. */
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('application_documents_application_idx').on(table.applicationId, table.field, table.position)],
);

export type ApplicationDocumentRow = typeof applicationDocuments.$inferSelect;

/** What happened to an application and who did it: the history the admin dashboard shows. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    action: text('action', { enum: APPLICATION_ACTIONS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.at),
    check('application_events_action_check', sql`${table.action} in (${sqlList(APPLICATION_ACTIONS)})`),
  ],
);

export const IDEMPOTENCY_STATES = ['in_progress', 'done'] as const;

/**
 * Idempotency-Key claims (DESIGN section 6), per route (`scope`). In the database, not in
 * memory, so a retry that reaches another instance or arrives after a restart gets the first
 * answer. A row is `in_progress` while its first request runs and `done` with the answer after.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull().default('in_progress'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [table.scope, table.key] }),
    check('idempotency_keys_state_check', sql`${table.state} in (${sqlList(IDEMPOTENCY_STATES)})`),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Grievances (spec section 3). `complaint_id` is the random GRV-XXXX-XXXX a citizen tracks by;
 * unique so that a collision of two random IDs is caught by the database and retried.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    complaintId: text('complaint_id').notNull().unique('grievances_complaint_id_key'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: GRIEVANCE_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('Pending'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The admin list reads newest first.
    index('grievances_created_idx').on(table.createdAt.desc(), table.id),
    index('grievances_status_idx').on(table.status),
    index('grievances_owner_idx').on(table.ownerId),
    check('grievances_subject_check', sql`${table.subject} in (${sqlList(GRIEVANCE_SUBJECTS)})`),
    check('grievances_status_check', sql`${table.status} in (${sqlList(GRIEVANCE_STATUSES)})`),
  ],
);

export type GrievanceRow = typeof grievances.$inferSelect;

/** Every status a grievance was given, by whom and when. */
export const grievanceEvents = pgTable(
  'grievance_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    grievanceId: uuid('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('grievance_events_grievance_idx').on(table.grievanceId, table.at),
    check('grievance_events_status_check', sql`${table.status} in (${sqlList(GRIEVANCE_STATUSES)})`),
  ],
);

export type GrievanceEventRow = typeof grievanceEvents.$inferSelect;

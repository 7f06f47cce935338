import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { certificateDefinitions } from '../../shared/domain/certificates/certificate-definitions';
import { GRIEVANCE_SOURCES, INDIA_BOUNDS, RATING_MAX, RATING_MIN } from '../../shared/domain/grievances/grievance-place';
import { GRIEVANCE_STATUSES, GRIEVANCE_SUBJECTS } from '../../shared/domain/grievances/grievance-rules';
import { PAYMENT_METHODS, taxDefinitions } from '../../shared/domain/taxes/tax-definitions';
import { ROLES } from '../../shared/domain/users/roles';
import type { Department } from '../../shared/domain/staff/departments';
import { APPEAL_STATUSES } from '../../shared/domain/appeals/appeal-rules';
import { languages } from '../../shared/i18n/languages';
import { APPLICATION_STATUSES } from '../../shared/domain/certificates/application-status';
import type { ApplicationStatus } from '../../shared/domain/certificates/application-status';
import { TAX_PAYMENT_STATUSES } from '../../shared/domain/taxes/payment-status';
import type { TaxPaymentStatus } from '../../shared/domain/taxes/payment-status';

/**
 * Accounts of citizens (role user) and municipal clerks (role admin). Usernames and e-mails are
 * unique regardless of case, and a verified mobile number belongs to one account, enforced by the
 * database so that two simultaneous registrations cannot both win. An account made by signing in
 * with a mobile number (decision 080) has no email and no password until its owner adds them.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    username: text('username').notNull(),
    /** Null: none (an account made with a mobile number, until one is added and confirmed). */
    email: text('email'),
    /** Null: no password set; a password sign-in fails as for a wrong one. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Session tokens issued (iat) before this moment are refused: set on logout and on a password
     * change. Null = never revoked. Written from the server's clock, the one that sets iat.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
    /** Admin TOTP secret, encrypted (modules/auth/secret-box.ts); null = no two-factor sign-in. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment, encrypted, until the admin confirms it with a code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The language the person chose last (issue 21), which follows them to another device; null = not chosen yet. */
    language: text('language', { enum: languages }),
    /** The account's own mobile number (issue 26): SMS about requests that name none; null = none given. */
    mobile: text('mobile'),
    /**
     * When `mobile` was confirmed with a code sent to it (decision 080): the number then signs in to
     * this account and no other, and messages go to it. Null: typed only, never confirmed.
     */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true, mode: 'date' }),
    /** Whether messages about this account's requests go by email, and by SMS (the account page). */
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    notifyBySms: boolean('notify_by_sms').notNull().default(true),
    /** An officer's departments (decision 081); empty for citizens and admins, who need none. */
    departments: jsonb('departments').$type<Department[]>().notNull().default([]),
    /** An officer's wards; null: every ward of their departments. */
    wards: jsonb('wards').$type<string[]>(),
    /** A deactivated officer signs in no more; their decisions keep their name. Null: active. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_verified_mobile_key')
      .on(table.mobile)
      .where(sql`${table.mobileVerifiedAt} is not null`),
    index('users_role_idx').on(table.role),
    check('users_role_check', sql`${table.role} in (${sqlList(ROLES)})`),
    check('users_language_check', sql`${table.language} in ('en', 'ta')`),
    check('users_verified_mobile_check', sql`${table.mobileVerifiedAt} is null or ${table.mobile} is not null`),
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
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  keyDigest: text('key_digest').notNull().unique('admin_setup_keys_key_digest_key'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Quoted SQL list of the given literals, for CHECK constraints generated from shared data. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

export { APPLICATION_STATUSES };
export type { ApplicationStatus };
/** A timeline's entries: the citizen's and the office's actions, an escalation past the due date, an appeal and its outcome (decision 081). */
export const APPLICATION_ACTIONS = [
  'submitted',
  'accepted',
  'declined',
  'returned',
  'resubmitted',
  'escalated',
  'appealed',
  'appeal_upheld',
  'appeal_dismissed',
] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** `data ->> <the definition's applicant field>`, by type: the generated applicant_name column. */
const applicantNameExpression = sql.raw(
  `case "type" ${certificateDefinitions
    .map((definition) => `when '${definition.slug}' then "data" ->> '${definition.applicantField}'`)
    .join(' ')} end`,
);

/** The kinds of field a clerk searches by a fragment: names, addresses, numbers, phones, e-mails (never an Aadhaar number). */
const SEARCHED_KINDS: ReadonlySet<string> = new Set(['text', 'textarea', 'phone', 'email']);

/**
 * Lower-case words to search, by type, from the fields `fieldsOf` names: each value, and a phone
 * number's last ten digits alone as well, so `98765 43210` and `+91-9876543210` are found by
 * `9876543210`. Ten, not all: `+91` and ten digits make twelve, which reads as an Aadhaar number
 * to the scan of the data at rest (tests/api/aadhaar-exposure.test.ts). Followed by the words'
 * Latin key (migration 0023), so that a name is found in either script.
 */
function searchTextExpression(column: string, types: readonly { slug: string; fields: readonly { name: string; kind: string }[] }[]) {
  const valuesOf = (fields: readonly { name: string; kind: string }[]) =>
    fields
      .flatMap((field) => {
        const value = `coalesce("${column}" ->> '${field.name}', '')`;
        return field.kind === 'phone' ? [value, `right(regexp_replace(${value}, '[^0-9]', '', 'g'), 10)`] : [value];
      })
      .join(` || ' ' || `);
  const values = `case "type" ${types.map((type) => `when '${type.slug}' then ${valuesOf(type.fields)}`).join(' ')} end`;
  return sql.raw(`with_latin_key(lower(${values}))`);
}

/**
 * Certificate applications of all six types in one table: the text fields vary per definition,
 * so they are kept as the normalised jsonb object the shared schema validated. `type` is the
 * definition's slug; the CHECK is generated from the definitions, so a new type is a migration.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    reference: text('reference').notNull().unique('applications_reference_key'),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When its department was reminded (75 % of its service time) and when it was escalated (its due time passed undecided): decision 081. */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    /** The name the admin list shows and searches: each definition says which field holds it. */
    applicantName: text('applicant_name').generatedAlwaysAs(applicantNameExpression),
    /** What the admin search matches words in: the text, phone and e-mail fields of each definition. */
    searchText: text('search_text').generatedAlwaysAs(
      searchTextExpression(
        'data',
        certificateDefinitions.map((definition) => ({
          slug: definition.slug,
          fields: definition.fields.filter((field) => SEARCHED_KINDS.has(field.kind)),
        })),
      ),
    ),
  },
  (table) => [
    // The admin list pages each type newest first (keyset on created_at, id), with or without a
    // status filter; names are searched by fragment through trigrams.
    index('applications_type_created_idx').on(table.type, table.createdAt.desc(), table.id.desc()),
    index('applications_type_status_created_idx').on(table.type, table.status, table.createdAt.desc(), table.id.desc()),
    index('applications_applicant_name_trgm_idx').using('gin', sql`lower(${table.applicantName}) public.gin_trgm_ops`),
    index('applications_search_text_trgm_idx').using('gin', sql`${table.searchText} public.gin_trgm_ops`),
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
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    action: text('action', { enum: APPLICATION_ACTIONS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The clerk's reason, note or request for correction, as written (decision 048). */
    message: text('message'),
    /** The reasons the clerk chose (decision 073): codes, worded in the reader's language wherever they are shown. */
    reasonCodes: jsonb('reason_codes').$type<string[]>(),
    /** `returned`: the fields and documents to correct; `resubmitted`: the ones the citizen changed. */
    fields: jsonb('fields').$type<string[]>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.at),
    check('application_events_action_check', sql`${table.action} in (${sqlList(APPLICATION_ACTIONS)})`),
  ],
);

/** Raw bytes (PostgreSQL bytea): a signed PDF, kept whole in the database. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The last number given in each series (a type's code) and year: the next certificate's number
 * is `last + 1`, taken under the row's lock in the transaction that issues it, so two clerks
 * never get the same one and a number, once committed, is never given again (decision 050).
 */
export const certificateCounters = pgTable(
  'certificate_counters',
  {
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * The certificate issued when an application is accepted: its number, the name it prints, when,
 * the signed PDF as it was issued, and the random verify token its QR code carries (kept, not only
 * its digest: the PDF stored beside it carries it anyway, and the citizen's and clerk's views show
 * the verify link again; decision 050). Revoking keeps the row and says when, by whom and why.
 */
export const certificates = pgTable('certificates', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  number: text('number').notNull().unique('certificates_number_key'),
  applicationId: uuid('application_id')
    .notNull()
    .unique('certificates_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  name: text('name').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  verifyToken: text('verify_token').notNull(),
  pdf: bytes('pdf').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  revokeReason: text('revoke_reason'),
});

export type CertificateRow = typeof certificates.$inferSelect;

/**
 * The receipt of a paid payment (decision 053): its number (a series of its own among the
 * certificates' counters) and verify token, given in the transaction that records the payment as
 * paid; its signed PDF, made at its first download and kept, so that every download is the same
 * file. Whether it verifies as paid or refunded is the payment's own status.
 */
export const receipts = pgTable('receipts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  number: text('number').notNull().unique('receipts_number_key'),
  paymentId: uuid('payment_id')
    .notNull()
    .unique('receipts_payment_key')
    .references(() => taxPayments.id, { onDelete: 'cascade' }),
  issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  verifyToken: text('verify_token').notNull(),
  pdf: bytes('pdf'),
});

export type ReceiptRow = typeof receipts.$inferSelect;

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
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    complaintId: text('complaint_id').notNull().unique('grievances_complaint_id_key'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: GRIEVANCE_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('Pending'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When its department was reminded, and when it was escalated (decision 081). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    /** What the admin search matches words in: the name, with its Latin key (migration 0023). */
    searchText: text('search_text').generatedAlwaysAs(sql.raw(`with_latin_key(lower("name"))`)),
    /** The photo (decision 085): its stored name in UPLOAD_DIR, re-encoded as JPEG without metadata. */
    photoPath: text('photo_path'),
    /** Where it is: a point (both or neither, in India), a ward of WARDS, a landmark. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ward: text('ward'),
    landmark: text('landmark'),
    /** The portal's form (and spec clients), or a service through Open311 (decision 086). */
    source: text('source', { enum: GRIEVANCE_SOURCES }).notNull().default('portal'),
    /** When it was last set Resolved: the start of the 7 days it may be reopened, and of the figures' days to resolve. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** When its submitter last reopened it, and how many times. */
    reopenedAt: timestamp('reopened_at', { withTimezone: true, mode: 'date' }),
    reopenCount: integer('reopen_count').notNull().default(0),
    /** The submitter's rating (1 to 5) and comment, given once after Resolved. */
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    /** The grievance a clerk marked this one a duplicate of. */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => grievances.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The admin list pages newest first (keyset on created_at, id), with or without a status
    // filter; names are searched by fragment through trigrams.
    index('grievances_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('grievances_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('grievances_search_text_trgm_idx').using('gin', sql`${table.searchText} public.gin_trgm_ops`),
    // The work queue: open grievances, oldest (due soonest) first.
    // (Descending like the others: read backwards it gives oldest first, as work-queue.ts orders.)
    index('grievances_open_created_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} in ('Pending', 'In Progress')`),
    index('grievances_owner_idx').on(table.ownerId),
    check('grievances_subject_check', sql`${table.subject} in (${sqlList(GRIEVANCE_SUBJECTS)})`),
    check('grievances_status_check', sql`${table.status} in (${sqlList(GRIEVANCE_STATUSES)})`),
    check('grievances_source_check', sql`${table.source} in (${sqlList(GRIEVANCE_SOURCES)})`),
    check(
      'grievances_point_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null) and (${table.latitude} is null or (${table.latitude} between ${sql.raw(String(INDIA_BOUNDS.south))} and ${sql.raw(String(INDIA_BOUNDS.north))} and ${table.longitude} between ${sql.raw(String(INDIA_BOUNDS.west))} and ${sql.raw(String(INDIA_BOUNDS.east))}))`,
    ),
    check('grievances_rating_check', sql`${table.rating} between ${sql.raw(String(RATING_MIN))} and ${sql.raw(String(RATING_MAX))}`),
    // Possible duplicates: open grievances of one subject, newest first (decision 085).
    index('grievances_subject_open_idx')
      .on(table.subject, table.createdAt.desc())
      .where(sql`${table.status} in ('Pending', 'In Progress')`),
    // An officer's ward, and the public figures by ward.
    index('grievances_ward_idx').on(table.ward),
    // A photo is served by its stored name (/uploads/{photoPath}), which is one grievance's.
    uniqueIndex('grievances_photo_path_key')
      .on(table.photoPath)
      .where(sql`${table.photoPath} is not null`),
  ],
);

export type GrievanceRow = typeof grievances.$inferSelect;

/** What a grievance's timeline entry records: a status set, an escalation (decision 081), or its submitter reopening it (decision 085). */
export const GRIEVANCE_EVENT_KINDS = ['status', 'escalated', 'reopened'] as const;

/** Every status a grievance was given, by whom and when. */
export const grievanceEvents = pgTable(
  'grievance_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    grievanceId: uuid('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull(),
    /**
     * `status`: a status was set; `escalated`: its due time passed undecided (decision 081), the status
     * unchanged; `reopened`: its submitter reopened it (back to Pending, `message` their reason; decision 085).
     */
    kind: text('kind', { enum: GRIEVANCE_EVENT_KINDS }).notNull().default('status'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The clerk's note, for the complaint's submitter only (decisions 048 and 065). */
    message: text('message'),
    /** A decline's reasons the clerk chose (decision 073): codes, worded in the reader's language. */
    reasonCodes: jsonb('reason_codes').$type<string[]>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('grievance_events_grievance_idx').on(table.grievanceId, table.at),
    check('grievance_events_status_check', sql`${table.status} in (${sqlList(GRIEVANCE_STATUSES)})`),
    check('grievance_events_kind_check', sql`${table.kind} in (${sqlList(GRIEVANCE_EVENT_KINDS)})`),
  ],
);

export type GrievanceEventRow = typeof grievanceEvents.$inferSelect;

/**
 * A citizen's appeal of a declined application, or of one not answered in its time (decision
 * 081): one open appeal per application, due `due_by`, decided by an admin with a note.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The citizen's words, as written, in either language. */
    reason: text('reason').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    dueBy: timestamp('due_by', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The officer's note on the decision, which the citizen reads. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appeals_open_application_key')
      .on(table.applicationId)
      .where(sql`${table.status} = 'open'`),
    index('appeals_application_idx').on(table.applicationId, table.createdAt),
    index('appeals_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    check('appeals_status_check', sql`${table.status} in (${sqlList(APPEAL_STATUSES)})`),
    check('appeals_reason_check', sql`char_length(${table.reason}) between 1 and 1000`),
  ],
);

export type AppealRow = typeof appeals.$inferSelect;

export { TAX_PAYMENT_STATUSES };
export type { TaxPaymentStatus };
export const TAX_PAYMENT_GATEWAYS = ['sandbox', 'razorpay'] as const;

/**
 * The municipality's register of what each property and connection owes (DESIGN section 11,
 * decision 075): one account per tax type and bill number (`propertyId`, `consumerNo`,
 * `connectionNo`, `pattaNo`), loaded from the office's own files. `numberKey` is the number as a
 * citizen's typing of it is matched: upper case, without spaces.
 */
export const registerAccounts = pgTable(
  'register_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    number: text('number').notNull(),
    numberKey: text('number_key').generatedAlwaysAs(sql`upper(regexp_replace(number, '[[:space:]]', '', 'g'))`),
    /** The payer's name as the register writes it; shown to the public only masked. */
    name: text('name'),
    /** The ward (or zone) the collection report groups by; null when the register names none. */
    ward: text('ward'),
    /** The row's other identifiers, by their spec names (the form is filled from them). */
    identifiers: jsonb('identifiers').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('register_accounts_type_number_key').on(table.type, table.numberKey),
    check('register_accounts_type_check', sql`${table.type} in (${sqlList(taxDefinitions.map((definition) => definition.slug))})`),
  ],
);

export type RegisterAccountRow = typeof registerAccounts.$inferSelect;

/**
 * One demand of a register account: a period's tax or a month's bill, due on `dueDate`. The key
 * is the period's first day (`periodStart`), so the same quarter of two years is two demands;
 * `period` is the spec's own value (`Apr-Jun`, `2025-2026`, `2026-10`). `billNo` is the bill's
 * number, given by the database in the order the register was loaded.
 */
export const registerDemands = pgTable(
  'register_demands',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    billNo: bigint('bill_no', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => registerAccounts.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('register_demands_account_period_key').on(table.accountId, table.periodStart),
    uniqueIndex('register_demands_bill_no_key').on(table.billNo),
    check('register_demands_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

export type RegisterDemandRow = typeof registerDemands.$inferSelect;

/**
 * Tax and bill payments (spec section 3, DESIGN section 7): one row per gateway order. Amounts
 * are integer paise, the late fee is the server's own; the identifiers are the normalised jsonb
 * object the shared schema validated. `reference` is the random TAX-XXXX-XXXX on the receipt.
 * A payment id is unique: one gateway payment can never pay two orders.
 */
export const taxPayments = pgTable(
  'tax_payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    reference: text('reference').notNull().unique('tax_payments_reference_key'),
    type: text('type').notNull(),
    identifiers: jsonb('identifiers').$type<Record<string, string>>().notNull(),
    period: text('period'),
    billMonth: text('bill_month'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    lateFeePaise: integer('late_fee_paise').notNull(),
    /** The early-payment incentive the server took off a register bill (decision 075); 0 otherwise. */
    rebatePaise: integer('rebate_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The register's demand this order pays; null for a bill the register does not hold (self-assessed). */
    demandId: uuid('demand_id').references(() => registerDemands.id, { onDelete: 'restrict' }),
    /** When the sweep last asked the gateway about this unpaid order (decision 076). */
    gatewayCheckedAt: timestamp('gateway_checked_at', { withTimezone: true, mode: 'date' }),
    paymentMethod: text('payment_method').notNull(),
    status: text('status', { enum: TAX_PAYMENT_STATUSES }).notNull().default('created'),
    gateway: text('gateway', { enum: TAX_PAYMENT_GATEWAYS }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique('tax_payments_gateway_order_id_key'),
    gatewayPaymentId: text('gateway_payment_id').unique('tax_payments_gateway_payment_id_key'),
    gatewayRefundId: text('gateway_refund_id'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** What the admin search matches words in: every identifier of the bill (names, numbers, addresses). */
    searchText: text('search_text').generatedAlwaysAs(
      searchTextExpression(
        'identifiers',
        taxDefinitions.map((definition) => ({ slug: definition.slug, fields: definition.identifiers })),
      ),
    ),
  },
  (table) => [
    // The admin list pages newest first (keyset on created_at, id), with or without a status
    // filter; the second also serves reconciliation of unpaid orders.
    index('tax_payments_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('tax_payments_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('tax_payments_owner_idx').on(table.ownerId),
    index('tax_payments_search_text_trgm_idx').using('gin', sql`${table.searchText} public.gin_trgm_ops`),
    check('tax_payments_type_check', sql`${table.type} in (${sqlList(taxDefinitions.map((definition) => definition.slug))})`),
    check('tax_payments_status_check', sql`${table.status} in (${sqlList(TAX_PAYMENT_STATUSES)})`),
    check('tax_payments_gateway_check', sql`${table.gateway} in (${sqlList(TAX_PAYMENT_GATEWAYS)})`),
    check('tax_payments_payment_method_check', sql`${table.paymentMethod} in (${sqlList(PAYMENT_METHODS.map((method) => method.value))})`),
    check(
      'tax_payments_amounts_check',
      sql`${table.amountPaise} >= 0 and ${table.lateFeePaise} >= 0 and ${table.rebatePaise} >= 0 and ${table.totalPaise} = ${table.amountPaise} + ${table.lateFeePaise} - ${table.rebatePaise}`,
    ),
    // One order of a register bill may be paid at a time, and a bill is paid once (decision 075).
    uniqueIndex('tax_payments_demand_open_key')
      .on(table.demandId)
      .where(sql`${table.status} in ('created', 'failed', 'paid')`),
    // Property and land are paid per period, the bills per month: exactly one of the two.
    check('tax_payments_period_check', sql`(${table.period} is null) <> (${table.billMonth} is null)`),
    // Paid, and later refunded, payments know their gateway payment; a refund its refund id.
    check(
      'tax_payments_paid_check',
      sql`${table.status} not in ('paid', 'refunded') or (${table.gatewayPaymentId} is not null and ${table.paidAt} is not null)`,
    ),
    check('tax_payments_refund_check', sql`${table.status} <> 'refunded' or ${table.gatewayRefundId} is not null`),
  ],
);

export type TaxPaymentRow = typeof taxPayments.$inferSelect;

/** Every status a payment was given, by whom (null: the citizen or the gateway) and when. */
export const taxPaymentEvents = pgTable(
  'tax_payment_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => taxPayments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TAX_PAYMENT_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The server's own English note (a gateway mismatch, a refund's id): never shown to the citizen. */
    note: text('note'),
    /** The clerk's reason, as written (decision 048). */
    message: text('message'),
    /** A decline's reasons the clerk chose (decision 073): codes, worded in the reader's language. */
    reasonCodes: jsonb('reason_codes').$type<string[]>(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('tax_payment_events_payment_idx').on(table.paymentId, table.at),
    check('tax_payment_events_status_check', sql`${table.status} in (${sqlList(TAX_PAYMENT_STATUSES)})`),
  ],
);

export type TaxPaymentEventRow = typeof taxPaymentEvents.$inferSelect;

export const SANDBOX_PAYMENT_STATUSES = ['captured', 'failed', 'refunded'] as const;

/**
 * The sandbox gateway's own books (PAYMENT_PROVIDER=sandbox): the payments its checkout made,
 * as Razorpay would hold them, so that verification and refunds ask "the gateway" exactly as
 * they ask Razorpay. Not linked to tax_payments by a foreign key: it is the other party.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: SANDBOX_PAYMENT_STATUSES }).notNull(),
    refundId: text('refund_id').unique('sandbox_payments_refund_id_key'),
    refundKey: text('refund_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('sandbox_payments_order_idx').on(table.orderId),
    check('sandbox_payments_status_check', sql`${table.status} in (${sqlList(SANDBOX_PAYMENT_STATUSES)})`),
  ],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/**
 * How many rows of each list are in each status, kept by the row trigger status_counts_follow()
 * on applications, grievances and tax_payments (functions.sql) so the dashboard's figures are a
 * read of a few hundred rows instead of a count of the lists. `list` is the application type,
 * 'grievances' or 'taxes'. A change adds +1/-1 to the `slot` of its transaction (counter_slot():
 * the transaction id modulo 16), so parallel writers rarely wait on the same row and one
 * transaction holds one row per list and status; the figure is the sum over the slots.
 */
export const statusCounts = pgTable(
  'status_counts',
  {
    list: text('list').notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'status_counts_pkey', columns: [table.list, table.status, table.slot] })],
);

/**
 * A change counter for everything the admin lists show (applications, their documents,
 * grievances, tax payments): the statement trigger list_changes_bump() (functions.sql) adds 1 to
 * the `slot` of the writing transaction (counter_slot()), in that transaction. The sum over the slots only grows, so an admin list built
 * in one snapshot stays the answer for as long as the sum read later is the same: the list cache
 * (decision 013) is exact across server processes, with one small read per request.
 */
export const listChanges = pgTable('list_changes', {
  slot: smallint('slot').primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull(),
});

/** `list`: a clerk's CSV export of a list (its target id is the export's own, its reference the list and filters). */
/** What an audit line is about; `staff`: an officer's account, made or changed on the staff page (decision 082). */
export const AUDIT_TARGET_TYPES = ['application', 'grievance', 'tax_payment', 'kiosk_link', 'list', 'register', 'staff'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Every admin action, written in the transaction of the change itself: who, what, on which
 * record, when, and the status before and after. The actor's username is copied so the line
 * still says who acted after the account is gone; the log is append-only.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetReference: text('target_reference').notNull(),
    beforeStatus: text('before_status'),
    afterStatus: text('after_status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.at),
    check('audit_log_target_type_check', sql`${table.targetType} in (${sqlList(AUDIT_TARGET_TYPES)})`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Failed sign-ins per account (`user:<id>`) or, for names no account has, per name
 * (`name:<lowercased>`), so that an unknown name locks exactly like a real one and the answer
 * never tells which accounts exist. A row is deleted by a successful sign-in.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
});

/**
 * Sessions ended by a logout (decision 018): the session id every token of one sign-in carries.
 * A logout ends that session only; a password change or a second-factor reset ends them all
 * through `users.tokens_valid_after`. A row is useless once its session would have expired, and
 * is deleted then.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('ended_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Where each session's renewal tokens stand (decision 037): a renewal token is used once, and
 * each renewal answers the next one. `generation` is the number the latest renewal token carries
 * (a sign-in's is 0, and has no row until its first renewal); `renewed_at` is when it was issued,
 * to the millisecond, so that a renewal sent twice at once gets the same answer within the grace.
 * A row is useless once the session's last token has run out (`expires_at`), and is deleted then.
 */
export const sessionRenewals = pgTable(
  'session_renewals',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('session_renewals_expires_idx').on(table.expiresAt)],
);

/**
 * The rate limits' windows when the server runs on PostgreSQL (decision 037), so that every
 * instance counts against one budget: per route and client (`POST /api/grievances user:<id>`,
 * `… ip:<address>`), the hits in the current window and when it ends. Windows that have ended are
 * deleted by later hits. UNLOGGED (set by hand in migration 0014): a crash may reset the counts,
 * and in exchange a hit commits without waiting for the write-ahead log to reach the disk.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_windows_ends_idx').on(table.endsAt)],
);

export const AUTH_EVENT_KINDS = [
  'sign_in_ok',
  'sign_in_failed',
  'sign_in_locked',
  'sign_in_totp_required',
  'logout',
  'renewal_reused',
  'register',
  'password_changed',
  'totp_enrol_started',
  'totp_enrolled',
  'totp_failed',
  'totp_reset',
  'admin_setup',
  'email_change_requested',
  'email_change_resent',
  'email_change_cancelled',
  'email_change_confirmed',
  'email_change_undone',
  'otp_requested',
  'otp_limited',
  'otp_send_failed',
  'otp_failed',
  'otp_sign_in_ok',
  'register_by_mobile',
  'mobile_verified',
] as const;
export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/**
 * Every authentication event (also written as a log line): what, whose account when known,
 * from which address. Never a password, a token or a code; no attempted names either (people
 * type their password into the name field).
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind', { enum: AUTH_EVENT_KINDS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_events_at_idx').on(table.at),
    index('auth_events_user_idx').on(table.userId, table.at),
    check('auth_events_kind_check', sql`${table.kind} in (${sqlList(AUTH_EVENT_KINDS)})`),
  ],
);

export type AuthEventRow = typeof authEvents.$inferSelect;

/** What a code sent by SMS proves (decision 080): a sign-in, a number added to an account, a new password. */
export const OTP_PURPOSES = ['sign_in', 'add_mobile', 'password_reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * One-time codes sent by SMS (decision 080): only the code's keyed digest (HMAC-SHA256, a key
 * derived from JWT_SECRET), never the code. The newest code of a number and purpose is the one
 * that works: until `expires_at`, with `failed_tries` below the limit, once (`used_at`). The rows
 * are also the record of what one number was sent: at most a few codes in a window, counted here
 * under a lock on the number, so every server instance counts the same. `user_id`: the account
 * the code is for (adding a number, a new password), null for a sign-in.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    mobile: text('mobile').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeDigest: text('code_digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('otp_codes_mobile_created_idx').on(table.mobile, table.createdAt),
    index('otp_codes_expires_idx').on(table.expiresAt),
    check('otp_codes_purpose_check', sql`${table.purpose} in (${sqlList(OTP_PURPOSES)})`),
  ],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/**
 * One-time kiosk links (issue 23, decision 047): a clerk creates one on the dashboard, and opening
 * it on a public tablet makes that tablet a kiosk without a clerk signing in there. Only the
 * code's SHA-256 is kept: the code itself is shown once, to the clerk. Used once (`used_at`), and
 * never after `expires_at`; `used_key` is the Idempotency-Key of the use, so the tablet's retry of
 * a use whose answer it lost is answered again instead of refused.
 */
export const kioskLinks = pgTable('kiosk_links', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  codeHash: text('code_hash').notNull().unique('kiosk_links_code_hash_key'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdByName: text('created_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  usedKey: text('used_key'),
});

export type KioskLinkRow = typeof kioskLinks.$inferSelect;
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_STATES = ['queued', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_RECORD_TYPES = ['application', 'grievance', 'tax_payment', 'account', 'contact_change'] as const;
export type MessageRecordType = (typeof MESSAGE_RECORD_TYPES)[number];

/**
 * Messages to citizens (issue 26, decision 051): written in the transaction of the change that
 * causes them, sent afterwards by the server's message worker. A row is claimed for sending by
 * setting `locked_until` (a lease): a server that dies while sending leaves a lease that runs
 * out, and another claim retries it. The text is rendered when the row is written, in the
 * recipient's language, so the row is what was (or will be) sent, except a secret made at send
 * time (a reset link), which only a placeholder stands for (decision 061); an SMS also keeps its
 * DLT template's name and variables, which the gateway is given instead of the text.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    event: text('event').notNull(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: languages }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The SMS template's variables in order (DLT: each at most 30 characters); empty for email. */
    variables: jsonb('variables')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recordType: text('record_type', { enum: MESSAGE_RECORD_TYPES }).notNull(),
    recordId: uuid('record_id').notNull(),
    state: text('state', { enum: MESSAGE_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The adapter that sent it (`smtp`, `msg91`, `log`), and the last failure's reason. */
    sentBy: text('sent_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // The worker's claim: queued rows whose time has come, oldest first.
    index('outbound_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'queued'`),
    index('outbound_messages_record_idx').on(table.recordType, table.recordId, table.createdAt),
    index('outbound_messages_created_idx').on(table.createdAt.desc(), table.id.desc()),
    // The per-recipient limit (decision 061): what one address or number was sent lately.
    index('outbound_messages_recipient_idx').on(table.recipient, table.channel, table.createdAt),
    check('outbound_messages_channel_check', sql`${table.channel} in (${sqlList(MESSAGE_CHANNELS)})`),
    check('outbound_messages_state_check', sql`${table.state} in (${sqlList(MESSAGE_STATES)})`),
    check('outbound_messages_record_type_check', sql`${table.recordType} in (${sqlList(MESSAGE_RECORD_TYPES)})`),
  ],
);

export type OutboundMessageRow = typeof outboundMessages.$inferSelect;

/**
 * Every mobile number the portal has texted (decision 061), as its ten digits: the short code of
 * its stop link (`/s/{code}`, in each SMS) and whether its owner stopped SMS (`stopped_at`, null
 * once undone). A stopped number gets no SMS queued; email is not affected.
 */
export const smsNumbers = pgTable(
  'sms_numbers',
  {
    mobile: text('mobile').primaryKey(),
    code: text('code').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sms_numbers_code_key').on(table.code)],
);

/**
 * Password reset links (issue 26): only the SHA-256 digest of the link's 256-bit token is kept.
 * A token is made when its email is sent (decision 061), used once (`used_at`) and only until
 * `expires_at` (30 minutes after it was sent).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenDigest: text('token_digest').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId), index('password_reset_tokens_expires_idx').on(table.expiresAt)],
);

/** What a contact change changes: the sign-in address (a mobile number used for sign-in joins it here). */
export const CONTACT_CHANGE_KINDS = ['email'] as const;
export type ContactChangeKind = (typeof CONTACT_CHANGE_KINDS)[number];
/**
 * `pending` until the new address confirms (`confirmed`); `cancelled` by the account or by a newer
 * request; `undone` by the old address's way back; `void` when an earlier change was undone (its
 * links stop working, so the later holder of the account cannot undo the way back).
 */
export const CONTACT_CHANGE_STATES = ['pending', 'confirmed', 'cancelled', 'undone', 'void'] as const;
export type ContactChangeState = (typeof CONTACT_CHANGE_STATES)[number];

/**
 * A change of the account's sign-in address, asked for with the current password. The account
 * keeps its old value until the new one confirms; the old one is told and given a way back.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_CHANGE_KINDS }).notNull(),
    /** Null: the account had none (one made with a mobile number): no one to tell, no way back. */
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    state: text('state', { enum: CONTACT_CHANGE_STATES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it left `pending`, and when it was undone or made void. */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('contact_changes_user_idx').on(table.userId, table.createdAt),
    // One change of a kind waits at a time: a newer request cancels the older in its transaction.
    uniqueIndex('contact_changes_pending_key')
      .on(table.userId, table.kind)
      .where(sql`${table.state} = 'pending'`),
    check('contact_changes_kind_check', sql`${table.kind} in (${sqlList(CONTACT_CHANGE_KINDS)})`),
    check('contact_changes_state_check', sql`${table.state} in (${sqlList(CONTACT_CHANGE_STATES)})`),
  ],
);

export type ContactChangeRow = typeof contactChanges.$inferSelect;

/** `confirm`: the link to the new address; `undo`: the way back, to the old one. */
export const CONTACT_CHANGE_LINKS = ['confirm', 'undo'] as const;
export type ContactChangeLink = (typeof CONTACT_CHANGE_LINKS)[number];

/**
 * The one-time links of contact changes, minted when their message is sent: only the SHA-256
 * digest of the 256-bit token is kept (as password_reset_tokens). Used once, never after `expires_at`.
 */
export const contactChangeTokens = pgTable(
  'contact_change_tokens',
  {
    tokenDigest: text('token_digest').primaryKey(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => contactChanges.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONTACT_CHANGE_LINKS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_change_tokens_change_idx').on(table.changeId),
    index('contact_change_tokens_expires_idx').on(table.expiresAt),
    check('contact_change_tokens_purpose_check', sql`${table.purpose} in (${sqlList(CONTACT_CHANGE_LINKS)})`),
  ],
);

/**
 * Durable timers on PGlite (decision 083): what is due when, by name and key (`escalate`,
 * `application:<id>`). One server per DATA_DIR claims and runs them; on PostgreSQL pg-boss keeps
 * its own jobs instead and this table stays empty.
 */
export const timers = pgTable(
  'timers',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Claimed by a run until then; a run that died leaves it to the next after it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.name, table.key] }), index('timers_due_idx').on(table.dueAt)],
);

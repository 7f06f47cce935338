import type errorTexts from './error-texts.en';

/*
 * The stable codes of the server's error answers (decisions 036, 070). Every 4xx and 5xx body is
 * `{ error, code, values?, fields?, fieldCodes? }`: `code` says which message it is, whatever the
 * language; `error` is its text in the request's language (Accept-Language, else the account's,
 * else English, the spec's words), from one catalogue keyed by these codes:
 * error-texts.pot (English) and error-texts.ta.po (Tamil).
 *
 * A new error: add its code here and its text to both catalogue files (a dotted code is a nested
 * key), then throw it by its code (`conflict('tax.already_refunded')`, with `{ values }` when its
 * text names one). tests/unit/shared/error-texts.test.ts fails on a code without its text.
 */
export const ERROR_CODES = [
  // Any route
  'internal',
  'not_found',
  'bad_request',
  'invalid_json',
  'empty_json',
  'unsupported_media_type',
  'body_too_large',
  'rate_limited',
  'busy',
  'request_timeout',
  'validation_failed',
  'body_not_object',
  'unknown_field',
  'health.database_unreachable',
  'idempotency.key_invalid',
  'idempotency.key_reused',
  'idempotency.still_running',
  // Accounts and sessions
  'auth.username_taken',
  'auth.email_taken',
  'auth.invalid_credentials',
  'auth.sign_in_required',
  'auth.session_expired',
  'auth.session_invalid',
  'auth.session_ended',
  'auth.renewal_reused',
  'auth.admin_required',
  'auth.citizen_required',
  'auth.setup_completed',
  'auth.setup_key_wrong',
  'auth.password_too_common',
  'auth.current_password_wrong',
  'auth.locked_out',
  'auth.totp_code_wrong',
  'auth.totp_challenge_expired',
  'auth.totp_already_on',
  'auth.totp_not_started',
  'auth.totp_reset_self',
  'auth.totp_reset_unknown',
  'auth.reset_link_invalid',
  'auth.current_password_required',
  'auth.email_link_invalid',
  'auth.email_change_none',
  'auth.email_restore_taken',
  // Signing in with a mobile number (decision 080)
  'auth.mobile_taken',
  'auth.mobile_required',
  'auth.password_not_set',
  'otp.wrong_code',
  'otp.expired',
  'otp.used_up',
  'otp.too_many_codes',
  // Certificates
  'certificate.multipart_expected',
  'certificate.json_expected',
  'certificate.upload_too_large',
  'certificate.file_too_large',
  'certificate.too_many_parts',
  'certificate.field_repeated',
  'certificate.upload_unreadable',
  'certificate.not_found',
  'certificate.already_decided',
  'certificate.document_link_invalid',
  'certificate.document_link_expired',
  'certificate.track_not_found',
  // Kiosk links (decision 047)
  'kiosk.link_not_found',
  'kiosk.link_used',
  'kiosk.link_expired',
  'certificate.not_issued',
  'certificate.already_revoked',
  'certificate.revoked',
  'certificate.changed',
  'verify.not_found',
  // Stopping SMS from the message (decision 061)
  'sms.stop_not_found',
  'certificate.not_returned',
  'certificate.field_not_returned',
  // Appeals (decision 084)
  'appeal.not_allowed',
  'appeal.already_open',
  'appeal.already_appealed',
  'appeal.not_found',
  'appeal.already_decided',
  'appeal.application_decided',
  // Taxes and payments
  'tax.unknown_type',
  'tax.total_too_small',
  'tax.not_found',
  'tax.not_paid',
  'tax.already_refunded',
  'tax.refund_only_paid',
  'tax.receipt_refunded',
  'tax.changed',
  'tax.cancel_paid',
  'tax.not_cancellable',
  'tax.order_expired',
  // Bills from the register (decision 075)
  'bill.not_found',
  'tax.amount_not_due',
  'tax.already_paid',
  'tax.payment_in_progress',
  // A payment captured while the phone lost signal (decision 076)
  'tax.paid_by_another',
  'payment.webhook_off',
  'payment.webhook_signature',
  // Loading the register (decision 077)
  'register.unknown_type',
  'register.not_csv',
  'register.file_too_large',
  'register.dry_run_invalid',
  'register.rows_invalid',
  'payment.order_not_found',
  'payment.order_not_payable',
  'payment.failed',
  'payment.gateway_unreachable',
  'payment.gateway_refused',
  'payment.gateway_unexpected',
  'payment.busy',
  // Grievances
  'grievance.complaint_not_found',
  'grievance.not_found',
  'grievance.already_final',
  'grievance.already_set',
  'grievance.changed',
  'grievance.photo_type',
  'grievance.photo_too_many_pixels',
  'grievance.photo_unreadable',
  'grievance.not_resolved',
  'grievance.reopen_closed',
  'grievance.already_rated',
  'grievance.duplicate_self',
  'grievance.duplicate_not_found',
  // The admin dashboard's lists
  'admin.list_invalid',
  'admin.audit_invalid',
  'admin.collection_invalid',
  'admin.figures_invalid',
  'admin.export_not_found',
  'admin.messages_invalid',
  'admin.messages_record_invalid',
  'admin.message_not_found',
  // The public dashboard's figures (decision 087)
  'public.stats_invalid',
  // The citizen's own requests
  'me.list_invalid',
  // Officers, departments and wards (decision 082)
  'staff.outside_scope',
  'staff.not_found',
  // Open311 GeoReport v2 (decision 086): answered as its `[{ code, description }]`
  'open311.api_key_invalid',
  'open311.location_required',
  'open311.query_invalid',
  'open311.not_found',
  'open311.format_unsupported',
  'open311.form_expected',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The catalogue's text of `code`: `auth.locked_out` is `auth: { locked_out }`. */
type TextOf<Texts, Code extends string> = Code extends `${infer Area}.${infer Rest}`
  ? Area extends keyof Texts
    ? TextOf<Texts[Area], Rest>
    : never
  : Code extends keyof Texts
    ? Texts[Code]
    : never;

/**
 * The values an answer carries (`values`) when its text names one, as the catalogue's English
 * names them, so that every language can name them too. Every other code is sent without values.
 */
export type ErrorValues = {
  [C in ErrorCode as TextOf<typeof errorTexts, C> extends string ? never : C]: TextOf<typeof errorTexts, C> extends (
    values: infer Values,
  ) => string
    ? Values
    : never;
};

/**
 * The codes of field errors (`fieldCodes`, beside `fields`): for the shared Yup schemas the name
 * of the failing test (`required` for a missing or null value), for the server's own checks of
 * files, accounts and list parameters the names below.
 */
export const FIELD_CODES = [
  // Yup's own tests
  'required',
  'typeError',
  'min',
  'max',
  'length',
  'matches',
  'email',
  'oneOf',
  'notOneOf',
  'noUnknown',
  'integer',
  // Tests the shared schemas name
  'option',
  'date',
  'not-future',
  'amount',
  'aadhaar',
  'phone',
  'month',
  'step',
  'subject',
  // The server's own checks
  'notAccepted',
  'repeated',
  'taken',
  'wrong',
  'common',
  'self',
  'tooMany',
  'tooLarge',
  'wrongType',
  'empty',
  'unknown',
  'limit',
  'searchLength',
  'only',
  'status',
  'cursor',
  'notReturned',
  'overdue',
  // The grievance's place (grievance-place.ts)
  'in-india',
  'listed',
  // Any text field: a NUL or half of a surrogate pair (http/well-formed-text.ts)
  'invalidCharacter',
] as const;

export type FieldCode = (typeof FIELD_CODES)[number];

/** A code per field, beside its English message in `fields`. */
export type FieldCodes = Record<string, string>;

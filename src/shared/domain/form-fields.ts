import type { Option } from './common/options';

/**
 * What a field holds, which decides its control and the keyboard a phone shows. Certificate
 * fields use the first eight (their `FieldKind`); taxes, grievances and accounts add the rest.
 * `date` is a day that has happened (a birth, a death); `due-date` may lie on either side of today.
 */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'date'
  | 'select'
  | 'amount'
  | 'aadhaar'
  | 'phone'
  | 'email'
  | 'due-date'
  | 'month'
  | 'ward'
  | 'username'
  | 'password'
  | 'new-password'
  | 'secret'
  | 'one-time-code';

/** One field of a form as data: every form is a list of these, rendered by the one form engine. */
export interface FormFieldDefinition {
  /** The contract name: form field, API field and stored key. */
  name: string;
  label: string;
  kind: InputKind;
  required: boolean;
  options?: readonly Option[];
  hint?: string;
  /** Where a kind's usual limit does not fit the server's rule for this field. */
  maxLength?: number;
  autoComplete?: string;
}

/** Where a form's submission goes and how its body is sent: what the online submit and the outbox share. */
export interface SubmissionTarget {
  apiPath: string;
  /** JSON for forms without uploads; multipart with every file for the others. */
  transport: 'json' | 'multipart';
  /** The uploads, in the order their files are sent. */
  files: readonly { name: string }[];
  timeoutMs?: number;
}

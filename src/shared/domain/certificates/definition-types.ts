import type { Option } from '../common/options';
import type { Department } from '../staff/departments';

/**
 * A certificate type described as data: the form, the schema, the stored record, the admin
 * table and the document viewer are all derived from one of these (DESIGN section 3).
 */
export type FieldKind = 'text' | 'textarea' | 'date' | 'select' | 'amount' | 'aadhaar' | 'phone' | 'email';

export interface FieldDefinition {
  /** The contract name of spec section 3 (form field, API field and stored key). */
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly Option[];
  /** The message when a required field is empty; defaults to "<label> is required". */
  requiredMessage?: string;
  /** The message when a strictly checked value (Aadhaar, phone, email) is malformed. */
  invalidMessage?: string;
  hint?: string;
}

/** What an upload may be: spec section 9 (jpg, jpeg, png, pdf; some forms any image and pdf). */
export type AcceptedFiles = 'jpg-png-pdf' | 'image-or-pdf';

export interface FileFieldDefinition {
  name: string;
  label: string;
  required: boolean;
  multiple: boolean;
  accept: AcceptedFiles;
  /** Per-file limit in bytes. */
  maxBytes: number;
  /** The key of the stored record that names the file(s): `birthProofPath` and so on. */
  storedAs: string;
  requiredMessage?: string;
}

/** How a form words a failed submission (spec section 8). */
export type SubmitErrorStyle = 'birth' | 'community' | 'generic';

/**
 * What the certificate issued on acceptance says (decision 050), in English: its Tamil is
 * certificate-names-texts.ta.po's, as the fields' is.
 */
export interface IssuedCertificate {
  title: string;
  /**
   * The fields whose values it states, each under the field's label, in the order printed; the
   * first names the person.
   */
  facts: readonly string[];
}

export interface CertificateDefinition {
  /** Route segment under /certificates, the admin API's {type} segment and the stored `type`. */
  slug: string;
  /** The department whose officers see and decide this type (decision 081). */
  department: Extract<Department, 'registration' | 'revenue'>;
  /** The key of this type's array in GET /api/admin/list. */
  listKey: string;
  /** The first part of a reference such as BIR-7K3M-9QXD: three letters, one type's alone. */
  referencePrefix: string;
  /** Where the admin dashboard shows this type's table: ascending, before grievances and taxes. */
  adminOrder: number;
  title: string;
  /** The form's heading. */
  formTitle: string;
  summary: string;
  apiPath: string;
  /** Death is sent as JSON (it has no uploads); the rest as multipart with their files. */
  transport: 'json' | 'multipart';
  /** Birth and community check Aadhaar, phone and email strictly; the rest only require fields. */
  strictChecks: boolean;
  /** The field that names the person the application is about (admin rows). */
  applicantField: string;
  /**
   * The phone field whose number, with the reference, lets an applicant without an account track
   * the application (GET /api/applications/track); null for a type that asks for none, which
   * then cannot be tracked that way (decision 043).
   */
  mobileField: string | null;
  /**
   * The service time: calendar days from submission within which the office answers (the
   * citizen's "due by"). Each municipality may set its own with CERTIFICATE_SERVICE_DAYS.
   */
  serviceDays: number;
  /** Birth and community answer `applicationId` as well as `id`. */
  answersApplicationId: boolean;
  submitErrorStyle: SubmitErrorStyle;
  /** Income shows the chosen file's name under each upload. */
  showsFileNames: boolean;
  fields: readonly FieldDefinition[];
  files: readonly FileFieldDefinition[];
  certificate: IssuedCertificate;
}

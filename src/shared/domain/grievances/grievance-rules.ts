import { object, string } from 'yup';
import type { InferType } from 'yup';
import { EMAIL_PATTERN } from '../../validation/patterns';
import { normalizeTypedText } from '../../validation/typed-text';

/** Spec section 9: what a grievance can be about. */
export const GRIEVANCE_SUBJECTS = ['gas', 'water', 'electricity', 'cleanliness'] as const;
export type GrievanceSubject = (typeof GRIEVANCE_SUBJECTS)[number];

export const grievanceSubjectLabels: Record<GrievanceSubject, string> = {
  gas: 'Gas',
  water: 'Water',
  electricity: 'Electricity',
  cleanliness: 'Cleanliness',
};

/**
 * Spec section 5 (grievance), word for word, including the full stops: what the server says. A
 * page in another language passes its own object of this type.
 */
export const grievanceMessages = {
  required: 'Please fill in all required fields.',
  email: 'Please enter a valid email address.',
  subject: 'Please choose a subject: gas, water, electricity or cleanliness.',
  trackRequired: 'Please enter a complaint ID.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notText: (label: string) => `${label} must be text`,
};
export type GrievanceMessages = typeof grievanceMessages;

export const GRIEVANCE_NAME_MAX = 100;
export const GRIEVANCE_EMAIL_MAX = 254;
export const GRIEVANCE_MESSAGE_MAX = 2000;

/** The grievance's fields by name, with the English label its messages name them by. */
export type GrievanceFieldName = 'name' | 'email' | 'subject' | 'message';
const grievanceLabels: Record<GrievanceFieldName, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

/** The messages, and the name a message gives each field. */
export interface GrievanceSchemaTexts {
  messages: GrievanceMessages;
  label: (field: { name: GrievanceFieldName; label: string }) => string;
}

const english: GrievanceSchemaTexts = { messages: grievanceMessages, label: (field) => field.label };

/** The grievance body of spec section 3: built in English for the server, in a page's language for it. */
export function buildGrievanceSchema({ messages, label: labelOf }: GrievanceSchemaTexts = english) {
  const label = (name: GrievanceFieldName) => labelOf({ name, label: grievanceLabels[name] });
  const text = (name: GrievanceFieldName) =>
    string()
      .typeError(messages.notText(label(name)))
      .required(messages.required);
  return object({
    name: text('name').max(GRIEVANCE_NAME_MAX, messages.tooLong(label('name'), GRIEVANCE_NAME_MAX)),
    email: text('email').max(GRIEVANCE_EMAIL_MAX, messages.email).matches(EMAIL_PATTERN, messages.email),
    subject: string<GrievanceSubject>()
      .typeError(messages.notText(label('subject')))
      .required(messages.required)
      // An empty subject is a missing field (the message above), not a wrong choice.
      .test('subject', messages.subject, (value) => !value || (GRIEVANCE_SUBJECTS as readonly string[]).includes(value)),
    message: text('message').max(GRIEVANCE_MESSAGE_MAX, messages.tooLong(label('message'), GRIEVANCE_MESSAGE_MAX)),
  });
}

export const grievanceSchema = buildGrievanceSchema();
export type GrievanceInput = InferType<typeof grievanceSchema>;

/** Each text as typed text is stored (normalizeTypedText); a person's stray spaces are not an error. */
export function normalizeGrievance(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? normalizeTypedText(value) : value]),
  );
}

/** The statuses a clerk sets (spec section 4 names Resolved and Declined; In Progress is the step between). */
export const GRIEVANCE_STATUSES = ['Pending', 'In Progress', 'Resolved', 'Declined'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** Decisions that end a grievance: no further change is accepted. */
export const FINAL_GRIEVANCE_STATUSES: readonly GrievanceStatus[] = ['Resolved', 'Declined'];

/**
 * Spec section 4, complaint status display: text containing 'resolved' is Resolved, 'progress'
 * In Progress, anything else (or nothing) Pending; Declined is shown as such.
 */
export function complaintStatusLabel(status: string | null | undefined): GrievanceStatus {
  const text = (status ?? '').toLowerCase();
  if (text.includes('resolved')) return 'Resolved';
  if (text.includes('declined')) return 'Declined';
  if (text.includes('progress')) return 'In Progress';
  return 'Pending';
}

/**
 * Complaint IDs: GRV- and two groups of four from an alphabet without 0/O and 1/I, so one can
 * be read out over the phone and typed on a keypad: 32^8 = 2^40 possibilities.
 */
export const COMPLAINT_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const COMPLAINT_ID_PATTERN = /^GRV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** What a person typed, made comparable: case and surrounding spaces do not matter. */
export function normalizeComplaintId(input: string): string {
  return input.trim().toUpperCase();
}

import { object, string } from 'yup';
import type { InferType } from 'yup';
import { EMAIL_PATTERN } from '../../validation/patterns';

/** Spec section 9: what a grievance can be about. */
export const GRIEVANCE_SUBJECTS = ['gas', 'water', 'electricity', 'cleanliness'] as const;
export type GrievanceSubject = (typeof GRIEVANCE_SUBJECTS)[number];

export const grievanceSubjectLabels: Record<GrievanceSubject, string> = {
  gas: 'Gas',
  water: 'Water',
  electricity: 'Electricity',
  cleanliness: 'Cleanliness',
};

/** Spec section 5 (grievance), word for word, including the full stops. */
export const grievanceMessages = {
  required: 'Please fill in all required fields.',
  email: 'Please enter a valid email address.',
  subject: 'Please choose a subject: gas, water, electricity or cleanliness.',
  trackRequired: 'Please enter a complaint ID.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

export const GRIEVANCE_NAME_MAX = 100;
export const GRIEVANCE_EMAIL_MAX = 254;
export const GRIEVANCE_MESSAGE_MAX = 2000;

const text = (label: string) => string().typeError(`${label} must be text`).required(grievanceMessages.required);

export const grievanceSchema = object({
  name: text('Name').max(GRIEVANCE_NAME_MAX, grievanceMessages.tooLong('Name', GRIEVANCE_NAME_MAX)),
  email: text('Email')
    .max(GRIEVANCE_EMAIL_MAX, grievanceMessages.email)
    .matches(EMAIL_PATTERN, grievanceMessages.email),
  subject: string<GrievanceSubject>()
    .typeError('Subject must be text')
    .required(grievanceMessages.required)
    // An empty subject is a missing field (the message above), not a wrong choice.
    .test('subject', grievanceMessages.subject, (value) => !value || (GRIEVANCE_SUBJECTS as readonly string[]).includes(value)),
  message: text('Message').max(GRIEVANCE_MESSAGE_MAX, grievanceMessages.tooLong('Message', GRIEVANCE_MESSAGE_MAX)),
});
export type GrievanceInput = InferType<typeof grievanceSchema>;

/** Trimmed text; a person's stray spaces are not an error. */
export function normalizeGrievance(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
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

import { grievanceForm } from '../../../shared/domain/grievances/grievance-form';
import { GRIEVANCE_STATUSES, grievanceMessages, grievanceSubjectLabels } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceFieldName, GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';

/*
 * The grievances page: the submit form (its labels and subjects are the form definition's, the
 * spec's words, read from it so that there is one English), the tracker and the statuses it shows.
 * Spec sections 2, 5 and 8; grievance-texts.ta.ts has the same keys in Tamil.
 */
const grievanceTexts = {
  title: 'Grievances',
  intro: 'Report a problem with gas, water, electricity or cleanliness, and follow it with your complaint ID.',
  submit: {
    title: 'Submit a Grievance',
    formLabel: grievanceForm.formTitle as string,
    fields: Object.fromEntries(grievanceForm.fields.map((field) => [field.name, field.label])) as Record<GrievanceFieldName, string>,
    subjects: { ...grievanceSubjectLabels },
    button: 'Submit Grievance',
    busy: 'Submitting...',
    submitted: 'Grievance submitted successfully! Your complaint ID: ',
    copy: 'Copy complaint ID',
    copied: 'Copied',
    /** What the outbox lists while the grievance waits there. */
    queuedTitle: (subject: string, name: string) => `Grievance about ${subject} — ${name}`,
  },
  track: {
    title: 'Track a Complaint',
    formLabel: 'Track a complaint',
    complaintId: 'Complaint ID',
    hint: 'As given when you submitted it, for example GRV-7K3M-9QXD.',
    button: 'Track Complaint',
    busy: 'Checking...',
    complaint: 'Complaint',
    /** `date`: written out in the page's language (formatLongDate). */
    lastChange: (date: string) => `Last changed on ${date}.`,
    /** Under the tracker: where a certificate application is followed instead. */
    applicationBefore: 'Following a certificate application? ',
    applicationLink: 'Track an application',
    statuses: Object.fromEntries(GRIEVANCE_STATUSES.map((status) => [status, status])) as Record<GrievanceStatus, string>,
  },
  /** Spec section 8: the grievance submit and track messages. */
  failures: {
    timeout: 'Request timeout. Please check your connection and try again.',
    network: 'Network error. Please check your connection and try again.',
    submitFailed: 'Error submitting grievance. Please try again.',
    trackFailed: 'Error tracking complaint. Please try again.',
    notFound: 'Complaint ID not found. Please check the ID and try again.',
    server: (error: string) => `Error: ${error}`,
    serverUnknown: 'Server error',
  },
  /** The grievance's validation messages (the server's, in English). */
  messages: grievanceMessages,
};

export type GrievanceTexts = typeof grievanceTexts;
export default grievanceTexts;

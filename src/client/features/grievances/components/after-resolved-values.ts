import type { ComplaintStatus } from '../../../../shared/api/submissions/grievance-types';
import { feedbackSchema, reopenSchema } from '../../../../shared/domain/grievances/grievance-place';
import type { GrievancePlaceTexts } from '../../../../shared/domain/grievances/grievance-place';
import { complaintStatusLabel, normalizeGrievance } from '../../../../shared/domain/grievances/grievance-rules';
import type { FieldErrors } from '../../../../shared/validation/validate';
import { validateWithSchema } from '../../../ui/form/schema-validation';

/**
 * Who must say which email the complaint was sent with: anyone on the tracker; nobody on a signed-in
 * owner's own page; on the tracker while signed in, only whoever sent it without this account.
 */
export type EmailAsked = 'required' | 'optional' | 'none';

/** What a tracked complaint's submitter may do now (decision 085): reopen it, rate it, both or neither. */
export function allowedAfterResolved(answer: ComplaintStatus): { reopen: boolean; rate: boolean } {
  return {
    reopen: typeof answer.reopenUntil === 'string',
    rate: complaintStatusLabel(answer.status) === 'Resolved' && answer.rated === false,
  };
}

/**
 * The forms' fields carry their own names (the grievance form beside them has an Email field of its
 * own, and ids are by name); the server's field errors name the contract's `email`.
 */
export const REOPEN_EMAIL = 'reopenEmail';
export const FEEDBACK_EMAIL = 'feedbackEmail';

export type ReopenValues = { reopenEmail: string; reason: string };
export type FeedbackValues = { feedbackEmail: string; rating: string; comment: string };

function emailErrors(email: string, asked: EmailAsked, field: string, texts: GrievancePlaceTexts, errors: FieldErrors): FieldErrors {
  const { email: emailError, ...rest } = errors;
  if (asked === 'required' && email === '') return { [field]: texts.email, ...rest };
  return emailError ? { [field]: emailError, ...rest } : rest;
}

/** The reopening as it is sent: trimmed, the email only when asked and given. */
export function reopenBody(values: ReopenValues, asked: EmailAsked) {
  const text = normalizeGrievance(values) as ReopenValues;
  return { email: asked === 'none' ? '' : text.reopenEmail, reason: text.reason };
}

export async function validateReopen(values: ReopenValues, asked: EmailAsked, texts: GrievancePlaceTexts): Promise<FieldErrors> {
  const body = reopenBody(values, asked);
  const errors = await validateWithSchema(reopenSchema(texts), { ...(body.email ? { email: body.email } : {}), reason: body.reason });
  return emailErrors(body.email, asked, REOPEN_EMAIL, texts, errors);
}

/** The rating as it is sent: a number from 1 to 5 (NaN when none is chosen), the comment trimmed. */
export function feedbackBody(values: FeedbackValues, asked: EmailAsked) {
  const text = normalizeGrievance(values) as FeedbackValues;
  return {
    email: asked === 'none' ? '' : text.feedbackEmail,
    rating: text.rating === '' ? Number.NaN : Number(text.rating),
    comment: text.comment,
  };
}

export async function validateFeedback(values: FeedbackValues, asked: EmailAsked, texts: GrievancePlaceTexts): Promise<FieldErrors> {
  const body = feedbackBody(values, asked);
  const errors = await validateWithSchema(feedbackSchema(texts), {
    ...(body.email ? { email: body.email } : {}),
    ...(Number.isNaN(body.rating) ? {} : { rating: body.rating }),
    ...(body.comment ? { comment: body.comment } : {}),
  });
  return emailErrors(body.email, asked, FEEDBACK_EMAIL, texts, errors);
}

/** The server's field errors on the page's fields: its `email` is the form's own email field. */
export function onFormFields(fields: Record<string, string>, emailField: string): Record<string, string> {
  const { email, ...rest } = fields;
  return email ? { ...rest, [emailField]: email } : rest;
}

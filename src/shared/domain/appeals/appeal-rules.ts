import { object, string } from 'yup';

/**
 * A citizen's appeal of an application (decision 084): a reason in their own words, in either
 * language, and the officer's decision on it with a note the citizen reads.
 */
export const APPEAL_REASON_MAX = 1000;
export const APPEAL_NOTE_MAX = 1000;

/** Without a configured service time for appeals, an appeal is due this many days after it is made. */
export const APPEAL_DAYS_DEFAULT = 30;

export const APPEAL_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_OUTCOMES = ['upheld', 'dismissed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Why an application may be appealed now: it was declined, or its answer is late. */
export type AppealGround = 'declined' | 'overdue';

export const appealTexts = {
  reasonRequired: 'Write why you appeal.',
  reasonTooLong: `Write at most ${APPEAL_REASON_MAX} characters.`,
  noteRequired: 'Write why the appeal is dismissed: the citizen reads it.',
  noteTooLong: `Write at most ${APPEAL_NOTE_MAX} characters.`,
} as const;

/** POST /api/me/applications/{type}/{id}/appeal: `{ reason }`, 1 to 1,000 characters with something besides spaces. */
export const appealBodySchema = object({
  reason: string()
    .required(appealTexts.reasonRequired)
    .matches(/\S/, appealTexts.reasonRequired)
    .max(APPEAL_REASON_MAX, appealTexts.reasonTooLong),
});

/** POST /api/admin/appeals/{id}/decide: `{ outcome, note }`; a dismissal says why. */
export const appealDecisionBodySchema = object({
  outcome: string().required().oneOf(APPEAL_OUTCOMES),
  note: string()
    .max(APPEAL_NOTE_MAX, appealTexts.noteTooLong)
    .when('outcome', ([outcome]: unknown[], note) =>
      outcome === 'dismissed' ? note.required(appealTexts.noteRequired).matches(/\S/, appealTexts.noteRequired) : note,
    ),
});

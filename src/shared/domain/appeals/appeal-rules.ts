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

/** The messages of the appeal's checks: English on the server, the page's language on the citizen's form. */
export interface AppealReasonTexts {
  reasonRequired: string;
  reasonTooLong: string;
}

const englishReasonTexts: AppealReasonTexts = {
  reasonRequired: 'Write why you appeal.',
  reasonTooLong: `Write at most ${APPEAL_REASON_MAX} characters.`,
};

const decisionTexts = {
  noteRequired: 'Write why the appeal is dismissed: the citizen reads it.',
  noteTooLong: `Write at most ${APPEAL_NOTE_MAX} characters.`,
} as const;

/** POST /api/me/applications/{type}/{id}/appeal: `{ reason }`, up to APPEAL_REASON_MAX characters with something besides spaces. */
export function appealSchema(texts: AppealReasonTexts = englishReasonTexts) {
  return object({
    reason: string().required(texts.reasonRequired).matches(/\S/, texts.reasonRequired).max(APPEAL_REASON_MAX, texts.reasonTooLong),
  });
}

export const appealBodySchema = appealSchema();

/** POST /api/admin/appeals/{id}/decide: `{ outcome, note }`; a dismissal says why. */
export const appealDecisionBodySchema = object({
  outcome: string().required().oneOf(APPEAL_OUTCOMES),
  note: string()
    .max(APPEAL_NOTE_MAX, decisionTexts.noteTooLong)
    .when('outcome', ([outcome]: unknown[], note) =>
      outcome === 'dismissed' ? note.required(decisionTexts.noteRequired).matches(/\S/, decisionTexts.noteRequired) : note,
    ),
});

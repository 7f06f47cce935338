import type { ClerkGrievanceStatus } from '../../../../shared/api/admin-types';
import type { Language } from '../../../../shared/i18n/languages';
import { adminTexts } from '../admin-texts';
import type { Question } from './reason-dialog';
import { grievanceStatusButton, statusWord } from './server-words';

/*
 * What a clerk is asked before a decision that issues a document or tells the citizen something:
 * the same question in a list's row and on the record's own page. `reader`: the language the
 * citizen reads, where the page knows it, which the question names (decision 073).
 */

type Send = Question['send'];

/** Accepting issues the signed certificate: asked first, with an optional note for the applicant. */
export function acceptQuestion(reference: string, send: Send, reader?: Language): Question {
  const t = adminTexts.get().decisions;
  return { question: t.acceptQuestion({ reference }), confirmLabel: t.acceptConfirm, reader, send };
}

/** Declining asks why, from the short list of reasons; the applicant reads it. */
export function declineQuestion(reference: string, send: Send, reader?: Language): Question {
  const t = adminTexts.get().decisions;
  return {
    question: t.declineQuestion({ reference }),
    consequence: t.declineConsequence,
    reasons: 'certificate',
    confirmLabel: t.declineConfirm,
    reader,
    send,
  };
}

/** Every status a clerk sets on a grievance is asked first: Declined with a reason, the others with an optional note. */
export function grievanceStatusQuestion(complaintId: string, status: ClerkGrievanceStatus, send: Send, reader?: Language): Question {
  const t = adminTexts.get();
  return {
    question: t.decisions.grievanceQuestion({ complaintId, status: statusWord(status) }),
    consequence: t.decisions.grievanceConsequence,
    ...(status === 'Declined' ? { reasons: 'grievance' as const } : {}),
    confirmLabel: grievanceStatusButton(status),
    reader,
    send,
  };
}

import { array, string } from 'yup';
import type reasonTexts from './clerk-reason-texts.en';

/*
 * The reasons a clerk chooses from (decision 073): codes in the request and in the record, worded
 * in the reader's language from one catalogue (clerk-reason-texts.pot and .ta.po) wherever they are
 * shown: the citizen's pages, the messages sent, the clerk's own pages. The clerk's own words go
 * beside them as written.
 */
export type ReasonTexts = typeof reasonTexts;

/** What a clerk's words are about: a certificate's decline, its return for correction, a grievance's or a payment's decline. */
export type ReasonKind = Exclude<keyof ReasonTexts, 'withWords'>;

/** Each kind's reasons, in the order the clerk's dialog offers them; each has its words in the catalogue. */
export const REASON_CODES = {
  certificate: ['unreadable', 'mismatch', 'not_eligible', 'duplicate'],
  correction: ['unreadable', 'wrong_document', 'mismatch', 'incomplete'],
  grievance: ['not_municipal', 'duplicate', 'not_enough'],
  payment: ['wrong_amount', 'wrong_number', 'duplicate'],
} as const satisfies { [K in ReasonKind]: readonly (keyof ReasonTexts[K])[] };

const reasonCodesText = (kind: ReasonKind) => `reasonCodes must each be one of ${REASON_CODES[kind].join(', ')}`;

/** `reasonCodes`, as a field of a decision's body schema: the kind's codes, each at most once. */
export const reasonCodesField = (kind: ReasonKind) =>
  array()
    .of(string().required(reasonCodesText(kind)).oneOf(REASON_CODES[kind], reasonCodesText(kind)))
    .max(REASON_CODES[kind].length, reasonCodesText(kind));

/** The codes as stored: each once, in the catalogue's order; none at all when none was chosen. */
export function storedReasonCodes(kind: ReasonKind, codes: readonly (string | undefined)[] | undefined): string[] | null {
  const chosen = REASON_CODES[kind].filter((code) => codes?.includes(code));
  return chosen.length === 0 ? null : chosen;
}

/**
 * What the reader reads: the reasons in `texts`' language, then the clerk's words as written; either
 * alone when the other is missing. A code the catalogue no longer has is shown as it is stored.
 */
export function clerkWords(texts: ReasonTexts, kind: ReasonKind, codes: readonly string[] | null, words: string | null): string | null {
  const list: Readonly<Record<string, string>> = texts[kind];
  const reasons = (codes ?? []).map((code) => list[code] ?? code).join('; ');
  if (reasons === '') return words;
  return words ? texts.withWords({ reasons, words }) : reasons;
}

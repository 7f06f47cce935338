import type { TimelineEntry } from '../../../shared/api/my-requests-types';
import { wordFor } from '../../../shared/i18n/word-for';
import { paymentStatusTexts } from './payment-status-texts';
import { statusText } from './request-words';

/** A payment's status as stored, in the page's language (paymentStatusTexts and requestTexts loaded). */
export function paymentStatusText(status: string): string {
  return wordFor(paymentStatusTexts.get().statuses, status) ?? statusText(status);
}

/**
 * A payment's history with its own statuses already worded: the shared timeline words the others
 * and shows a status it has no word for as it is.
 */
export function paymentTimeline(entries: readonly TimelineEntry[]): TimelineEntry[] {
  const words = paymentStatusTexts.get().statuses;
  return entries.map((entry) => ({ ...entry, status: wordFor(words, entry.status) ?? entry.status }));
}

import { describeFailure } from '../../../lib/calls/api-error';
import type { CallFailure } from '../../../lib/calls/api-error';
import { inIndia } from '../../../../shared/domain/common/dates';
import { formatDate, formatLongDate } from '../../../../shared/i18n/formats';
import { pageLanguage } from '../../../i18n/page-language';
import { adminTexts } from '../admin-texts';

/** Spec section 9: a document's size in KB to one decimal, or 'Unknown size'. */
export function formatDocumentSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return adminTexts.get().documents.unknownSize;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The clock in India, whatever the tablet's own zone: "12:05" and whether it is after noon. */
function indiaClock(date: Date): { clock: string; afterNoon: boolean } {
  const india = inIndia(date);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return { clock: `${hours % 12 === 0 ? 12 : hours % 12}:${minutes}`, afterNoon: hours >= 12 };
}

/**
 * A timestamp as a clerk reads it, in India time: "20/11/2026, 12:00 pm" in the lists, or with the
 * month written out on an application's own page ("20 நவம்பர் 2026, பிற்பகல் 12:00").
 */
export function formatIndiaTime(iso: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const t = adminTexts.get().time;
  const { clock, afterNoon } = indiaClock(date);
  const day = style === 'long' ? formatLongDate(date, pageLanguage()) : formatDate(date);
  return t.at({ date: day, clock, half: afterNoon ? 'pm' : 'am' });
}

/** Why a call failed, in words for the banner: the server's own error, else what went wrong. */
export function failureReason(err: unknown): string {
  return failureReasonOf(describeFailure(err));
}

/** The same words for a failure already described (a read through useServerRead). */
export function failureReasonOf(failure: CallFailure): string {
  const t = adminTexts.get().failures;
  switch (failure.kind) {
    case 'server':
      return failure.error ?? t.serverAnswered({ status: failure.status });
    case 'timeout':
      return t.timeout;
    case 'network':
      return t.network;
    case 'other':
      return failure.message;
  }
}

/** A string field of a row (certificate rows carry their definition's fields as unknown values). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

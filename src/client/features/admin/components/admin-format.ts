import { describeFailure } from '../../../lib/calls/api-error';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';

/** Spec section 9: a document's size in KB to one decimal, or 'Unknown size'. */
export function formatDocumentSize(bytes: unknown): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return 'Unknown size';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A timestamp as a clerk reads it: India time, whatever the tablet's own zone. */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : indiaTime.format(date);
}

/** Spec section 9: amount plus late fee, in rupees with two decimals (summed in paise, so no float drift). */
export function formatAmountWithLateFee(amount: number, lateFee: number): string {
  return formatPaise(rupeesToPaise(amount) + rupeesToPaise(lateFee));
}

/** Why a call failed, in words for the banner: the server's own error, else what went wrong. */
export function failureReason(err: unknown): string {
  const failure = describeFailure(err);
  switch (failure.kind) {
    case 'server':
      return failure.error ?? (err instanceof Error ? err.message : `The server answered ${failure.status}`);
    case 'timeout':
      return 'The server did not answer in time. Please try again.';
    case 'network':
      return 'Network error. Please check your connection and try again.';
    case 'other':
      return failure.message;
  }
}

/** A string field of a row (certificate rows carry their definition's fields as unknown values). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

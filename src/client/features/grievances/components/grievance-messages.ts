import type { CallFailure } from '../../../lib/calls/api-error';

/** Spec section 8: the grievance submit and track messages. */
export const grievanceTexts = {
  submitted: 'Grievance submitted successfully! Your complaint ID: ',
  timeout: 'Request timeout. Please check your connection and try again.',
  network: 'Network error. Please check your connection and try again.',
  submitFailed: 'Error submitting grievance. Please try again.',
  trackFailed: 'Error tracking complaint. Please try again.',
  notFound: 'Complaint ID not found. Please check the ID and try again.',
} as const;

export function submitFailureMessage(failure: CallFailure): string {
  return failureMessage(failure, grievanceTexts.submitFailed);
}

export function trackFailureMessage(failure: CallFailure): string {
  if (failure.kind === 'server' && failure.status === 404) return grievanceTexts.notFound;
  return failureMessage(failure, grievanceTexts.trackFailed);
}

function failureMessage(failure: CallFailure, otherwise: string): string {
  switch (failure.kind) {
    case 'timeout':
      return grievanceTexts.timeout;
    case 'network':
      return grievanceTexts.network;
    case 'server':
      return `Error: ${failure.error ?? 'Server error'}`;
    case 'other':
      return otherwise;
  }
}

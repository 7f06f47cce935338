import type { SubmitErrorStyle } from '../../../../shared/domain/certificates/definition-types';
import type { CallFailure } from '../../../lib/calls/api-error';

/** Spec section 8, certificates. */
export const certificateTexts = {
  success: 'Application submitted successfully!',
  generic: 'Error submitting application. Please try again.',
  timeout: 'Request timeout. Please check your connection and try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/** The message a failed submission shows, worded as each form's section 8 entry says. */
export function submitErrorMessage(style: SubmitErrorStyle, failure: CallFailure): string {
  switch (style) {
    case 'birth':
      return failure.kind === 'server' && failure.error ? `Error: ${failure.error}` : certificateTexts.generic;
    case 'community':
      if (failure.kind === 'timeout') return certificateTexts.timeout;
      if (failure.kind === 'network') return certificateTexts.network;
      if (failure.kind === 'server') return `Error: ${failure.error ?? failure.statusText}`;
      return certificateTexts.generic;
    case 'generic':
      return certificateTexts.generic;
  }
}

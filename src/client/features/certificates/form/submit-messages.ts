import type { SubmitErrorStyle } from '../../../../shared/domain/certificates/definition-types';
import type { CallFailure } from '../../../lib/calls/api-error';
import { certificateTexts } from '../certificate-texts';

/** The message a failed submission shows, worded as each form's section 8 entry says, in the page's language. */
export function submitErrorMessage(style: SubmitErrorStyle, failure: CallFailure): string {
  const t = certificateTexts.get().outcome;
  switch (style) {
    case 'birth':
      return failure.kind === 'server' && failure.error ? t.serverError({ error: failure.error }) : t.generic;
    case 'community':
      if (failure.kind === 'timeout') return t.timeout;
      if (failure.kind === 'network') return t.network;
      if (failure.kind === 'server') return t.serverError({ error: failure.error ?? failure.statusText });
      return t.generic;
    case 'generic':
      return t.generic;
  }
}

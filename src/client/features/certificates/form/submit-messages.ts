import type { SubmitErrorStyle } from '../../../../shared/domain/certificates/definition-types';
import type { CallFailure } from '../../../lib/calls/api-error';
import { certificateTexts } from '../certificate-texts';

/** The message a failed submission shows, worded as each form's section 8 entry says, in the page's language. */
export function submitErrorMessage(style: SubmitErrorStyle, failure: CallFailure): string {
  const t = certificateTexts.get().outcome;
  switch (style) {
    case 'birth':
      return failure.kind === 'server' && failure.error ? t.serverError(failure.error) : t.generic;
    case 'community':
      if (failure.kind === 'timeout') return t.timeout;
      if (failure.kind === 'network') return t.network;
      if (failure.kind === 'server') return t.serverError(failure.error ?? failure.statusText);
      return t.generic;
    case 'generic':
      return t.generic;
  }
}

/**
 * The server's field errors under the fields, in the page's language: English keeps the server's
 * words (the spec's); another language names the field and asks to check it.
 */
export function serverFieldErrors(fields: readonly { name: string; label: string }[], errors: Record<string, string>): Record<string, string> {
  const t = certificateTexts.get().outcome;
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, t.fieldFromServer(fields.find((field) => field.name === name)?.label ?? name, message)]),
  );
}

import type { GrievancePlaceTexts } from '../../../../shared/domain/grievances/grievance-place';
import type { GrievanceSchemaTexts } from '../../../../shared/domain/grievances/grievance-rules';
import type { CallFailure } from '../../../lib/calls/api-error';
import { grievanceTexts } from '../grievance-texts';

/** Spec section 8: what a failed submit says, in the page's language. */
export function submitFailureMessage(failure: CallFailure): string {
  return failureMessage(failure, grievanceTexts.get().failures.submitFailed);
}

/** Spec section 8: what a failed track says; an unknown ID is not found. */
export function trackFailureMessage(failure: CallFailure): string {
  if (failure.kind === 'server' && failure.status === 404) return grievanceTexts.get().failures.notFound;
  return failureMessage(failure, grievanceTexts.get().failures.trackFailed);
}

function failureMessage(failure: CallFailure, otherwise: string): string {
  const t = grievanceTexts.get().failures;
  switch (failure.kind) {
    case 'timeout':
      return t.timeout;
    case 'network':
      return t.network;
    case 'server':
      return t.server({ error: failure.error ?? t.serverUnknown });
    case 'other':
      return otherwise;
  }
}

/** The grievance schema's messages in the page's language, naming the fields as the form labels them. */
export function grievanceSchemaTexts(t = grievanceTexts.get()): GrievanceSchemaTexts {
  const { messages } = t;
  return {
    messages: {
      ...messages,
      tooLong: (label, max) => messages.tooLong({ label, max }),
      notText: (label) => messages.notText({ label }),
    },
    label: (field) => t.submit.fields[field.name],
  };
}

/** The place's, the reopening's and the rating's checks in the page's language; in English, the server's words. */
export function placeTexts(t = grievanceTexts.get()): GrievancePlaceTexts {
  return t.placeMessages;
}

/**
 * What a failed reopening or rating says: a wrong email is "not found", as an unknown ID is
 * (decision 085); a 409 says the complaint is no longer in the state that allows it.
 */
export function afterResolvedFailureMessage(failure: CallFailure, conflict: string): string {
  if (failure.kind === 'server' && failure.status === 404) return grievanceTexts.get().after.notFound;
  if (failure.kind === 'server' && failure.status === 409) return conflict;
  return failureMessage(failure, grievanceTexts.get().failures.submitFailed);
}

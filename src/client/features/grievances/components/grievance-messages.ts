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

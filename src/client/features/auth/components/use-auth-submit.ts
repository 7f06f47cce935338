import { isTotpChallenge } from '../../../../shared/api/auth-types';
import type { SignInResponse } from '../../../../shared/api/auth-types';
import { useSession } from '../../../lib/session/session-context';
import { useSubmission } from '../../../ui/form/use-submission';

/**
 * The form engine's submission for a sign-in style call: its answer signs the person in (or
 * hands a two-factor challenge to `onChallenge`), and the route guard then takes them where they
 * belong. A failure shows the server's error, else the form's own fallback (spec section 8), in
 * the banner, which lives in the page's state so that leaving the screen clears it (spec section 2).
 */
export function useAuthSubmit<T>(
  call: (input: T) => Promise<SignInResponse>,
  fallbackError: string,
  onChallenge?: (challenge: string) => void,
) {
  const { signIn } = useSession();
  const submission = useSubmission<SignInResponse>({
    failureMessage: (failure) => (failure.kind === 'server' && failure.error ? failure.error : fallbackError),
  });

  const submit = (input: T, setErrors: (errors: Record<string, string>) => void) =>
    submission.submit({
      content: input,
      send: async () => {
        const answer = await call(input);
        if (isTotpChallenge(answer)) onChallenge?.(answer.challenge);
        else signIn(answer);
        return answer;
      },
      setErrors,
    });

  return { outcome: submission.outcome, outcomeRef: submission.outcomeRef, submit };
}

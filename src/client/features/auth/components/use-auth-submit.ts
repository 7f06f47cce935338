import { useRef, useState } from 'react';
import { isTotpChallenge } from '../../../../shared/api/auth-types';
import type { SignInResponse } from '../../../../shared/api/auth-types';
import { describeFailure } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';

/**
 * Sends a sign-in style call and signs the person in with its answer (or hands a two-factor
 * challenge to `onChallenge`). The route guard then
 * takes them where they belong (their page of origin, else /admin or /). A failure shows
 * the server's error, else the form's own fallback (spec section 8), and returns the
 * server's per-field errors so the form can mark them.
 */
export function useAuthSubmit<T>(call: (input: T) => Promise<SignInResponse>, fallbackError: string, onChallenge?: (challenge: string) => void) {
  const { signIn } = useSession();
  // The banner lives in the page's state, so leaving the screen clears it (spec section 2).
  const [error, setError] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  async function submit(input: T): Promise<Record<string, string> | undefined> {
    setError(null);
    try {
      const answer = await call(input);
      // An administrator with two-factor sign-in: the code comes next, on the same screen.
      if (isTotpChallenge(answer)) onChallenge?.(answer.challenge);
      else signIn(answer);
      return undefined;
    } catch (err) {
      const failure = describeFailure(err);
      setError(failure.kind === 'server' && failure.error ? failure.error : fallbackError);
      requestAnimationFrame(() => bannerRef.current?.focus());
      return failure.kind === 'server' ? failure.fields : undefined;
    }
  }

  return { error, bannerRef, submit };
}

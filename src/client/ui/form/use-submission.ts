import { useState } from 'react';
import { describeFailure } from '../../lib/calls/api-error';
import type { CallFailure } from '../../lib/calls/api-error';
import { useIdempotencyKey } from '../../lib/calls/use-idempotency-key';
import { useFocusAfterRender } from '../use-focus-after-render';

/** What became of the last submission, shown above the form (SubmissionOutcome). */
export type Outcome<A> = { tone: 'success'; answer: A } | { tone: 'queued' } | { tone: 'info' | 'error'; message: string };

/** Thrown by a step of a submission that ends it with a message of its own (a payment cancelled, say). */
export class SubmissionStopped extends Error {
  constructor(
    readonly tone: 'info' | 'error',
    message: string,
  ) {
    super(message);
  }
}

/** The failures that mean "no connection": the request never reached the server, or its answer never came back. */
const isConnectionFailure = (failure: CallFailure): boolean => failure.kind === 'network' || failure.kind === 'timeout';
const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

interface SubmissionOptions {
  /** The form's draft: written out before sending, gone once the submission is sent or queued. */
  draft?: { flush(): Promise<void>; discard(): Promise<void> };
  /** The message of a failed submission, worded as the form's entry in the spec says. */
  failureMessage(failure: CallFailure): string;
}

interface Attempt<A> {
  /** What is sent: a retry of the same unchanged content reuses its Idempotency-Key. */
  content: unknown;
  send(idempotencyKey: string): Promise<A>;
  /**
   * Keeps a submission that finds no connection in the outbox, under the key it was (maybe)
   * already sent with. Resolves with null once it is kept, else with what to say ('unavailable':
   * the form's own failure message). Forms whose submission cannot wait leave it out.
   */
  queue?(idempotencyKey: string): Promise<string | null>;
  /** Marks the fields the server found fault with. */
  setErrors?(errors: Record<string, string>): void;
}

/**
 * The submission of any form: one Idempotency-Key per attempt, the outbox when the network
 * fails, the outcome, and focus moved to it so that it is read out at once. A form that went
 * through (or into the outbox) starts again empty: `formKey` is the key of its Formik.
 */
export function useSubmission<A>({ draft, failureMessage }: SubmissionOptions) {
  const [outcome, setOutcome] = useState<Outcome<A> | null>(null);
  // Remounting the form clears it, file inputs included (browsers do not let a page reset those).
  const [formKey, setFormKey] = useState(0);
  const idempotency = useIdempotencyKey();
  const { ref: outcomeRef, focusAfterRender } = useFocusAfterRender<HTMLDivElement>();

  async function finish(next: Outcome<A>) {
    idempotency.settle();
    await draft?.discard();
    setOutcome(next);
    setFormKey((key) => key + 1);
  }

  async function queue(keep: (idempotencyKey: string) => Promise<string | null>, idempotencyKey: string, failure: CallFailure) {
    const problem = await keep(idempotencyKey);
    if (problem === null) await finish({ tone: 'queued' });
    else setOutcome({ tone: 'error', message: problem === 'unavailable' ? failureMessage(failure) : problem });
  }

  async function submit(attempt: Attempt<A>): Promise<void> {
    setOutcome(null);
    await draft?.flush();
    const idempotencyKey = idempotency.keyFor(attempt.content);
    try {
      if (attempt.queue && isOffline()) await queue(attempt.queue, idempotencyKey, { kind: 'network' });
      else await finish({ tone: 'success', answer: await attempt.send(idempotencyKey) });
    } catch (err) {
      if (err instanceof SubmissionStopped) {
        setOutcome({ tone: err.tone, message: err.message });
      } else {
        const failure = describeFailure(err);
        if (attempt.queue && isConnectionFailure(failure)) {
          await queue(attempt.queue, idempotencyKey, failure);
        } else {
          if (failure.kind === 'server' && failure.fields) attempt.setErrors?.(failure.fields);
          setOutcome({ tone: 'error', message: failureMessage(failure) });
        }
      }
    }
    focusAfterRender();
  }

  return { outcome, outcomeRef, formKey, submit };
}

import { useMemo, useRef } from 'react';
import { randomId } from './random-id';

/**
 * The Idempotency-Key of a form's submission (DESIGN section 6). Retrying the same unchanged
 * content reuses its key, so an answer lost on a bad line never creates a second record; a
 * changed form, or one whose submission went through (`settle`), gets a new key.
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(content: unknown): string {
        const fingerprint = JSON.stringify(content);
        if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: randomId() };
        return attempt.current.key;
      },
      settle(): void {
        attempt.current = null;
      },
    }),
    [],
  );
}

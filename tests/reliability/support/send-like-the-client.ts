import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { JsonResponse } from '../../api/helpers/http';

/**
 * The outbox keeps a refused submission and tries again with a growing pause, without end; the
 * test gives up after this many tries (about 18 s of Retry-After) so that a fault still ends it.
 */
const MAX_TRIES = 10;

/**
 * Sends a submission as the portal's client does: with its Idempotency-Key, and again with the
 * same key after Retry-After when the server answers 503 `busy` (a burst past what the write
 * slots can take in time is refused at once, with nothing written: decisions 031 and 055).
 * Returns the last answer and the count of busy answers on the way.
 */
export async function sendLikeTheClient(
  key: string,
  send: (headers: Record<string, string>) => Promise<JsonResponse>,
): Promise<{ answer: JsonResponse; busy: number }> {
  const headers = { 'idempotency-key': key };
  let busy = 0;
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send(headers);
    const refusedAsBusy = answer.status === 503 && (answer.body as { code?: string } | null)?.code === 'busy';
    if (!refusedAsBusy || attempt === MAX_TRIES) return { answer, busy };
    busy += 1;
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    await sleep(Number(answer.headers['retry-after']) * 1000);
  }
}

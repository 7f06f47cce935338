import { describe, expect, it } from 'vitest';
import { joinedCalls } from '../../../src/server/lib/joined-calls';

/** A remote call that finishes when the test says, counting how often it was made. */
function remote() {
  const started: { key: string; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const call = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push({ key, finish: resolve, fail: reject });
    });
  return { started, call };
}

describe('joinedCalls', () => {
  it('makes one call for the callers of a key who arrive while it runs, and gives each its answer', async () => {
    const { started, call } = remote();
    const join = joinedCalls<string>();
    const callers = [
      join('pay_A', call('pay_A')),
      join('pay_A', call('pay_A')),
      join('pay_B', call('pay_B')),
      join('pay_A', call('pay_A')),
    ];
    expect(started.map((made) => made.key)).toEqual(['pay_A', 'pay_B']);
    started[0]?.finish('rfnd_A');
    started[1]?.finish('rfnd_B');
    expect(await Promise.all(callers)).toEqual(['rfnd_A', 'rfnd_A', 'rfnd_B', 'rfnd_A']);
  });

  it('shares a failure with every joined caller, and the next caller calls again', async () => {
    const { started, call } = remote();
    const join = joinedCalls<string>();
    const callers = [join('pay_A', call('pay_A')), join('pay_A', call('pay_A'))].map((answer) =>
      answer.catch((error: Error) => error.message),
    );
    started[0]?.fail(new Error('gateway unreachable'));
    expect(await Promise.all(callers)).toEqual(['gateway unreachable', 'gateway unreachable']);

    const retry = join('pay_A', call('pay_A'));
    expect(started).toHaveLength(2);
    started[1]?.finish('rfnd_A');
    expect(await retry).toBe('rfnd_A');
  });
});

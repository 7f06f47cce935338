import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from '../../../src/server/lib/concurrency-limit';

class Busy extends Error {}

/** Work that runs until the test finishes it, recording that it started. */
function controlledWork(started: string[]) {
  const finishers = new Map<string, () => void>();
  const work =
    (name: string, fail = false) =>
    () =>
      new Promise<string>((resolve, reject) => {
        started.push(name);
        finishers.set(name, () => (fail ? reject(new Error(`${name} failed`)) : resolve(name)));
      });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the limit hand the slot on before the test looks.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { work, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('runs at most its slots at once and admits the waiters in arrival order', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const limit = new ConcurrencyLimit(2, 60_000, () => new Busy());
    const runs = ['a', 'b', 'c', 'd', 'e'].map((name) => limit.run(work(name)));
    await settle();
    expect(started).toEqual(['a', 'b']);

    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);
    // A newcomer queues behind the waiters even though a slot is being handed over.
    const late = limit.run(work('f'));
    await finish('a');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const name of ['c', 'd', 'e', 'f']) await finish(name);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await Promise.all([...runs, late])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('frees the slot when the work fails', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const limit = new ConcurrencyLimit(1, 60_000, () => new Busy());
    const failing = expect(limit.run(work('a', true))).rejects.toThrow('a failed');
    const next = limit.run(work('b'));
    await settle();
    await finish('a');
    await failing;
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(await next).toBe('b');
  });

  it('throws busy() to a waiter whose wait ran out, without running its work, and keeps the queue whole', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const limit = new ConcurrencyLimit(1, 20, () => new Busy());
    const first = limit.run(work('a'));
    const gaveUp = limit.run(work('b'));
    await expect(gaveUp).rejects.toBeInstanceOf(Busy);

    const after = limit.run(work('c'));
    await finish('a');
    expect(started).toEqual(['a', 'c']);
    await finish('c');
    expect(await Promise.all([first, after])).toEqual(['a', 'c']);
  });

  it('refuses a newcomer at once when the queue ahead, at the recent run time, needs longer than its wait', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const limit = new ConcurrencyLimit(1, 60_000, () => new Busy());
    // One run of at least 30 ms teaches the limit how long a run takes.
    await limit.run(() => new Promise((resolve) => setTimeout(resolve, 30)));
    const holding = limit.run(work('a'));
    await settle();

    const patient = limit.run(work('b'), 60_000);
    const hurried = limit.run(work('c'), 10);
    const outcome = await Promise.race([
      hurried.then(
        () => 'ran',
        () => 'refused',
      ),
      settle().then(() => 'still waiting'),
    ]);
    expect(outcome).toBe('refused');

    await finish('a');
    await finish('b');
    expect(started).toEqual(['a', 'b']);
    expect(await Promise.all([holding, patient])).toEqual(['a', 'b']);
  });

  it('once its queue has not emptied for a while, admits a newcomer only for the short wait; emptied, it takes a burst whole again', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const limit = new ConcurrencyLimit(1, 60_000, () => new Busy(), { standingQueue: { afterMs: 40, waitMs: 10 } });
    await limit.run(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const burst = ['a', 'b', 'c'].map((name) => limit.run(work(name)));
    await settle();

    // The queue has stood for longer than 40 ms: two runs of about 20 ms ahead need more than 10 ms.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(limit.run(work('d'))).rejects.toBeInstanceOf(Busy);

    for (const name of ['a', 'b', 'c']) await finish(name);
    expect(await Promise.all(burst)).toEqual(['a', 'b', 'c']);
    // Emptied, the queue takes the next burst whole.
    const next = ['e', 'f', 'g'].map((name) => limit.run(work(name)));
    await settle();
    for (const name of ['e', 'f', 'g']) await finish(name);
    expect(await Promise.all(next)).toEqual(['e', 'f', 'g']);
    expect(started).toEqual(['a', 'b', 'c', 'e', 'f', 'g']);
  });

  it('with a bounded queue, throws busy() at once to a caller that finds it full, and admits again once it has room', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const limit = new ConcurrencyLimit(1, 60_000, () => new Busy(), { maxWaiting: 2 });
    const admitted = ['a', 'b', 'c'].map((name) => limit.run(work(name)));
    await expect(limit.run(work('d'))).rejects.toBeInstanceOf(Busy);
    await settle();
    expect(started).toEqual(['a']);

    await finish('a');
    const late = limit.run(work('e'));
    for (const name of ['b', 'c', 'e']) await finish(name);
    expect(started).toEqual(['a', 'b', 'c', 'e']);
    expect(await Promise.all([...admitted, late])).toEqual(['a', 'b', 'c', 'e']);
  });

  it('needs at least one slot', () => {
    expect(() => new ConcurrencyLimit(0, 1000, () => new Busy())).toThrow(RangeError);
  });
});

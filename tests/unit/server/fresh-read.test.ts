import { describe, expect, it } from 'vitest';
import { freshReads, freshReadsByKey } from '../../../src/server/lib/fresh-read';

/** A value in a database, and reads of it that finish when the test says. */
function slowStore() {
  let value = 0;
  const reads: { startedWith: number; finish: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const startedWith = value;
      reads.push({ startedWith, finish: () => resolve(startedWith) });
    });
  return {
    reads,
    read,
    commit: () => {
      value += 1;
    },
  };
}

describe('freshReads', () => {
  it('never answers a caller with a read that started before it called', async () => {
    const store = slowStore();
    const fresh = freshReads(store.read);

    const early = fresh();
    store.commit();
    // These two call after the commit, while the first read (which missed it) still runs.
    const late = [fresh(), fresh()];
    store.reads[0]?.finish();
    expect(await early).toBe(0);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.reads).toHaveLength(2);
    store.reads[1]?.finish();
    expect(await Promise.all(late)).toEqual([1, 1]);
  });

  it('shares one read among the callers that arrive while another runs', async () => {
    const store = slowStore();
    const fresh = freshReads(store.read);
    const first = fresh();
    const waiting = [fresh(), fresh(), fresh()];
    store.reads[0]?.finish();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.reads[1]?.finish();
    await Promise.all(waiting);
    expect(store.reads).toHaveLength(2);
  });

  it('passes a failed read to its callers and recovers with the next', async () => {
    let fail = true;
    const fresh = freshReads(() => (fail ? Promise.reject(new Error('connection lost')) : Promise.resolve('ok')));
    await expect(fresh()).rejects.toThrow('connection lost');
    fail = false;
    await expect(fresh()).resolves.toBe('ok');
  });
});

describe('freshReadsByKey', () => {
  it('shares reads among callers of one key, never across keys', async () => {
    const started: string[] = [];
    const finishers: (() => void)[] = [];
    const fresh = freshReadsByKey(
      (key: string) =>
        new Promise<string>((resolve) => {
          started.push(key);
          finishers.push(() => resolve(`account ${key}`));
        }),
    );
    const answers = Promise.all([fresh('a'), fresh('b')]);
    expect(started).toEqual(['a', 'b']);
    for (const finish of finishers) finish();
    expect(await answers).toEqual(['account a', 'account b']);
  });
});

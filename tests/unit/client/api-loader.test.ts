import { describe, expect, it, vi } from 'vitest';

let offline = true;
vi.mock('../../../src/client/lib/api-client', async (importOriginal) => {
  if (offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the API client loaded on the first call', () => {
  it('reports a module that cannot load as a network failure, and loads it on the next call once it can', async () => {
    const { api } = await import('../../../src/client/lib/calls/api');
    const { describeFailure } = await import('../../../src/client/lib/calls/api-error');
    const failure = await api().then(
      () => null,
      (err: unknown) => describeFailure(err),
    );
    expect(failure).toEqual({ kind: 'network' });

    offline = false;
    vi.resetModules();
    const client = await api();
    expect(typeof client.post).toBe('function');
  });
});

import { describe, expect, it } from 'vitest';
import { LOCKOUT_MAX_MS, lockoutMs, minutesLeft } from '../../../src/server/modules/auth/lockout';

const MINUTE = 60_000;

describe('sign-in lockout rule', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 1 * MINUTE],
    [6, 2 * MINUTE],
    [7, 4 * MINUTE],
    [8, 8 * MINUTE],
    [9, 15 * MINUTE],
    [10, 15 * MINUTE],
    [1000, 15 * MINUTE],
  ])('after %i failures in a row the account waits %i ms', (failures, ms) => {
    expect(lockoutMs(failures)).toBe(ms);
  });

  it('never locks longer than 15 minutes, however many failures', () => {
    for (let failures = 1; failures <= 200; failures++) expect(lockoutMs(failures)).toBeLessThanOrEqual(LOCKOUT_MAX_MS);
    expect(LOCKOUT_MAX_MS).toBe(15 * MINUTE);
  });

  it('tells whole minutes left, rounded up, at least one', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(minutesLeft(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(minutesLeft(new Date(now.getTime() + 60_000), now)).toBe(1);
    expect(minutesLeft(new Date(now.getTime() + 5_000), now)).toBe(1);
  });
});

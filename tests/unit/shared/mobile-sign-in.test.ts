import { describe, expect, it } from 'vitest';
import { normalizeIndianMobile } from '../../../src/shared/domain/users/mobile-sign-in';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['0091 9876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' (98765) 43210 ', '9876543210'],
  ])('reads %j as %s', (typed, expected) => {
    expect(normalizeIndianMobile(typed)).toBe(expected);
  });

  it.each(['5876543210', '987654321', '98765432101', '+1 9876543210', '98765abc10', '', '+91'])('refuses %j', (typed) => {
    expect(normalizeIndianMobile(typed)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../../src/shared/validation/patterns';

/** The spec's rule written the obvious way; the shared pattern must accept exactly the same strings. */
const SPEC_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('EMAIL_PATTERN', () => {
  it('accepts exactly what the spec rule (text@text.text) accepts', () => {
    const tricky = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '\n', 'é', '\u00a0');
    fc.assert(
      fc.property(
        fc.array(tricky, { maxLength: 12 }).map((chars) => chars.join('')),
        (text) => {
          expect(EMAIL_PATTERN.test(text)).toBe(SPEC_PATTERN.test(text));
        },
      ),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (text) => {
        expect(EMAIL_PATTERN.test(text)).toBe(SPEC_PATTERN.test(text));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['many dots then a space', `a@${'.a'.repeat(500_000)} `],
    ['only dots then a space', `a@${'.'.repeat(1_000_000)} `],
    ['many at signs', 'a@'.repeat(500_000)],
  ])('answers in linear time for %s (1 MB)', (_label, text) => {
    const started = performance.now();
    EMAIL_PATTERN.test(text);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

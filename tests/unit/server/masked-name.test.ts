import { describe, expect, it } from 'vitest';
import { maskedName } from '../../../src/server/modules/taxes/masked-name';

describe('maskedName', () => {
  it('keeps each word’s first and last letter', () => {
    expect(maskedName('Rama Kumar')).toBe('R***a K***r');
    expect(maskedName('  Ramesh   Kumar ')).toBe('R***h K***r');
  });

  it('hides a two-letter word’s second letter and keeps a one-letter initial', () => {
    expect(maskedName('Al R. K')).toBe('A*** R*** K');
  });

  it('keeps a Tamil letter whole with its vowel sign', () => {
    expect(maskedName('முருகன்')).toBe('மு***ன்');
  });
});

import { describe, expect, it } from 'vitest';
import { scriptRuns } from '../../../src/server/documents/bilingual-pdf';

/** pdfkit has no font fallback: each run is set in the font that has its letters (decision 050). */
describe('the script runs of a certificate text', () => {
  it('keeps Tamil words and the spaces between them in one run, and the rest in Latin runs', () => {
    expect(scriptRuns('சான்றிதழ் எண் / Certificate number: MUN/BIR/2026/000001')).toEqual([
      ['சான்றிதழ் எண்', true],
      [' / Certificate number: MUN/BIR/2026/000001', false],
    ]);
  });

  it('puts digits and punctuation inside Tamil text in the Latin font, which has them', () => {
    expect(scriptRuns('வார்டு 1, தமிழ்நாடு.')).toEqual([
      ['வார்டு', true],
      [' 1, ', false],
      ['தமிழ்நாடு', true],
      ['.', false],
    ]);
  });

  it('sets the rupee sign in the Tamil font, the only one of the two that has it', () => {
    expect(scriptRuns('Annual Family Income (₹)')).toEqual([
      ['Annual Family Income (', false],
      ['₹', true],
      [')', false],
    ]);
  });

  it('gives one run for a text in one script, and none for an empty text', () => {
    expect(scriptRuns('Meena Sundaram')).toEqual([['Meena Sundaram', false]]);
    expect(scriptRuns('சுந்தரம் கணேசன்')).toEqual([['சுந்தரம் கணேசன்', true]]);
    expect(scriptRuns('')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FIELD_CODES } from '../../../src/shared/api/error-codes';
import english from '../../../src/shared/api/error-texts.en';
import tamil from '../../../src/shared/api/error-texts.ta';
import { languages } from '../../../src/shared/i18n/languages';
import { acceptedLanguage } from '../../../src/server/http/answer-language';
import { errorText, fieldTexts } from '../../../src/server/http/error-texts';

/*
 * The server's error texts (decision 070): one catalogue, shared/api/error-texts.pot and .ta.po,
 * whose keys are the codes of shared/api/error-codes.ts. `npm run texts` checks that the Tamil has
 * every English key with the same values; this checks that the catalogue and the code list agree.
 */

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;
const SAMPLE = {
  minutes: 5,
  size: '5 MB',
  status: 'accepted',
  names: 'theme',
  count: 1,
  due: 5000,
  wait: 10,
  assessment: 'self',
  triesLeft: 3,
  megabytes: 32,
  megapixels: 50,
  days: 7,
};

/** The catalogue's keys, dotted as the codes are, without the field and status words. */
function codesOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (prefix === '' && (key === 'fields' || key === 'statuses')) return [];
    return typeof value === 'object' && value !== null ? codesOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`];
  });
}

describe('the error texts', () => {
  it('word every code, and no other, in every language', () => {
    expect(codesOf(english).sort()).toEqual([...ERROR_CODES].sort());
    expect(codesOf(tamil).sort()).toEqual([...ERROR_CODES].sort());
    for (const language of languages) {
      for (const code of ERROR_CODES) {
        const text = errorText(language, code, SAMPLE);
        expect(text.trim(), code).not.toBe('');
        expect(text, code).not.toMatch(/undefined|\[object/);
        if (language === 'ta') expect(text, code).toMatch(TAMIL_LETTER);
      }
    }
  });

  it('word every field code, and no other', () => {
    expect(Object.keys(english.fields).sort()).toEqual([...FIELD_CODES].sort());
    for (const code of FIELD_CODES) expect(tamil.fields[code], code).toMatch(TAMIL_LETTER);
  });

  it('name the values an answer carries, a status in the answer’s language', () => {
    expect(errorText('en', 'auth.locked_out', { minutes: 1 })).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
    expect(errorText('en', 'auth.locked_out', { minutes: 15 })).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(errorText('ta', 'auth.locked_out', { minutes: 15 })).toContain('15 நிமிடம்');
    expect(errorText('en', 'unknown_field', { names: 'theme', count: 1 })).toBe('Unknown field: theme');
    expect(errorText('en', 'grievance.already_final', { status: 'Resolved' })).toBe('This grievance has already been resolved.');
    expect(errorText('en', 'grievance.already_set', { status: 'In Progress' })).toBe('This grievance is already In Progress.');
    expect(errorText('ta', 'grievance.already_set', { status: 'In Progress' })).toBe('இந்தக் குறை ஏற்கனவே "நடவடிக்கையில்" நிலையில் உள்ளது.');
    expect(errorText('ta', 'certificate.already_decided', { status: 'declined' })).toBe('இந்த விண்ணப்பம் ஏற்கனவே நிராகரிக்கப்பட்டது.');
    expect(errorText('ta', 'tax.refund_only_paid', { status: 'something new' })).toContain('(இதன் நிலை: something new)');
  });

  it('keep each field’s own English; another language words a field by its code, or keeps the English of a code it does not know', () => {
    const fields = { email: 'Please enter a valid email address', other: 'Something else' };
    const codes = { email: 'matches', other: 'someNewCheck' };
    expect(fieldTexts('en', fields, codes)).toEqual(fields);
    expect(fieldTexts('ta', fields, codes)).toEqual({ email: tamil.fields.matches, other: 'Something else' });
    expect(fieldTexts('ta', fields, { email: 'constructor' })).toEqual(fields);
  });
});

describe('the language of an answer', () => {
  it('is the first the portal has that Accept-Language names, by quality', () => {
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage('ta')).toBe('ta');
    expect(acceptedLanguage('ta-IN,ta;q=0.9')).toBe('ta');
    expect(acceptedLanguage('TA-in')).toBe('ta');
    expect(acceptedLanguage('en-IN,en;q=0.9,ta;q=0.8')).toBe('en');
    expect(acceptedLanguage('en;q=0.5, ta;q=0.8')).toBe('ta');
    expect(acceptedLanguage('fr-FR, ta;q=0.3')).toBe('ta');
    expect(acceptedLanguage('ta;q=0.5, en;q=0.5')).toBe('ta');
  });

  it('is none for a header that names none of them, or refuses them', () => {
    expect(acceptedLanguage('fr')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage('ta;q=0')).toBeNull();
    expect(acceptedLanguage('ta;q=nonsense')).toBeNull();
    expect(acceptedLanguage(',;,')).toBeNull();
  });
});

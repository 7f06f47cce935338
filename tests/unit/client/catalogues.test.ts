import { describe, expect, it } from 'vitest';

/*
 * Every text the app shows exists in both languages (docs/decisions/035): each
 * `<area>-texts.en.ts` has a `<area>-texts.ta.ts` with the same keys, none empty. TypeScript already
 * refuses a Tamil catalogue missing a key; this also catches an empty text, a text left in English,
 * and a catalogue file without its pair.
 */
type Modules = Record<string, { default: unknown }>;
const english = import.meta.glob<{ default: unknown }>('../../../src/client/**/*-texts.en.ts', { eager: true }) as Modules;
const tamil = import.meta.glob<{ default: unknown }>('../../../src/client/**/*-texts.ta.ts', { eager: true }) as Modules;

/** Each text by its path ("nav.home"); a function is called with sample values. */
function texts(value: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(path, value);
  else if (typeof value === 'function') found.set(path, String((value as (...args: unknown[]) => unknown)('X', 2, 'Y', 3)));
  else if (Array.isArray(value))
    value.forEach((item, index) => texts(item, `${path}[${index}]`).forEach((text, key) => found.set(key, text)));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value))
      texts(inner, path ? `${path}.${key}` : key).forEach((text, innerKey) => found.set(innerKey, text));
  }
  return found;
}

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe('catalogues of texts', () => {
  it('come in pairs: every English catalogue has its Tamil one, and no Tamil one is alone', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(
      Object.keys(tamil)
        .map((file) => file.replace('.ta.ts', '.en.ts'))
        .sort(),
    ).toEqual(Object.keys(english).sort());
  });

  for (const [file, module] of Object.entries(english)) {
    const area = file.replace(/^.*\//, '').replace('-texts.en.ts', '');
    it(`${area}: the same texts in Tamil, none empty, each written in Tamil`, () => {
      const en = texts(module.default);
      const ta = texts(tamil[file.replace('.en.ts', '.ta.ts')]?.default);
      expect([...ta.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) expect(text.trim(), `${area} ${key} (English)`).not.toBe('');
      // A Tamil text may name an English word (a brand, "Aadhaar"), but it is written in Tamil.
      const notTamil = [...ta].filter(([key, text]) => !TAMIL_LETTER.test(text) && en.get(key) !== text).map(([key]) => key);
      expect(notTamil, `${area}: Tamil texts without a Tamil letter`).toEqual([]);
    });
  }
});

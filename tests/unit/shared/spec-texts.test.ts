import { certificateMessages } from '../../../src/shared/schemas/certificate-schema';
import { userMessages } from '../../../src/shared/domain/users/user-messages';
import spec from '../../fixtures/spec-texts.json';
import { describe, expect, it } from 'vitest';

/*
 * The spec's English texts, word for word: every quoted text of the spec that a person
 * reads (tests/fixtures/spec-texts.json, taken from ../shared/spec/portal-spec.md) is in the English the
 * portal shows: its English catalogues (src/**\/*.pot, as PO writes them) or the shared definitions and
 * messages they take their English from (src/shared). A text with a value ends where the value begins.
 */
const english = [
  ...Object.values(import.meta.glob<string>('../../../src/**/*.pot', { eager: true, query: '?raw', import: 'default' })).map((po) =>
    po.replaceAll('\\"', '"'),
  ),
  ...Object.values(import.meta.glob<string>('../../../src/shared/**/*.ts', { eager: true, query: '?raw', import: 'default' })),
  // Messages written with their limits (`at least ${USERNAME_MIN} characters`), as they read.
  JSON.stringify([certificateMessages, userMessages]),
].join('\n');

const specTexts = (): string[] => spec.texts;

describe('the spec’s English texts', () => {
  it('are found, more than a few', () => {
    expect(specTexts().length).toBeGreaterThan(40);
  });

  it('are each in the English the portal shows, exactly', () => {
    const missing = specTexts().filter((text) => !english.includes(text));
    expect(missing).toEqual([]);
  });
});

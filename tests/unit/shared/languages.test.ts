import { describe, expect, it } from 'vitest';
import { languageCookie, languageSwitchPath, parseLanguageSwitchPath } from '../../../src/shared/i18n/languages';

describe('switch paths', () => {
  it.each([
    ['/ta/certificates', { language: 'ta', next: '/certificates' }],
    ['/en/certificates/birth?from=home', { language: 'en', next: '/certificates/birth?from=home' }],
    ['/ta', { language: 'ta', next: '/' }],
    ['/ta/', { language: 'ta', next: '/' }],
    ['/ta?x=1', { language: 'ta', next: '/?x=1' }],
  ])('%s chooses a language and leads to a page', (path, expected) => {
    expect(parseLanguageSwitchPath(path)).toEqual(expected);
  });

  it.each(['/taxes', '/tamil', '/fr/certificates', '/certificates/ta', '/'])('%s is no switch', (path) => {
    expect(parseLanguageSwitchPath(path)).toBeNull();
  });

  it.each([
    '/ta//evil.example',
    '/ta///evil.example',
    '/ta/\\evil.example',
    '/en/\\/evil.example',
    '/ta/\t/evil.example',
    '/ta//evil.example?x=1',
  ])('%s never leads off the site', (path) => {
    expect(parseLanguageSwitchPath(path)?.next).toBe('/');
  });

  it('an encoded slash stays a path of this site', () => {
    expect(parseLanguageSwitchPath('/ta/%2F%2Fevil.example')?.next).toBe('/%2F%2Fevil.example');
  });

  it('languageSwitchPath and parseLanguageSwitchPath are each other’s inverse', () => {
    for (const path of ['/', '/certificates', '/certificates/birth?x=1']) {
      expect(parseLanguageSwitchPath(languageSwitchPath('ta', path))).toEqual({ language: 'ta', next: path });
    }
  });
});

it('the language cookie lasts a year, for every path, Secure on https', () => {
  expect(languageCookie('ta', false)).toBe('lang=ta; Path=/; Max-Age=31536000; SameSite=Lax');
  expect(languageCookie('en', true)).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
});

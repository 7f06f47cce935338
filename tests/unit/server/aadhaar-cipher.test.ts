import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAadhaarCipher } from '../../../src/server/aadhaar/aadhaar-cipher';
import { parseAadhaarKeys } from '../../../src/server/aadhaar/aadhaar-keys-config';

const oldKey = { id: '2025a', key: randomBytes(32) };
const newKey = { id: '2026a', key: randomBytes(32) };
const CONTEXT = 'aadhaar:income:aadhaar';

describe('Aadhaar cipher', () => {
  it('seals to v1:<key id>:<iv>:<ciphertext+tag> with no trace of the number, and opens it again', () => {
    const cipher = createAadhaarCipher([newKey]);
    const sealed = cipher.seal('123456789012', CONTEXT);
    expect(sealed).toMatch(/^v1:2026a:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{38}$/);
    expect(sealed).not.toContain('9012');
    expect(cipher.open(sealed, CONTEXT)).toBe('123456789012');
    // A fresh IV each time: equal numbers do not give equal ciphertexts.
    expect(cipher.seal('123456789012', CONTEXT)).not.toBe(sealed);
  });

  it('refuses a value moved to another field, altered, or sealed with a key not configured', () => {
    const cipher = createAadhaarCipher([newKey]);
    const sealed = cipher.seal('123456789012', CONTEXT);
    expect(() => cipher.open(sealed, 'aadhaar:birth:fatherAadhaar')).toThrow();
    // A character inside the tag (the last one of base64url may only carry padding bits).
    const at = sealed.length - 5;
    const altered = sealed[at] === 'A' ? 'B' : 'A';
    expect(() => cipher.open(`${sealed.slice(0, at)}${altered}${sealed.slice(at + 1)}`, CONTEXT)).toThrow();
    const foreign = createAadhaarCipher([{ id: 'other', key: randomBytes(32) }]).seal('123456789012', CONTEXT);
    expect(() => cipher.open(foreign, CONTEXT)).toThrow(/"other"/);
    expect(() => cipher.open('123456789012', CONTEXT)).toThrow();
  });

  it('rotates: the first key seals, every listed key opens', () => {
    const before = createAadhaarCipher([oldKey]).seal('123456789012', CONTEXT);
    const rotated = createAadhaarCipher([newKey, oldKey]);
    expect(rotated.open(before, CONTEXT)).toBe('123456789012');
    expect(rotated.isCurrent(before)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('123456789012', CONTEXT))).toBe(true);
  });

  it('blinds a number with a keyed digest: stable for one key, different for another, never the digits', () => {
    const cipher = createAadhaarCipher([newKey]);
    expect(cipher.blind('123456789012')).toBe(cipher.blind('123456789012'));
    expect(cipher.blind('123456789012')).not.toBe(createAadhaarCipher([oldKey]).blind('123456789012'));
    expect(cipher.blind('123456789012')).not.toMatch(/\d{12}/);
  });
});

describe('AADHAAR_KEYS', () => {
  it('reads id:key pairs in order, base64 or hex', () => {
    const keys = parseAadhaarKeys(`2026a:${newKey.key.toString('base64')}, 2025a:${oldKey.key.toString('hex')}`);
    expect(keys.map((key) => key.id)).toEqual(['2026a', '2025a']);
    expect(keys[0]?.key.equals(newKey.key)).toBe(true);
    expect(keys[1]?.key.equals(oldKey.key)).toBe(true);
  });

  it.each([
    ['', /comma-separated/],
    ['nokey', /key id/],
    [`k1:${randomBytes(16).toString('base64')}`, /not 32 bytes/],
    [`bad id:${randomBytes(32).toString('base64')}`, /key id/],
    [`k1:${randomBytes(32).toString('base64')},k1:${randomBytes(32).toString('base64')}`, /twice/],
  ])('refuses %j with a message that names the variable and never the key', (value, message) => {
    expect(() => parseAadhaarKeys(value)).toThrow(message);
    try {
      parseAadhaarKeys(value);
    } catch (err) {
      const key = value.split(':')[1]?.split(',')[0] ?? '';
      expect(String(err)).toContain('AADHAAR_KEYS');
      if (key.length > 8) expect(String(err)).not.toContain(key);
    }
  });
});

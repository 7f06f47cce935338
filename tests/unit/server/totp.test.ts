import { describe, expect, it } from 'vitest';
import { hotp, matchTotp, otpauthUri, stepAt, toBase32 } from '../../../src/server/modules/auth/totp';

/** RFC 6238 appendix B's SHA-1 seed; the RFC lists 8 digits, an authenticator shows the last 6. */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238, SHA-1, 6 digits, 30 s)', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
    [20_000_000_000, '353130'],
  ])('gives the RFC test vector at T=%i: %s', (seconds, code) => {
    expect(hotp(RFC_SECRET, stepAt(seconds * 1000))).toBe(code);
  });

  it('accepts the code of the current step and of one step either side, not two', () => {
    const now = 1_234_567_890_000;
    const step = stepAt(now);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + 2), now, null)).toBeNull();
  });

  it('never accepts a code of a step already used, or of an earlier one', () => {
    const now = 1_234_567_890_000;
    const step = stepAt(now);
    const code = hotp(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(RFC_SECRET, hotp(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 345', '２８７０８２'])('refuses a malformed code %j', (code) => {
    expect(matchTotp(RFC_SECRET, code, 59_000, null)).toBeNull();
  });

  it('encodes secrets in RFC 4648 base32 without padding', () => {
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(toBase32(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('builds the otpauth:// URI authenticator apps read', () => {
    const [label, query] = otpauthUri('Citizen Services Portal', 'clerk.one', RFC_SECRET).split('?');
    expect(label).toBe('otpauth://totp/Citizen%20Services%20Portal:clerk.one');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'Citizen Services Portal',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

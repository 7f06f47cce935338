import { describe, expect, it } from 'vitest';
import { userMessages } from '../../../src/shared/domain/users/user-messages';
import { adminSetupSchema, loginSchema, registerSchema } from '../../../src/shared/domain/users/user-schemas';
import { BODY_NOT_OBJECT, validateStrict } from '../../../src/shared/validation/validate';

const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  username: 'lakshmi',
  email: 'lakshmi@example.in',
  password: 'secret1',
  confirmPassword: 'secret1',
  ...overrides,
});

describe('registration rules (spec section 5)', () => {
  it('accepts a valid registration', () => {
    expect(validateStrict(registerSchema, validRegistration())).toEqual({ ok: true, value: validRegistration() });
  });

  it.each([
    ['username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['username', { username: '' }, 'Username must be at least 3 characters'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'lakshmi@example' }, 'Please enter a valid email address'],
    ['email', { email: 'lakshmi example.in' }, 'Please enter a valid email address'],
    ['password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    ['confirmPassword', { confirmPassword: 'secret2' }, 'Passwords do not match'],
  ])('reports %s with the exact message', (field, overrides, message) => {
    const result = validateStrict(registerSchema, validRegistration(overrides));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });

  it('reports every failing field at once', () => {
    const result = validateStrict(registerSchema, { username: 'a', email: 'x', password: '1', confirmPassword: '2' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual(['confirmPassword', 'email', 'password', 'username']);
  });

  it('accepts 128-character passphrases and refuses longer ones', () => {
    const long = 'x'.repeat(128);
    expect(validateStrict(registerSchema, validRegistration({ password: long, confirmPassword: long })).ok).toBe(true);
    const tooLong = 'x'.repeat(129);
    const result = validateStrict(registerSchema, validRegistration({ password: tooLong, confirmPassword: tooLong }));
    expect(result.ok ? null : result.fields.password).toBe(userMessages.passwordMax);
  });

  it('refuses an @ in a username, so a username never looks like an email at sign-in', () => {
    const result = validateStrict(registerSchema, validRegistration({ username: 'a@b.c' }));
    expect(result.ok ? null : result.fields.username).toBe(userMessages.usernameChars);
  });
});

describe('strict validation of untrusted bodies', () => {
  it.each([null, [], 'text', 42])('refuses a body that is not an object: %j', (body) => {
    expect(validateStrict(loginSchema, body)).toEqual({ ok: false, error: BODY_NOT_OBJECT, fields: {} });
  });

  it('refuses unknown fields by name', () => {
    const result = validateStrict(loginSchema, { username: 'a', password: 'b', isAdmin: true });
    expect(result).toMatchObject({ ok: false, error: 'Unknown field: isAdmin', fields: { isAdmin: 'This field is not accepted' } });
  });

  it('does not coerce other types into text', () => {
    const result = validateStrict(loginSchema, { username: 12345, password: ['x'] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields.username).toBe('Username or email must be text');
      expect(result.fields.password).toBe('Password must be text');
    }
  });

  it('requires both sign-in fields', () => {
    const result = validateStrict(loginSchema, { username: '', password: '' });
    expect(result.ok ? null : result.fields).toEqual({
      username: userMessages.loginUsernameRequired,
      password: userMessages.passwordRequired,
    });
  });

  it('asks for the setup key on admin setup', () => {
    const result = validateStrict(adminSetupSchema, { ...validRegistration(), setupKey: '' });
    expect(result.ok ? null : result.fields).toEqual({ setupKey: userMessages.setupKeyRequired });
  });
});

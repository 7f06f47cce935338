import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../src/server/modules/auth/common-passwords';

describe('the common-password list', () => {
  it.each(['password', '123456', 'qwerty', 'letmein', 'iloveyou', 'trustno1'])('knows %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('ignores case and compatibility forms, like the source list', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('ＱＷＥＲＴＹ')).toBe(true);
  });

  it.each(['correct horse battery', 'mango season', 'password-with-more'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('does not treat its header as passwords', () => {
    expect(isCommonPassword('# the 10,000 most common passwords (10,001 lines below), lowercase, one per line.')).toBe(false);
  });
});

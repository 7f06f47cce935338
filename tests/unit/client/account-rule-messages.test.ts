import { describe, expect, it } from 'vitest';
import { authTexts, userMessagesIn } from '../../../src/client/features/auth/auth-texts';
import { userMessages } from '../../../src/shared/domain/users/user-messages';

/*
 * The sign-in and account forms validate with the account rules' messages from their catalogue,
 * with the limits the rules set: in English the server's words, in Tamil the same limits.
 */
describe('the account rules’ messages on the forms', () => {
  it('are the server’s words in English', async () => {
    await authTexts.load('en');
    expect(userMessagesIn(authTexts.get('en'))).toEqual(userMessages);
  });

  it('name the same limits in Tamil', async () => {
    await authTexts.load('ta');
    const tamil = userMessagesIn(authTexts.get('ta'));
    for (const [key, english] of Object.entries(userMessages)) {
      expect(tamil[key as keyof typeof userMessages].match(/\d+/g), key).toEqual(english.match(/\d+/g));
    }
  });
});

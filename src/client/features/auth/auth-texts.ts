import { PASSWORD_MAX, PASSWORD_MIN, SETUP_KEY_MAX, USERNAME_MAX, USERNAME_MIN } from '../../../shared/domain/users/user-limits';
import type { UserMessages } from '../../../shared/domain/users/user-messages';
import { catalogue } from '../../i18n/catalogue';

/*
 * Sign-in, registration, admin setup and two-factor sign-in (docs/decisions/035). The spec's
 * English stays word for word (sections 2, 5 and 8).
 */
export const authTexts = catalogue('auth', {
  en: () => import('./auth-texts.en'),
  ta: () => import('./auth-texts.ta'),
});

/**
 * The account rules' messages in the page's language, with the limits they name, for the schema
 * builders; in English they are the server's words (src/shared/domain/users/user-messages.ts).
 */
export function userMessagesIn(texts: ReturnType<typeof authTexts.get>): UserMessages {
  const messages = texts.messages;
  return {
    ...messages,
    usernameMin: messages.usernameMin({ min: USERNAME_MIN }),
    usernameMax: messages.usernameMax({ max: USERNAME_MAX }),
    passwordMin: messages.passwordMin({ min: PASSWORD_MIN }),
    passwordMax: messages.passwordMax({ max: PASSWORD_MAX }),
    setupKeyMax: messages.setupKeyMax({ max: SETUP_KEY_MAX }),
  };
}

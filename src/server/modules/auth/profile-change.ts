import { mixed, object } from 'yup';
import type { ProfileChange } from '../../../shared/api/auth-types';
import { languages } from '../../../shared/i18n/languages';
import type { Language } from '../../../shared/i18n/languages';

export const profileMessages = {
  language: `Choose a language: ${languages.join(' or ')}`,
} as const;

/** Body of PATCH /api/auth/profile: the language the person chose, kept on the account (decision 036). */
export const profileChangeSchema = object({
  language: mixed<Language>().required(profileMessages.language).oneOf(languages, profileMessages.language),
}) satisfies { __outputType: ProfileChange };

import type { Language } from '../../../shared/i18n/languages';
import en from './register-texts.en';
import ta from './register-texts.ta';

/** The messages of a register file's errors in one language (register-texts.pot, .ta.po). */
export type RegisterTexts = typeof en;

/** Both languages are loaded at start: they are small, and a clerk's import is answered in theirs. */
export const registerTexts: Record<Language, RegisterTexts> = { en, ta };

import type { ErrorCode, FieldCodes } from '../../shared/api/error-codes';
import english from '../../shared/api/error-texts.en';
import tamil from '../../shared/api/error-texts.ta';
import type { Language } from '../../shared/i18n/languages';
import { wordFor } from '../../shared/i18n/word-for';
import type { FieldErrors } from '../../shared/validation/validate';

/*
 * The server's error answers in each language (decision 070): one catalogue,
 * shared/api/error-texts.pot (English) and error-texts.ta.po (Tamil), keyed by the answer's code
 * (a dotted code is a nested key), with the field messages by their field code under `fields` and
 * the statuses a message names under `statuses`. Both languages are loaded at start: they are small.
 */
const catalogues: Record<Language, typeof english> = { en: english, ta: tamil };

type Values = Readonly<Record<string, string | number>>;

/** The text of `code` in `language`, with the values it names; a `status` among them in that language's words. */
export function errorText(language: Language, code: ErrorCode, values: Values = {}): string {
  const texts = catalogues[language];
  let text: unknown = texts;
  for (const part of code.split('.')) text = (text as Record<string, unknown>)[part];
  if (typeof text === 'string') return text;
  if (typeof text !== 'function') throw new Error(`The error code ${code} has no text in ${language}`);
  const { status } = values;
  // A status is named as the server stores it ("In Progress"); its key has no spaces.
  const worded = typeof status === 'string' ? { ...values, status: wordFor(texts.statuses, status.replaceAll(' ', '')) ?? status } : values;
  return (text as (values: Values) => string)(worded);
}

/**
 * Each field's message in `language`. English keeps each check's own message (it names the field
 * and the rule); another language words a field by the code of the check that failed, and keeps
 * the English of a code it has no text for.
 */
export function fieldTexts(language: Language, fields: FieldErrors, fieldCodes: FieldCodes | undefined): FieldErrors {
  if (language === 'en' || !fieldCodes) return fields;
  const byCode = catalogues[language].fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const code = fieldCodes[name];
      return [name, (code === undefined ? undefined : wordFor(byCode, code)) ?? message];
    }),
  );
}

import type { ErrorCode, ErrorValues, FieldCode } from '../../shared/api/error-codes';
import type { Language } from '../../shared/i18n/languages';
import { pageLanguage } from './page-language';

/**
 * The server's error answers in the page's language (decision 036). Every answer carries its
 * English `error` (the spec's words) and a stable `code`: an English page shows `error` itself,
 * so English has no catalogue here; another language's module words every code, and every field
 * code, typed so that a code without its text fails the typecheck. Loaded only when a call fails
 * on a page in that language (lib/api-client.ts), before the failure reaches the page.
 */
export interface ServerErrorTexts {
  errors: { [C in ErrorCode]: C extends keyof ErrorValues ? (values: ErrorValues[C]) => string : string };
  fields: Record<FieldCode, string>;
}

const loaders: Partial<Record<Language, () => Promise<{ default: ServerErrorTexts }>>> = {
  ta: () => import('./server-errors.ta'),
};

const loaded = new Map<Language, ServerErrorTexts>();

/** Loads the page language's texts; resolves at once for English or once they are here. A failed download leaves the English. */
export async function loadServerErrorTexts(language: Language = pageLanguage()): Promise<void> {
  const load = loaders[language];
  if (!load || loaded.has(language)) return;
  try {
    loaded.set(language, (await load()).default);
  } catch {
    // Offline with an app version whose chunk was never stored: the server's English is shown.
  }
}

/** What an error body says, in the page's language when its texts are loaded; the server's English otherwise. */
export function serverErrorText(body: { error: string; code?: unknown; values?: unknown }, language: Language = pageLanguage()): string {
  const texts = loaded.get(language);
  // Only the catalogue's own keys: a code from a newer server, or "constructor", is not a text.
  if (!texts || typeof body.code !== 'string' || !Object.hasOwn(texts.errors, body.code)) return body.error;
  const text = texts.errors[body.code as ErrorCode] as string | ((values: Record<string, unknown>) => string);
  if (typeof text === 'string') return text;
  const values = typeof body.values === 'object' && body.values !== null ? (body.values as Record<string, unknown>) : null;
  // A text that names a value the answer did not send: the server's own words are better.
  return values ? text(values) : body.error;
}

/** Each field's message, in the page's language where its code has a text; the server's English otherwise. */
export function serverFieldTexts(
  fields: Record<string, string>,
  fieldCodes: Record<string, string> | undefined,
  language: Language = pageLanguage(),
): Record<string, string> {
  const texts = loaded.get(language);
  if (!texts || !fieldCodes) return fields;
  const byCode = texts.fields as Record<string, string>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, message]) => {
      const code = fieldCodes[name];
      return [name, code !== undefined && Object.hasOwn(byCode, code) ? (byCode[code] as string) : message];
    }),
  );
}

import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';

/**
 * The language of an error answer (decision 070): the first of the portal's languages the
 * request's `Accept-Language` names, by quality; where it names none, the signed-in account's
 * (already read by the route's guard); English otherwise. The app sends the page's language on
 * every call; a client that sends nothing gets English, the spec's words.
 */
export function answerLanguage(
  request: Pick<FastifyRequest, 'headers'> & { currentUser?: { language: Language | null } | null },
): Language {
  return acceptedLanguage(request.headers['accept-language']) ?? request.currentUser?.language ?? DEFAULT_LANGUAGE;
}

/** `ta-IN,ta;q=0.9,en;q=0.8` → `ta`: the best-liked language the portal has, or null when it names none. */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; quality: number } | null = null;
  for (const range of header.split(',')) {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const base = tag.toLowerCase().split('-')[0];
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    // Equal qualities keep the header's order: the first named wins.
    if (isLanguage(base) && quality > 0 && quality <= 1 && (best === null || quality > best.quality)) best = { language: base, quality };
  }
  return best?.language ?? null;
}

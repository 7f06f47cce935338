import { clerkWords } from '../../../shared/domain/admin/clerk-reasons';
import type { ReasonKind, ReasonTexts } from '../../../shared/domain/admin/clerk-reasons';
import english from '../../../shared/domain/admin/clerk-reason-texts.en';
import tamil from '../../../shared/domain/admin/clerk-reason-texts.ta';
import type { Language } from '../../../shared/i18n/languages';

/** Both languages' reasons, loaded at start: they are few. */
const reasonTexts: Record<Language, ReasonTexts> = { en: english, ta: tamil };

/** A clerk's reasons and words as `language`'s reader reads them (decision 073): the reasons worded, the words as written. */
export function clerkWordsIn(
  language: Language,
  kind: ReasonKind,
  said: { reasonCodes: string[] | null; message: string | null },
): string | null {
  return clerkWords(reasonTexts[language], kind, said.reasonCodes, said.message);
}

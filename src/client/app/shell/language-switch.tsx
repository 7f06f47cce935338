import { useLocation } from 'react-router-dom';
import { languageNames, languageSwitchPath, locales, otherLanguage } from '../../../shared/i18n/languages';
import { pageLanguage } from '../../i18n/page-language';

/**
 * The link to this page in the other language, written in that language ("தமிழ்" on an English
 * page). A plain link, so that it works before the page's JavaScript has started: the server, or
 * the service worker offline, keeps the choice and answers with this page again (docs/decisions/035).
 * Its `data-language-switch` marks it for the watch on its clicks (../../lib/session/language-choice.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = otherLanguage(pageLanguage());
  return (
    <a
      href={languageSwitchPath(other, `${pathname}${search}`)}
      className={className}
      lang={locales[other]}
      hrefLang={locales[other]}
      data-language-switch={other}
    >
      {languageNames[other]}
    </a>
  );
}

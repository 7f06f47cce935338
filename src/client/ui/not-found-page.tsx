import { appTexts } from '../i18n/app-texts';
import { ButtonLink } from './button';
import { Page } from './page';

export function NotFoundPage() {
  const t = appTexts.get().notFound;
  return (
    <Page title={t.title} intro={t.intro}>
      <ButtonLink to="/">{t.goHome}</ButtonLink>
    </Page>
  );
}

import { certificateDefinitions, certificatePath } from '../../../../shared/domain/certificates/certificate-definitions';
import { LinkCard, cardGridClass } from '../../../ui/link-card';
import { Page } from '../../../ui/page';
import { certificateTexts } from '../certificate-texts';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [certificateTexts, definitionTexts];

export function CertificatesPage() {
  const t = certificateTexts.get().list;
  return (
    <Page title={t.title} intro={t.intro}>
      <ul className={cardGridClass}>
        {certificateDefinitions.map(definitionInPageLanguage).map((certificate) => (
          <li key={certificate.slug}>
            <LinkCard to={certificatePath(certificate.slug)} title={certificate.title} description={certificate.summary} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

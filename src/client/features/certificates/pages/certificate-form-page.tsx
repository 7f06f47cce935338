import { useParams } from 'react-router-dom';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { offlineTexts } from '../../../offline/form/offline-texts';
import { formTexts } from '../../../ui/form/form-texts';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { certificateTexts } from '../certificate-texts';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { CertificateForm } from '../form/certificate-form';
import { validationTexts } from '../validation-texts';

/** The catalogues this page and its form show (the form engine's and the draft's notes with them), loaded before it renders. */
export const texts = [certificateTexts, validationTexts, definitionTexts, formTexts, offlineTexts];

/** /certificates/:slug: the form of one of the six definitions, or Page Not Found. */
export function CertificateFormPage() {
  const { slug = '' } = useParams();
  const definition = certificateBySlug(slug);
  if (!definition) return <NotFoundPage />;
  return (
    <Page title={definitionInPageLanguage(definition).formTitle} intro={certificateTexts.get().form.intro} narrow panel>
      <CertificateForm key={definition.slug} definition={definition} />
    </Page>
  );
}

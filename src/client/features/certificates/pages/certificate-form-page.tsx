import { useParams } from 'react-router-dom';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { CertificateForm } from '../form/certificate-form';

/** /certificates/:slug: the form of one of the six definitions, or Page Not Found. */
export function CertificateFormPage() {
  const { slug = '' } = useParams();
  const definition = certificateBySlug(slug);
  if (!definition) return <NotFoundPage />;
  return (
    <Page title={definition.formTitle} intro="Fields marked (optional) may be left empty. Everything else is needed." narrow panel>
      <CertificateForm key={definition.slug} definition={definition} />
    </Page>
  );
}

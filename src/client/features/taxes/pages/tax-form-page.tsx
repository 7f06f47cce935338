import { useParams } from 'react-router-dom';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { TaxForm } from '../form/tax-form';

/** /taxes/:slug: the form of one of the five tax definitions, or Page Not Found. */
export function TaxFormPage() {
  const { slug = '' } = useParams();
  const definition = taxBySlug(slug);
  if (!definition) return <NotFoundPage />;
  return (
    <Page title={definition.formTitle} intro="All fields are needed. Amounts are in Indian rupees (INR)." narrow panel>
      <TaxForm key={definition.slug} definition={definition} />
    </Page>
  );
}

import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { TaxForm } from '../form/tax-form';
import { prefillIn } from '../form/tax-form-values';
import { localizedTax } from '../localized-tax';
import { taxDefinitionTexts } from '../tax-definition-texts';
import { taxTexts } from '../tax-texts';
import { offlineTexts } from '../../../offline/form/offline-texts';
import { formTexts } from '../../../ui/form/form-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [taxTexts, taxDefinitionTexts, offlineTexts, formTexts];

/**
 * /taxes/:slug: the form of one of the five tax definitions, in the page's language, or Page Not
 * Found; from "Pay again", with the earlier order's bill details.
 */
export function TaxFormPage() {
  const { slug = '' } = useParams();
  const { state } = useLocation();
  const prefill = useMemo(() => prefillIn(state), [state]);
  const definition = useMemo(() => {
    const found = taxBySlug(slug);
    return found && localizedTax(found);
  }, [slug]);
  if (!definition) return <NotFoundPage />;
  return (
    <Page title={definition.formTitle} intro={taxTexts.get().form.intro} narrow panel>
      <TaxForm key={definition.slug} definition={definition} prefill={prefill} />
    </Page>
  );
}

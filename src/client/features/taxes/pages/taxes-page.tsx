import { taxDefinitions, taxPath } from '../../../../shared/domain/taxes/tax-definitions';
import { LinkCard, cardGridClass } from '../../../ui/link-card';
import { Page } from '../../../ui/page';
import { localizedTax } from '../localized-tax';
import { taxDefinitionTexts } from '../tax-definition-texts';
import { taxTexts } from '../tax-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [taxTexts, taxDefinitionTexts];

export function TaxesPage() {
  const t = taxTexts.get().list;
  return (
    <Page title={t.title} intro={t.intro}>
      <ul className={cardGridClass}>
        {taxDefinitions
          .map((definition) => localizedTax(definition))
          .map((tax) => (
            <li key={tax.slug}>
              <LinkCard to={taxPath(tax.slug)} title={tax.title} description={tax.summary} />
            </li>
          ))}
      </ul>
    </Page>
  );
}

import { taxDefinitions, taxPath } from '../../../../shared/domain/taxes/tax-definitions';
import { LinkCard, cardGridClass } from '../../../ui/link-card';
import { Page } from '../../../ui/page';

export function TaxesPage() {
  return (
    <Page title="Taxes and Bills" intro="Choose what you want to pay. All amounts are in Indian rupees (INR).">
      <ul className={cardGridClass}>
        {taxDefinitions.map((tax) => (
          <li key={tax.slug}>
            <LinkCard to={taxPath(tax.slug)} title={tax.title} description={tax.summary} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

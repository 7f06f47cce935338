import { useParams } from 'react-router-dom';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { useOwner } from '../../../offline/form/use-owner';
import { useSubmitted } from '../../../offline/use-submitted';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { Confirmation } from '../../../ui/requests/confirmation';
import { requestTexts } from '../../../ui/requests/request-texts';
import { TaxReceipt } from '../form/tax-receipt';
import { localizedTax } from '../localized-tax';
import { taxDefinitionTexts } from '../tax-definition-texts';
import { taxTexts } from '../tax-texts';

export const texts = [requestTexts, taxTexts, taxDefinitionTexts];

/** /taxes/submitted/:id: a payment made without a citizen's account, its confirmation and receipt kept on the device. */
export function PaymentSubmittedPage() {
  const { id = '' } = useParams();
  const view = useSubmitted(useOwner(), id);
  const t = requestTexts.get().confirmation;
  const kept = view.state === 'kept' ? view.confirmation : null;
  const found = kept?.type ? taxBySlug(kept.type) : undefined;
  const definition = found && localizedTax(found);
  return (
    <Page title={definition?.formTitle ?? t.payment} narrow>
      {view.state === 'loading' ? <LoadingIndicator /> : null}
      {kept ? (
        <Confirmation
          kind="payment"
          success={<strong>{taxTexts.get().payment.success}</strong>}
          reference={kept.reference}
          signedIn={false}
        >
          {definition && kept.receipt ? <TaxReceipt definition={definition} receipt={kept.receipt} /> : null}
        </Confirmation>
      ) : null}
      {view.state !== 'loading' && !kept ? <Alert tone="info">{t.gone}</Alert> : null}
    </Page>
  );
}

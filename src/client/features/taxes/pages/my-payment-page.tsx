import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { MyPaymentDetail } from '../../../../shared/api/my-requests-types';
import { apiPaths } from '../../../../shared/api/paths';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { fetchMyPayment } from '../../../lib/calls/my-requests-api';
import { isConfirmationState } from '../../../lib/request-paths';
import { useCopiedRead } from '../../../offline/use-copied-read';
import { Page } from '../../../ui/page';
import { Confirmation } from '../../../ui/requests/confirmation';
import { AsOf, BackToMyRequests, RequestDetails, RequestPending, Timeline } from '../../../ui/requests/request-parts';
import type { Fact } from '../../../ui/requests/request-parts';
import { requestTexts } from '../../../ui/requests/request-texts';
import { statusText, whenText } from '../../../ui/requests/request-words';
import { TaxReceipt } from '../form/tax-receipt';
import { localizedTax } from '../localized-tax';
import { taxDefinitionTexts } from '../tax-definition-texts';
import { taxTexts } from '../tax-texts';

export const texts = [requestTexts, taxTexts, taxDefinitionTexts];

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/**
 * /my-requests/payments/:id: one of the signed-in citizen's payments, its history and, once paid,
 * its printable receipt; readable offline from its last copy. Right after paying, it is the
 * confirmation too (router state, kept by a reload).
 */
export function MyPaymentPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const load = useCallback(() => fetchMyPayment(id), [id]);
  const { result, retry } = useCopiedRead<MyPaymentDetail>(`payment:${id}`, load);
  const found = result.status === 'ready' ? taxBySlug(result.data.type) : undefined;
  const definition = found && localizedTax(found);
  return (
    <Page title={definition?.formTitle ?? requestTexts.get().yourPayment} narrow>
      {result.status === 'ready' ? (
        <>
          <AsOf at={result.asOf} />
          {isConfirmationState(location.state) ? (
            <Confirmation
              kind="payment"
              success={<strong>{taxTexts.get().payment.success}</strong>}
              reference={result.data.reference}
              signedIn
            />
          ) : null}
          <PaymentRecord payment={result.data} />
          {definition && result.data.receipt ? (
            <TaxReceipt
              definition={definition}
              receipt={result.data.receipt}
              pdfPath={apiPaths.me.receiptPdf(result.data.id)}
              refunded={result.data.status !== 'paid'}
            />
          ) : null}
          <Timeline entries={result.data.timeline} />
        </>
      ) : (
        <RequestPending status={result.status} retry={retry} />
      )}
      <BackToMyRequests />
    </Page>
  );
}

function PaymentRecord({ payment }: { payment: MyPaymentDetail }) {
  const t = requestTexts.get();
  const facts: Fact[] = [
    [t.reference, payment.reference],
    [t.status, statusText(payment.status)],
    [t.submittedOn, whenText(payment.createdAt)],
    [t.amount, rupees(payment.amount)],
    [t.lateFee, rupees(payment.lateFee)],
    [t.total, rupees(payment.total)],
  ];
  return <RequestDetails facts={facts} />;
}

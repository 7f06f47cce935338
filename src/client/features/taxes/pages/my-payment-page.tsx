import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { MyPaymentDetail } from '../../../../shared/api/my-requests-types';
import { apiPaths } from '../../../../shared/api/paths';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { fetchMyPayment } from '../../../lib/calls/my-requests-api';
import { confirmedIn } from '../../../lib/request-paths';
import { useOwner } from '../../../offline/form/use-owner';
import { useCopiedRead } from '../../../offline/use-copied-read';
import { Page } from '../../../ui/page';
import { Confirmation } from '../../../ui/requests/confirmation';
import { AsOf, BackToMyRequests, OfficeWords, RequestDetails, RequestPending, Timeline } from '../../../ui/requests/request-parts';
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
 * confirmation too, with the receipt, from the payment's answer in the router state (kept by a
 * reload): shown at once, with or without a connection, and the record once it is read (decision 072).
 */
export function MyPaymentPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const load = useCallback(() => fetchMyPayment(id), [id]);
  const { result, retry } = useCopiedRead<MyPaymentDetail>(`payment:${id}`, load);
  const confirmed = confirmedIn(location.state, useOwner());
  const record = result.status === 'ready' ? result.data : null;
  // The record's receipt once it is read; until then the one the payment answered.
  const receipt = record ? record.receipt : confirmed?.receipt;
  const found = taxBySlug(record?.type ?? confirmed?.type ?? '');
  const definition = found && localizedTax(found);
  return (
    <Page title={definition?.formTitle ?? requestTexts.get().yourPayment} narrow>
      {confirmed ? (
        <Confirmation kind="payment" success={<strong>{taxTexts.get().payment.success}</strong>} reference={confirmed.reference} signedIn />
      ) : null}
      {result.status === 'ready' ? (
        <>
          <AsOf at={result.asOf} />
          <PaymentRecord payment={result.data} />
        </>
      ) : (
        <RequestPending status={result.status} retry={retry} confirmed={confirmed !== null} />
      )}
      {definition && receipt ? (
        <TaxReceipt
          definition={definition}
          receipt={receipt}
          pdfPath={apiPaths.me.receiptPdf(id)}
          refunded={record ? record.status !== 'paid' : false}
        />
      ) : null}
      {record ? <Timeline entries={record.timeline} /> : null}
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
  // A decline's reason first, in a box of its own (decision 073); the history keeps every message.
  const latest = payment.timeline.at(-1);
  const words = payment.status === 'declined' && latest?.status === 'declined' ? latest.message : undefined;
  return (
    <>
      {words ? <OfficeWords heading={t.officeWords.declined} message={words} /> : null}
      <RequestDetails facts={facts} />
    </>
  );
}

import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { MyPaymentDetail } from '../../../../shared/api/my-requests-types';
import { apiPaths } from '../../../../shared/api/paths';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { fetchMyPayment } from '../../../lib/calls/my-requests-api';
import { confirmedIn } from '../../../lib/request-paths';
import type { ConfirmationState } from '../../../lib/request-paths';
import { useOwner } from '../../../offline/form/use-owner';
import { useCopiedRead } from '../../../offline/use-copied-read';
import { Alert } from '../../../ui/form/alert';
import { Page } from '../../../ui/page';
import { Confirmation } from '../../../ui/requests/confirmation';
import { paymentStatusTexts } from '../../../ui/requests/payment-status-texts';
import { paymentStatusText, paymentTimeline } from '../../../ui/requests/payment-status-words';
import { AsOf, BackToMyRequests, OfficeWords, RequestDetails, RequestPending, Timeline } from '../../../ui/requests/request-parts';
import type { Fact } from '../../../ui/requests/request-parts';
import { requestTexts } from '../../../ui/requests/request-texts';
import { whenText } from '../../../ui/requests/request-words';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import type { Paid } from '../checkout/use-checkout';
import { TaxReceipt } from '../form/tax-receipt';
import { localizedTax } from '../localized-tax';
import { taxDefinitionTexts } from '../tax-definition-texts';
import { taxTexts } from '../tax-texts';
import { UnpaidOrderActions } from './unpaid-order-actions';
import type { OrderNotice } from './unpaid-order-actions';

export const texts = [requestTexts, paymentStatusTexts, taxTexts, taxDefinitionTexts];

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/**
 * /my-requests/payments/:id: one of the signed-in citizen's payments, its history and, once paid,
 * its printable receipt; readable offline from its last copy. Right after paying, it is the
 * confirmation too, with the receipt, from the payment's answer in the router state (kept by a
 * reload): shown at once, with or without a connection, and the record once it is read (decision 072).
 * An order made and not paid is paid with its own order or cancelled here (decision 074), and
 * once paid this way the page is its confirmation in the same way.
 */
export function MyPaymentPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const owner = useOwner();
  const load = useCallback(() => fetchMyPayment(id), [id]);
  const { result, retry } = useCopiedRead<MyPaymentDetail>(`payment:${id}`, load);
  const confirmed = confirmedIn(location.state, owner);
  const [notice, setNotice] = useState<OrderNotice | null>(null);
  const { ref: noticeRef, focusAfterRender: focusNotice } = useFocusAfterRender<HTMLDivElement>();
  const record = result.status === 'ready' ? result.data : null;
  // The record's receipt once it is read; until then the one the payment answered.
  const receipt = record ? record.receipt : confirmed?.receipt;
  const found = taxBySlug(record?.type ?? confirmed?.type ?? '');
  const definition = found && localizedTax(found);

  function tell(next: OrderNotice | null) {
    setNotice(next);
    if (next) focusNotice();
  }

  function showPaid(paid: Paid) {
    if (owner && definition) {
      const state: ConfirmationState = { submitted: { kind: 'payment', type: definition.slug, ...paid }, owner };
      void navigate(location.pathname, { replace: true, state });
    }
    retry();
  }

  return (
    <Page title={definition?.formTitle ?? requestTexts.get().yourPayment} narrow>
      {confirmed ? (
        <Confirmation kind="payment" success={<strong>{taxTexts.get().payment.success}</strong>} reference={confirmed.reference} signedIn />
      ) : null}
      {notice ? (
        <Alert ref={noticeRef} tone={notice.tone}>
          {notice.text}
        </Alert>
      ) : null}
      {result.status === 'ready' ? (
        <>
          <AsOf at={result.asOf} />
          {definition && result.asOf === null ? (
            <UnpaidOrderActions payment={result.data} definition={definition} onChanged={retry} onPaid={showPaid} tell={tell} />
          ) : null}
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
      {record ? <Timeline entries={paymentTimeline(record.timeline)} /> : null}
      <BackToMyRequests />
    </Page>
  );
}

function PaymentRecord({ payment }: { payment: MyPaymentDetail }) {
  const t = requestTexts.get();
  const facts: Fact[] = [
    [t.reference, payment.reference],
    [t.status, paymentStatusText(payment.status)],
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

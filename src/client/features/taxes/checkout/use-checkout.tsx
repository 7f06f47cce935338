import { useState } from 'react';
import type { TaxOrderCreated, TaxReceipt } from '../../../../shared/api/submissions/tax-types';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { SubmissionStopped } from '../../../ui/form/use-submission';
import { verifyPayment } from '../api/tax-api';
import { taxTexts } from '../tax-texts';
import type { CheckoutRequest, CheckoutResult } from './checkout-result';
import { openRazorpayCheckout } from './razorpay-checkout';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';

/** A payment that went through: its record's id and reference, and the receipt verify gave. */
export interface Paid {
  id: string;
  reference: string;
  receipt: TaxReceipt | null;
}

/**
 * The gateway's checkout for an order (Razorpay's, or the sandbox's dialog) and the verification
 * of what it reports: `payOrder` runs them for a new order or one made before (the same gateway
 * order, decision 074), `dialog` is the sandbox's while it is open. Each step that can end the
 * payment says how, as a SubmissionStopped.
 */
export function useCheckout(definition: TaxDefinition) {
  const paymentTexts = taxTexts.get().payment;
  const [sandbox, setSandbox] = useState<{ request: CheckoutRequest; resolve: (result: CheckoutResult) => void } | null>(null);

  function openCheckout(order: TaxOrderCreated, prefillName: string | undefined): Promise<CheckoutResult> {
    const request: CheckoutRequest = {
      orderId: order.orderId,
      amountPaise: order.amount,
      description: definition.checkoutDescription,
      prefillName,
      keyId: order.keyId,
    };
    if (order.provider === 'razorpay') return openRazorpayCheckout(request);
    return new Promise((resolve) => setSandbox({ request, resolve }));
  }

  /** `prefillName`: the payer's name as the bill gives it (the definition's prefillNameField). */
  async function payOrder(order: TaxOrderCreated, prefillName: string | undefined): Promise<Paid> {
    const result = await openCheckout(order, prefillName).catch(() => ({ kind: 'failed' }) as const);
    if (result.kind === 'dismissed') throw new SubmissionStopped('info', paymentTexts.cancelled);
    if (result.kind === 'failed') throw new SubmissionStopped('error', paymentTexts.gatewayFailed);
    const verification = await verifyPayment({
      paymentId: result.paymentId,
      orderId: result.orderId,
      signature: result.signature,
      id: order.id,
    }).catch(() => {
      throw new SubmissionStopped('error', paymentTexts.verifyError);
    });
    if (!verification.verified) throw new SubmissionStopped('error', paymentTexts.notVerified);
    return { id: order.id, reference: order.reference, receipt: verification.receipt ?? null };
  }

  const dialog = sandbox ? (
    <SandboxCheckoutDialog
      request={sandbox.request}
      onResult={(result) => {
        setSandbox(null);
        sandbox.resolve(result);
      }}
    />
  ) : null;
  return { payOrder, dialog };
}

import { apiPaths } from '../../../../shared/api/paths';
import type {
  Bill,
  PaymentVerificationRequest,
  PaymentVerified,
  SandboxCheckoutRequest,
  SandboxCheckoutResult,
  TaxOrderCancelled,
  TaxOrderCreated,
  TaxOrderRequest,
} from '../../../../shared/api/submissions/tax-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import { api } from '../../../lib/calls/api';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';

/** The register's bill of this number (decision 075); a 404 when the register does not hold it. */
export async function fetchBill(definition: TaxDefinition, number: string): Promise<Bill> {
  const { data } = await (await api()).get<Bill>(apiPaths.bills, { params: { type: definition.slug, [definition.numberField]: number } });
  return data;
}

export async function createTaxOrder(order: TaxOrderRequest, idempotencyKey: string): Promise<TaxOrderCreated> {
  const { data } = await (
    await api()
  ).post<TaxOrderCreated>(apiPaths.taxes.createOrder, order, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return data;
}

/** An unpaid order of the signed-in citizen's, to pay with its own gateway order (decision 074). */
export async function continueOrder(id: string): Promise<TaxOrderCreated> {
  const { data } = await (await api()).post<TaxOrderCreated>(apiPaths.me.paymentCheckout(id));
  return data;
}

/** Cancels an unpaid order of the signed-in citizen's; a repeat answers the same (decision 074). */
export async function cancelOrder(id: string): Promise<TaxOrderCancelled> {
  const { data } = await (await api()).post<TaxOrderCancelled>(apiPaths.me.paymentCancel(id));
  return data;
}

export async function verifyPayment(request: PaymentVerificationRequest): Promise<PaymentVerified> {
  const { data } = await (await api()).post<PaymentVerified>(apiPaths.taxes.verify, request);
  return data;
}

export async function sandboxCheckout(request: SandboxCheckoutRequest): Promise<SandboxCheckoutResult> {
  const { data } = await (await api()).post<SandboxCheckoutResult>(apiPaths.payments.sandboxCheckout, request);
  return data;
}

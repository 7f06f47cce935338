import { apiPaths } from '../../../../shared/api/paths';
import type {
  PaymentVerificationRequest,
  PaymentVerified,
  SandboxCheckoutRequest,
  SandboxCheckoutResult,
  TaxOrderCreated,
  TaxOrderRequest,
} from '../../../../shared/api/submissions/tax-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import { api } from '../../../lib/calls/api';

export async function createTaxOrder(order: TaxOrderRequest, idempotencyKey: string): Promise<TaxOrderCreated> {
  const { data } = await (
    await api()
  ).post<TaxOrderCreated>(apiPaths.taxes.createOrder, order, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
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

import type { FastifyRequest } from 'fastify';
import { PaymentGatewayError } from '../../payments/gateway';

/**
 * Runs a gateway call; when the gateway fails, logs what happened (the client only gets the
 * 502's plain message) and rethrows. The error handler does not log HttpErrors itself.
 */
export async function viaGateway<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentGatewayError) {
      request.log.error({ gateway: err.detail, gatewayStatus: err.gatewayStatus }, 'Payment gateway call failed');
    }
    throw err;
  }
}

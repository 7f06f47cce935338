import type { FastifyBaseLogger } from 'fastify';
import { PaymentGatewayError } from '../../payments/gateway';
import { GatewayBusyError } from '../../payments/gateway-slots';

/**
 * Runs a gateway call for a request (or for a timer, with the app's log); when the gateway fails,
 * logs what happened (the client only gets the 502's plain message) and rethrows; likewise a 503
 * when no gateway slot came free in time. The error handler does not log HttpErrors itself.
 */
export async function viaGateway<T>(request: { log: FastifyBaseLogger }, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentGatewayError) {
      request.log.error({ gateway: err.detail, gatewayStatus: err.gatewayStatus }, 'Payment gateway call failed');
    } else if (err instanceof GatewayBusyError) {
      request.log.warn('No payment gateway slot came free in time: the gateway is slow or every slot is taken');
    }
    throw err;
  }
}

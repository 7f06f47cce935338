import { BusyError } from '../http/http-error';
import { ConcurrencyLimit } from '../lib/concurrency-limit';

/**
 * How long a request waits for a gateway slot before it is answered 503. The client gives up
 * after 30 s (spec section 7); a request admitted after 10 s still has the gateway's own 15 s
 * deadline (RAZORPAY_TIMEOUT_MS) before then, and one that waited longer would mostly be
 * answered to nobody.
 */
export const GATEWAY_SLOT_WAIT_MS = 10_000;

/** When a refused order may be sent again: the message asks for a minute. */
const GATEWAY_RETRY_AFTER_SECONDS = 60;

/** No slot came free in time: nothing was claimed, ordered or written. Logged at warn. */
export class GatewayBusyError extends BusyError {
  override name = 'GatewayBusyError';
  constructor() {
    super('payment.busy', GATEWAY_RETRY_AFTER_SECONDS);
  }
}

/** A quarter of the database's connections, at least one: the rest always serve everything else. */
export function gatewaySlotCount(connections: number): number {
  return Math.max(1, Math.floor(connections / 4));
}

/**
 * The bound on transactions that wait on a remote payment gateway (decision 024): each such
 * transaction takes a slot before it takes a connection, so however slow or silent the gateway,
 * it holds at most gatewaySlotCount(connections) of them; the requests beyond wait in this
 * process, holding nothing, for at most `maxWaitMs`.
 */
export function gatewaySlots(connections: number, maxWaitMs: number = GATEWAY_SLOT_WAIT_MS): ConcurrencyLimit {
  return new ConcurrencyLimit(gatewaySlotCount(connections), maxWaitMs, () => new GatewayBusyError());
}

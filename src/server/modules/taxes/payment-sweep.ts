import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../payments/gateway';
import { TAKEN, recordCapturedPayment } from './captured-payment';
import type { CaptureOutcome } from './captured-payment';
import { viaGateway } from './gateway-calls';
import { claimOrdersToAsk } from './tax-repository';
import type { GatewayQuestionBackOff } from './tax-repository';

const MINUTE_MS = 60_000;

/** How often the server asks; each time about the orders that are due. */
const SWEEP_EVERY_MS = MINUTE_MS;
/** An order younger than this is still in its checkout: its verify or the webhook is on the way. */
const ASK_AFTER_MS = 2 * MINUTE_MS;
/** Razorpay retries a webhook for a day; an expired or cancelled order is asked about as long. */
const CLOSED_WITHIN_MS = 24 * 60 * MINUTE_MS;
/** Asked often while the checkout is fresh, then less and less: the gateway is not asked in vain every minute for a day. */
const GATEWAY_QUESTION_BACK_OFF: GatewayQuestionBackOff = {
  steps: [
    { untilAgeMs: 5 * MINUTE_MS, everyMs: MINUTE_MS },
    { untilAgeMs: 15 * MINUTE_MS, everyMs: 2 * MINUTE_MS },
    { untilAgeMs: 60 * MINUTE_MS, everyMs: 5 * MINUTE_MS },
    { untilAgeMs: 6 * 60 * MINUTE_MS, everyMs: 15 * MINUTE_MS },
  ],
  thenEveryMs: 60 * MINUTE_MS,
};
/** Orders asked about in one sweep, one after another; the rest wait for the next minute. */
const SWEEP_BATCH = 50;

export interface SweepResult {
  /** Orders asked about at the gateway. */
  asked: number;
  /** What recording each captured payment found did, one per order that had one. */
  recorded: CaptureOutcome['outcome'][];
}

/**
 * Asks the gateway about the orders left unverified as of `now` (decision 076), and records each
 * one's captured payment for exactly its total through the routine verify and the webhook use.
 * Rows are claimed first (their `gateway_checked_at` set in the claiming statement), so servers
 * sweeping at once never ask about the same order; a gateway that fails for one order is logged
 * and that order is asked again at its next turn.
 */
export async function sweepUnverifiedPayments(app: FastifyInstance, gateway: PaymentGateway, now: Date = new Date()): Promise<SweepResult> {
  const claimed = await claimOrdersToAsk(app.db, {
    gateway: gateway.provider,
    now,
    madeBefore: new Date(now.getTime() - ASK_AFTER_MS),
    closedWithinMs: CLOSED_WITHIN_MS,
    backOff: GATEWAY_QUESTION_BACK_OFF,
    limit: SWEEP_BATCH,
  });
  const result: SweepResult = { asked: claimed.length, recorded: [] };
  for (const payment of claimed) {
    try {
      const payments = await viaGateway(app, () => gateway.fetchOrderPayments(payment.gatewayOrderId));
      const taken = payments.filter(({ status, orderId }) => TAKEN.has(status) && orderId === payment.gatewayOrderId);
      const exact = taken.find(({ amountPaise }) => amountPaise === payment.totalPaise);
      if (!exact) {
        if (taken.length > 0) {
          app.log.warn(
            { payment: payment.id, amounts: taken.map(({ amountPaise }) => amountPaise), totalPaise: payment.totalPaise },
            'The gateway took money for an order, but not its total: not recorded',
          );
        }
        continue;
      }
      const recorded = await recordCapturedPayment(app, gateway, payment, exact.id, app);
      result.recorded.push(recorded.outcome);
      app.log.info({ payment: payment.id, gatewayPaymentId: exact.id, outcome: recorded.outcome }, 'Sweep found a captured payment');
    } catch (err) {
      app.log.error({ err, payment: payment.id }, 'Asking the gateway about an unverified order failed');
    }
  }
  return result;
}

/**
 * Sweeps every minute once the server is ready, until it closes; one sweep at a time in a
 * process, and closing waits for the one under way so nothing writes to a closed database.
 */
export function registerPaymentSweep(app: FastifyInstance, gateway: PaymentGateway): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepUnverifiedPayments(app, gateway)
      .then(
        ({ recorded }) => {
          if (recorded.length > 0) app.log.info({ recorded }, 'Payments the phone never reported were recorded');
        },
        (err: unknown) => app.log.error({ err }, 'Sweeping unverified payment orders failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

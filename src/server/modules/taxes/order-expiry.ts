import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders } from './tax-repository';

/** An order not paid within a day expires (decision 049). */
export const ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often the server looks for orders to expire: an order shows as unpaid at most this long after its day. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Expires unpaid orders once the server is ready and every five minutes after, until it closes
 * (decision 049). Several servers on one database may sweep at once: the UPDATE's WHERE lets each
 * order expire once.
 */
export function registerOrderExpiry(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    expireUnpaidOrders(app.db, new Date(Date.now() - ORDER_LIFETIME_MS)).then(
      (count) => {
        if (count > 0) app.log.info({ count }, 'Unpaid payment orders expired');
      },
      (err: unknown) => app.log.error({ err }, 'Expiring unpaid payment orders failed'),
    );
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

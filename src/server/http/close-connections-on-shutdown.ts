import type { FastifyInstance } from 'fastify';

/**
 * app.close() waits for requests in flight, and Fastify closes keep-alive connections that are
 * idle at that moment. A connection whose request is still running becomes idle only later and
 * would then hold the shutdown open until the client lets go. So once closing has begun, every
 * response says `Connection: close` and its socket ends with it.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Synchronous: it runs for every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

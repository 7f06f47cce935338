import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * At most `max` open connections from one address (decision 039): one more is closed at once, before
 * a byte of it is read, so one client cannot hold all the sockets. An address's first refusal is
 * logged (once until it has no connection left): it may be a kiosk room or a carrier's NAT rather
 * than an attack, and the operator should hear of it. Behind a trusted proxy every connection
 * comes from the proxy, so app.ts does not apply this there: the proxy limits per client instead.
 */
export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  const reported = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // No address: the socket is already closed.
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!reported.has(address))
        log.warn({ address, connections: count }, `Connections refused: ${address} has ${max} open (CONNECTIONS_PER_IP_MAX)`);
      reported.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) {
        open.set(address, left);
      } else {
        open.delete(address);
        // Reported again only after the address has let go of every connection: no log per refusal.
        reported.delete(address);
      }
    });
  });
}

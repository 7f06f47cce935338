import type { FastifyRequest } from 'fastify';

/** Query parameters that are credentials in their own right (a signed document link). */
const SECRET_PARAMETERS = /([?&](?:signature)=)[^&]*/gi;

/**
 * How a request appears in the access log: Fastify's default fields, with a document link's
 * signature replaced, because a logged link would let anyone who reads the log open the document
 * until it expires. Bodies are never logged (they hold Aadhaar numbers and addresses).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: request.url.replace(SECRET_PARAMETERS, '$1[redacted]'),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

import type { FastifyRequest } from 'fastify';

/** Query parameters that are credentials in their own right (a signed document link). */
const SECRET_PARAMETERS = /([?&](?:signature)=)[^&]*/gi;

/**
 * Twelve digits in a row, or three groups of four (spaces, %20, + or - between): a clerk may
 * search the admin list for an Aadhaar number, and the search is in the URL. UIDAI's rules keep
 * the number out of logs, so the log keeps its last four digits only, as the screens do. Not
 * inside a longer token (a UUID's digit-only groups, a hex name).
 */
const AADHAAR_LIKE = /(?<![0-9A-Za-z-])\d{4}(?:%20|[ +-])?\d{4}(?:%20|[ +-])?(\d{4})(?![0-9A-Za-z-])/g;

/** A one-time kiosk link's page, `/kiosk/<code>`: until it is used, the code turns a browser into a kiosk. */
const KIOSK_LINK_CODE = /^(\/kiosk\/)[^/?#]+/i;

/** The URL as logged: no link signature, no kiosk link's code, no Aadhaar number. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]').replace(KIOSK_LINK_CODE, '$1[redacted]').replace(AADHAAR_LIKE, 'XXXXXXXX$1');
}

/**
 * pino paths never written: @fastify/multipart logs the request's headers (with the bearer
 * token) at trace level when it starts reading an upload.
 */
export const logRedaction = {
  paths: ['busboyOptions.headers.authorization', 'busboyOptions.headers.cookie', 'req.headers.authorization', 'req.headers.cookie'],
  censor: '[redacted]',
};

/**
 * How a request appears in the access log: Fastify's default fields, with a document link's
 * signature and a kiosk link's code replaced, because a logged link would let anyone who reads the
 * log use it until it expires, and any Aadhaar-like number in the URL masked. Bodies are never logged (they hold Aadhaar numbers and addresses).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

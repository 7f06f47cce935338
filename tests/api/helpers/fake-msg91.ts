import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsTemplateKeys } from '../../../src/server/modules/notifications/notification-config';

export const FAKE_MSG91_AUTH_KEY = 'fake-msg91-auth-key-123';

/** A DLT template id for every SMS the portal sends; `prefix` (six letters and digits) keeps one test file's apart. */
export function templateIdsFor(prefix: string): Record<string, string> {
  return Object.fromEntries(smsTemplateKeys().map((key, index) => [key, `${prefix}${String(index).padStart(4, '0')}`]));
}

/** The settings that send the server's SMS to the stand-in at `url`, with these template ids. */
export function msg91Env(url: string, templateIds: Record<string, string>): Record<string, string> {
  return {
    MSG91_AUTH_KEY: FAKE_MSG91_AUTH_KEY,
    MSG91_SENDER: 'TNMUNI',
    MSG91_API_BASE: url,
    MSG91_TEMPLATE_IDS: Object.entries(templateIds)
      .map(([key, id]) => `${key}=${id}`)
      .join(','),
  };
}

export interface Msg91Request {
  authkey: string;
  body: { template_id?: string; sender?: string; short_url?: string; recipients?: Array<Record<string, string>> };
}

/**
 * A local stand-in answering as MSG91's flow API documents (POST /api/v5/flow, `authkey` header):
 * `{ "type": "success", "message": <request id> }`, or 401 `{ "type": "error" }` for a wrong key.
 */
export async function startFakeMsg91() {
  const requests: Msg91Request[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const authkey = String(request.headers.authkey ?? '');
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/api/v5/flow') {
        response.statusCode = 404;
        return response.end(JSON.stringify({ type: 'error', message: 'Not found' }));
      }
      if (authkey !== FAKE_MSG91_AUTH_KEY) {
        response.statusCode = 401;
        return response.end(JSON.stringify({ type: 'error', message: 'Authentication failure' }));
      }
      requests.push({ authkey, body: JSON.parse(text) as Msg91Request['body'] });
      response.end(JSON.stringify({ type: 'success', message: `3763646c3058373530393831${requests.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

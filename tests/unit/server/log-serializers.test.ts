import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { logSerializers, redactUrl } from '../../../src/server/http/log-serializers';

describe('redactUrl (the access log)', () => {
  it.each([
    ['/api/admin/list?search=234567891357', '/api/admin/list?search=XXXXXXXX1357'],
    ['/api/admin/list?search=2345%206789%201357&limit=5', '/api/admin/list?search=XXXXXXXX1357&limit=5'],
    ['/api/admin/list?search=2345+6789+1357', '/api/admin/list?search=XXXXXXXX1357'],
    [
      '/uploads/0123456789abcdef0123456789abcdef?expires=1795289552&signature=abc',
      '/uploads/0123456789abcdef0123456789abcdef?expires=1795289552&signature=[redacted]',
    ],
    ['/kiosk/7K3M-9QXD-4TWP-HB2R', '/kiosk/[redacted]'],
    ['/kiosk/7K3M-9QXD-4TWP-HB2R?utm=office', '/kiosk/[redacted]?utm=office'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('leaves ids, hex names and shorter numbers alone', () => {
    for (const url of [
      '/api/admin/certificates/birth/db0db470-9415-4218-8911-1910bf9531bf',
      '/uploads/3d940961187418e292f019103333305e',
      '/api/grievances/GRV-2345-6789',
      '/api/admin/list?limit=25',
      '/api/kiosk-links/use',
      '/api/admin/kiosk-links',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('the access log line of a request', () => {
  it("records a kiosk link's page without its code", () => {
    const request = {
      method: 'GET',
      url: '/kiosk/7K3M-9QXD-4TWP-HB2R',
      host: 'portal.example',
      ip: '127.0.0.1',
      socket: { remotePort: 50123 },
    };

    const logged = logSerializers.req(request as unknown as FastifyRequest);

    expect(logged).toEqual({
      method: 'GET',
      url: '/kiosk/[redacted]',
      host: 'portal.example',
      remoteAddress: '127.0.0.1',
      remotePort: 50123,
    });
    expect(JSON.stringify(logged)).not.toContain('7K3M');
  });
});

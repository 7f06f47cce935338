import { createHmac } from 'node:crypto';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Builds a JWT by hand, so tests can make the tokens an attacker would: expired, unsigned
 * (alg none), signed with another secret or another algorithm.
 */
export function craftToken(payload: Record<string, unknown>, options: { secret: string; alg?: 'HS256' | 'HS512' | 'none' }): string {
  const alg = options.alg ?? 'HS256';
  const header = base64url(JSON.stringify({ alg, typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  if (alg === 'none') return `${header}.${body}.`;
  const hmac = alg === 'HS256' ? 'sha256' : 'sha512';
  const signature = createHmac(hmac, options.secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

import { parsedUrl, raw } from '../../env-values';
import type { Env, ReadSetting } from '../../env-values';

export const DEFAULT_MUNICIPALITY_CODE = 'MUN';

/** What issuing certificates needs: the portal's address for the QR code, the number's prefix. */
export function certificateSettingsOf(env: Env, read: ReadSetting, production: boolean, port: number) {
  const publicUrl = read(() => publicUrlOf(env, production, port), '');
  const municipalityCode = read(() => municipalityCodeOf(env), DEFAULT_MUNICIPALITY_CODE);
  return { publicUrl, municipalityCode };
}

/** PUBLIC_URL: http(s), no credentials, query or fragment; this machine's address outside production. */
function publicUrlOf(env: Env, production: boolean, port: number): string {
  const value = raw(env, 'PUBLIC_URL');
  if (value === undefined) {
    if (production)
      throw new Error(
        'PUBLIC_URL is required in production: the https:// address people open the portal at (the QR code of every certificate points there)',
      );
    return `http://localhost:${port}`;
  }
  const url = parsedUrl(value);
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be an https:// address without credentials, query or fragment, such as https://portal.example.gov.in (got "${value}")`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** MUNICIPALITY_CODE: 2 to 10 capital letters and digits, the first part of every certificate number. */
function municipalityCodeOf(env: Env): string {
  const value = raw(env, 'MUNICIPALITY_CODE') ?? DEFAULT_MUNICIPALITY_CODE;
  if (!/^[A-Z][A-Z0-9]{1,9}$/.test(value))
    throw new Error(`MUNICIPALITY_CODE must be 2 to 10 capital letters and digits, starting with a letter, such as MDU (got "${value}")`);
  return value;
}

import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { SERVICE_DAYS_MAX } from '../../../shared/domain/certificates/service-time';
import { parsedUrl, raw } from '../../env-values';
import type { Env, ReadSetting } from '../../env-values';

export const DEFAULT_MUNICIPALITY_CODE = 'MUN';

/** What issuing certificates needs: each type's service time, the portal's address for the QR code, the number's prefix. */
export function certificateSettingsOf(env: Env, read: ReadSetting, production: boolean, port: number) {
  const certificateServiceDays = read(() => certificateServiceDaysOf(env), {});
  const publicUrl = read(() => publicUrlOf(env, production, port), '');
  const municipalityCode = read(() => municipalityCodeOf(env), DEFAULT_MUNICIPALITY_CODE);
  return { certificateServiceDays, publicUrl, municipalityCode };
}

/**
 * CERTIFICATE_SERVICE_DAYS, such as `birth=7,income=21`: this municipality's service times. A type
 * left out keeps its definition's; each type named must exist, once, with 1 to 365 days.
 */
function certificateServiceDaysOf(env: Env): Readonly<Record<string, number>> {
  const days: Record<string, number> = Object.fromEntries(
    certificateDefinitions.map((definition) => [definition.slug, definition.serviceDays]),
  );
  const value = raw(env, 'CERTIFICATE_SERVICE_DAYS');
  if (value === undefined) return Object.freeze(days);
  const named = new Set<string>();
  const wrong: string[] = [];
  for (const entry of value.split(',')) {
    const [, slug = '', count = ''] = /^\s*([a-z0-9-]+)\s*=\s*(\d{1,4})\s*$/.exec(entry) ?? [];
    if (!Object.hasOwn(days, slug) || named.has(slug) || Number(count) < 1 || Number(count) > SERVICE_DAYS_MAX) {
      wrong.push(`"${entry.trim()}"`);
      continue;
    }
    named.add(slug);
    days[slug] = Number(count);
  }
  if (wrong.length > 0) {
    const types = Object.keys(days).join(', ');
    throw new Error(
      `CERTIFICATE_SERVICE_DAYS must be type=days pairs separated by commas, such as birth=7,income=15: each type once (${types}), 1 to ${SERVICE_DAYS_MAX} days (wrong: ${wrong.join(', ')})`,
    );
  }
  return Object.freeze(days);
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

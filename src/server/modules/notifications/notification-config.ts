import { languages } from '../../../shared/i18n/languages';
import type { MessageEventType } from './message-events';
import { codeSmsTexts, messageTexts } from './message-texts';

type Env = Record<string, string | undefined>;

export const DEFAULT_MSG91_API_BASE = 'https://control.msg91.com';
export const DEFAULT_MAIL_FROM = 'Municipality portal <no-reply@localhost>';

/** MSG91: the flow API's key, the DLT sender id, and the template id of each SMS in each language. */
export interface Msg91Config {
  readonly authKey: string;
  readonly sender: string;
  readonly apiBase: string;
  /** By `<event>.<language>`, e.g. `application.received.ta`. */
  readonly templateIds: Readonly<Record<string, string>>;
}

const value = (env: Env, name: string): string | undefined => {
  const text = env[name]?.trim();
  return text === undefined || text === '' ? undefined : text;
};

/** Every SMS the portal sends, by `<event>.<language>`: each needs its DLT template's id at MSG91, the one-time codes' too. */
export function smsTemplateKeys(): string[] {
  const events: string[] = (Object.keys(messageTexts.en) as MessageEventType[]).filter((event) => messageTexts.en[event].sms);
  return [...events, ...Object.keys(codeSmsTexts.en)].flatMap((event) => languages.map((language) => `${event}.${language}`));
}

/** SMTP_URL: smtp:// or smtps:// with its credentials; null sends email to the log. Never echoed. */
export function smtpUrlOf(env: Env): string | null {
  const text = value(env, 'SMTP_URL');
  if (text === undefined) return null;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.org:465');
  }
  return text;
}

/** MAIL_FROM: the sender of every email, `Name <address>` or an address. */
export function mailFromOf(env: Env): string {
  const text = value(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  if (!/^([^<>\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(text)) {
    throw new Error(`MAIL_FROM must be an address, or a name and <address> (got "${text}")`);
  }
  return text;
}

/** MSG91 when MSG91_AUTH_KEY is set, with its sender, API address and every SMS's template id; else null (the log). */
export function msg91Of(env: Env): Msg91Config | null {
  const authKey = value(env, 'MSG91_AUTH_KEY');
  if (authKey === undefined) return null;
  const problems: string[] = [];
  const sender = value(env, 'MSG91_SENDER') ?? '';
  if (!/^[A-Z]{6}$/.test(sender)) problems.push(`MSG91_SENDER must be the DLT sender id, six capital letters (got "${sender}")`);
  const apiBase = value(env, 'MSG91_API_BASE') ?? DEFAULT_MSG91_API_BASE;
  const url = URL.canParse(apiBase) ? new URL(apiBase) : null;
  const loopback = url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (
    !url ||
    !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    problems.push('MSG91_API_BASE must be an https:// URL (http:// only for localhost) without credentials, query or fragment');
  }
  const templateIds = templateIdsOf(value(env, 'MSG91_TEMPLATE_IDS') ?? '', problems);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return {
    authKey,
    sender,
    apiBase: url ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : apiBase,
    templateIds: Object.freeze(templateIds),
  };
}

function templateIdsOf(text: string, problems: string[]): Record<string, string> {
  const wanted = smsTemplateKeys();
  const ids: Record<string, string> = {};
  const wrong: string[] = [];
  for (const entry of text.split(',').filter((part) => part.trim() !== '')) {
    const [, key = '', id = ''] = /^\s*([a-z_.]+)\s*=\s*([A-Za-z0-9]{1,64})\s*$/.exec(entry) ?? [];
    if (!wanted.includes(key) || Object.hasOwn(ids, key)) wrong.push(`"${entry.trim()}"`);
    else ids[key] = id;
  }
  const missing = wanted.filter((key) => !Object.hasOwn(ids, key));
  if (wrong.length > 0 || missing.length > 0) {
    problems.push(
      `MSG91_TEMPLATE_IDS must give each SMS its MSG91 template id, as <event>.<language>=<id> separated by commas${wrong.length > 0 ? ` (wrong: ${wrong.join(', ')})` : ''}${missing.length > 0 ? ` (missing: ${missing.join(', ')})` : ''}`,
    );
  }
  return ids;
}

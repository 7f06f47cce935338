import type { Language } from '../../../shared/i18n/languages';
import type { MessageEventType, MessageValues } from './message-events';

/** DLT: a template's variable holds at most 30 characters. */
export const SMS_VARIABLE_MAX = 30;

/** The placeholder DLT templates use for each variable, in order. */
export const DLT_VARIABLE = '{#var#}';

export interface MessageTemplate<V> {
  subject: (values: V) => string;
  /** Plain text; `link` turns a portal path into the full address on PUBLIC_URL. */
  email: (values: V, link: (path: string) => string) => string;
  /**
   * The SMS as registered with DLT: fixed text with `{#var#}` for each variable (links only to
   * `portal`, the portal's own address), and the variables in order. No SMS when absent.
   */
  sms?: { text: (portal: string) => string; variables: (values: V) => string[] };
}

/**
 * The line that ends every SMS, registered with DLT as part of each template: the link that stops
 * SMS to the number (`{#var#}` is the number's stop code).
 */
export type SmsStopLine = (portal: string) => string;

export type MessageTexts = { [E in MessageEventType]: MessageTemplate<MessageValues[E]> };

export type MessageTextsByLanguage = Record<Language, MessageTexts>;

/** A variable cut to DLT's 30 characters (an ellipsis shows the cut). */
export function smsVariable(value: string): string {
  const characters = [...value];
  return characters.length <= SMS_VARIABLE_MAX ? value : `${characters.slice(0, SMS_VARIABLE_MAX - 1).join('')}…`;
}

/** The registered text with its variables put in, in order. */
export function fillSms(text: string, variables: readonly string[]): string {
  let index = 0;
  return text.replaceAll(DLT_VARIABLE, () => variables[index++] ?? '');
}

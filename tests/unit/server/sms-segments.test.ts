import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/shared/i18n/languages';
import type { Language } from '../../../src/shared/i18n/languages';
import type { CodeSmsEvent, MessageEventType } from '../../../src/server/modules/notifications/message-events';
import { DLT_VARIABLE, fillSms, SMS_VARIABLE_MAX } from '../../../src/server/modules/notifications/message-template';
import { codeSmsTexts, messageTexts, smsStopLines } from '../../../src/server/modules/notifications/message-texts';

/**
 * The longest host a portal may have for its code SMS to stay one segment in Tamil, as the
 * deployment guide says: a municipality's own name under tn.gov.in fits, e.g.
 * `portal.kanchipuram.tn.gov.in`.
 */
const LONGEST_HOST = 'x'.repeat(28);

/** GSM 03.38's basic characters (one septet each) and its extension (two: escape and the character). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€';

/** How many segments an SMS takes: 160 GSM-7 septets (153 a part when split), or 70 UCS-2 units (67 a part) once any character is not GSM-7. */
function segments(text: string): number {
  const characters = [...text];
  if (characters.every((character) => GSM_BASIC.includes(character) || GSM_EXTENSION.includes(character))) {
    const septets = characters.reduce((sum, character) => sum + (GSM_EXTENSION.includes(character) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  // UCS-2 counts UTF-16 units; every Tamil letter is one.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

const events = Object.keys(codeSmsTexts.en) as CodeSmsEvent[];

describe('the SMS of a one-time code', () => {
  it.each(languages.flatMap((language) => events.map((event) => [language, event] as const)))(
    '%s %s: one segment with the longest host, the code its one variable, the WebOTP line last',
    (language, event) => {
      const text = codeSmsTexts[language][event](LONGEST_HOST);
      expect(text.split(DLT_VARIABLE)).toHaveLength(2);
      const sms = fillSms(text, ['987654']);
      expect(sms.split('\n').at(-1)).toBe(`@${LONGEST_HOST} #987654`);
      expect(segments(sms), sms).toBe(1);
    },
  );

  it('counts as the networks do: Tamil is UCS-2, a longer host takes a second segment', () => {
    expect(segments('x'.repeat(160))).toBe(1);
    expect(segments('x'.repeat(161))).toBe(2);
    expect(segments('{'.repeat(80))).toBe(1);
    expect(segments('க'.repeat(70))).toBe(1);
    expect(segments('க'.repeat(71))).toBe(2);
    expect(segments(fillSms(codeSmsTexts.ta['otp.add_mobile'](`${LONGEST_HOST}.longer`), ['987654']))).toBe(2);
  });
});

/** The deployment guide's example address: a municipality's portal under gov.in is about as long. */
const PORTAL = 'https://portal.example.gov.in';

/** A request's SMS as sent, its variables at DLT's longest, ending with the stop line and its eight-symbol code. */
function longestSms(language: Language, event: MessageEventType): string {
  const sms = messageTexts[language][event].sms;
  if (!sms) throw new Error(`${event} has no SMS`);
  const text = `${sms.text(PORTAL)} ${smsStopLines[language](PORTAL)}`;
  const places = text.split(DLT_VARIABLE).length - 1;
  return fillSms(text, [...Array.from({ length: places - 1 }, () => 'X'.repeat(SMS_VARIABLE_MAX)), 'AbCd_12-']);
}

/** The citizen's news of an item past its time and of an appeal's decision, which reaches a mobile-only account by SMS. */
const newsEvents: MessageEventType[] = ['application.escalated', 'grievance.escalated', 'appeal.upheld', 'appeal.dismissed'];

describe('the SMS of an escalation or an appeal decided', () => {
  it.each(newsEvents)("%s: one segment in English, in Tamil no more than a declined application's", (event) => {
    expect(segments(longestSms('en', event)), longestSms('en', event)).toBe(1);
    expect(segments(longestSms('ta', event)), longestSms('ta', event)).toBeLessThanOrEqual(
      segments(longestSms('ta', 'application.declined')),
    );
  });
});

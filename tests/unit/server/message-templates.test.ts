import { describe, expect, it } from 'vitest';
import type { MessageEventType, MessageValues } from '../../../src/server/modules/notifications/message-events';
import { DLT_VARIABLE, fillSms, SMS_VARIABLE_MAX, smsVariable } from '../../../src/server/modules/notifications/message-template';
import type { MessageTemplate } from '../../../src/server/modules/notifications/message-template';
import { messageTexts, smsStopLines } from '../../../src/server/modules/notifications/message-texts';
import { sendTimeSecretPlaceholder } from '../../../src/server/modules/notifications/send-time-secrets';

const portal = 'https://portal.example.gov.in';
const longest = 'X'.repeat(60);

/** Each event's values at their longest: every text field 60 characters. */
const values: { [E in MessageEventType]: MessageValues[E] } = {
  'application.received': { reference: longest, dueBy: '2026-12-31', path: '/my-requests/applications/birth/1' },
  'application.escalated': { reference: longest, dueBy: '2026-12-31', path: '/my-requests/applications/birth/1' },
  'application.returned': {
    reference: longest,
    message: longest,
    reasonCodes: ['wrong_document', 'incomplete'],
    path: '/my-requests/applications/birth/1/correct',
  },
  'application.declined': { reference: longest, reason: longest, reasonCodes: ['mismatch'], path: '/my-requests/applications/birth/1' },
  'application.certificate_issued': { reference: longest, certificateNumber: longest, path: '/p', verifyPath: '/verify/1' },
  'application.certificate_revoked': {
    reference: longest,
    certificateNumber: longest,
    reason: longest,
    path: '/my-requests/applications/birth/1',
  },
  'appeal.received': { reference: longest, dueBy: '2026-12-31', path: '/my-requests/applications/birth/1' },
  'appeal.upheld': { reference: longest, note: longest, path: '/my-requests/applications/birth/1' },
  'appeal.dismissed': { reference: longest, note: longest, path: '/my-requests/applications/birth/1' },
  'payment.received': { reference: longest, amount: '12,34,567.00', path: '/my-requests/payments/1' },
  'payment.refunded': { reference: longest, amount: '12,34,567.00', path: '/my-requests/payments/1' },
  'grievance.status_changed': {
    complaintId: longest,
    status: 'In Progress',
    note: longest,
    reasonCodes: ['not_enough'],
    path: '/my-requests/grievances/GRV-1',
  },
  'grievance.escalated': { complaintId: longest, path: '/my-requests/grievances/GRV-1' },
  'staff.reminder': { reference: longest, dueBy: '2026-12-31', path: '/admin' },
  'password.reset': { minutes: 30 },
  'email.confirm_new': { newEmail: `${longest}@example.com`, hours: 24 },
  'email.change_requested': { newEmail: `${longest}@example.com`, days: 7 },
  'email.changed': { newEmail: `${longest}@example.com`, days: 7 },
};

describe.each([
  ['English', 'en', messageTexts.en, smsStopLines.en],
  ['Tamil', 'ta', messageTexts.ta, smsStopLines.ta],
] as const)('the %s messages', (_name, language, texts, smsStopLine) => {
  it('end each SMS with the link that stops them: one variable, the stop code, on the portal', () => {
    const line = smsStopLine(portal);
    expect(line.split(DLT_VARIABLE).length - 1).toBe(1);
    expect(fillSms(line, ['AbCd_12-'])).toMatch(new RegExp(`${portal}/s/AbCd_12-$`));
  });

  it.each(Object.keys(values) as MessageEventType[])(
    '%s: a subject, an email with its links on the portal, an SMS fit for DLT',
    (event) => {
      const template = texts[event] as MessageTemplate<(typeof values)[typeof event]>;
      const v = values[event];
      expect(template.subject(v).length).toBeGreaterThan(0);
      const email = template.email(v, (path) => `${portal}${path}`);
      // A reset link is made when the email is sent: what is queued holds its placeholder.
      expect(email).toContain('path' in v ? `${portal}${v.path}` : sendTimeSecretPlaceholder[language]);
      if (!template.sms) return;
      const text = template.sms.text(portal);
      const variables = template.sms.variables(v).map(smsVariable);
      // As many variables as the registered text has places, each at most 30 characters.
      expect(text.split(DLT_VARIABLE).length - 1).toBe(variables.length);
      for (const variable of variables) expect([...variable].length).toBeLessThanOrEqual(SMS_VARIABLE_MAX);
      // Links only to the portal's own address, never with an id a variable would have to carry.
      for (const link of text.match(/https?:\/\/\S+/g) ?? []) expect(link.startsWith(`${portal}/`)).toBe(true);
      expect(fillSms(text, variables)).not.toContain(DLT_VARIABLE);
    },
  );
});

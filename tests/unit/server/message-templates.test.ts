import { describe, expect, it } from 'vitest';
import type { MessageEventType, MessageValues } from '../../../src/server/modules/notifications/message-events';
import { DLT_VARIABLE, fillSms, SMS_VARIABLE_MAX, smsVariable } from '../../../src/server/modules/notifications/message-template';
import type { MessageTemplate } from '../../../src/server/modules/notifications/message-template';
import { messageTextsEn } from '../../../src/server/modules/notifications/message-texts.en';
import { messageTextsTa } from '../../../src/server/modules/notifications/message-texts.ta';

const portal = 'https://portal.example.gov.in';
const longest = 'X'.repeat(60);

/** Each event's values at their longest: every text field 60 characters. */
const values: { [E in MessageEventType]: MessageValues[E] } = {
  'application.received': { reference: longest, dueBy: '2026-12-31', path: '/my-requests/applications/birth/1' },
  'application.returned': { reference: longest, message: longest, path: '/my-requests/applications/birth/1/correct' },
  'application.declined': { reference: longest, reason: longest, path: '/my-requests/applications/birth/1' },
  'application.certificate_issued': { reference: longest, certificateNumber: longest, path: '/p', verifyPath: '/verify/1' },
  'payment.received': { reference: longest, amount: '12,34,567.00', path: '/my-requests/payments/1' },
  'payment.refunded': { reference: longest, amount: '12,34,567.00', path: '/my-requests/payments/1' },
  'grievance.status_changed': { complaintId: longest, status: 'In Progress', note: longest, path: '/my-requests/grievances/GRV-1' },
  'password.reset': { path: '/reset-password#token', minutes: 30 },
  'email.confirm_new': { newEmail: `${longest}@example.com`, hours: 24, path: '/confirm-email#token' },
  'email.change_requested': { newEmail: `${longest}@example.com`, days: 7, path: '/restore-email#token' },
  'email.changed': { newEmail: `${longest}@example.com`, days: 7, path: '/restore-email#token' },
};

describe.each([
  ['English', messageTextsEn],
  ['Tamil', messageTextsTa],
])('the %s messages', (_language, texts) => {
  it.each(Object.keys(values) as MessageEventType[])('%s: a subject, an email with its links on the portal, an SMS fit for DLT', (event) => {
    const template = texts[event] as MessageTemplate<(typeof values)[typeof event]>;
    const v = values[event];
    expect(template.subject(v).length).toBeGreaterThan(0);
    const email = template.email(v, (path) => `${portal}${path}`);
    expect(email).toContain(`${portal}${v.path}`);
    if (!template.sms) return;
    const text = template.sms.text(portal);
    const variables = template.sms.variables(v).map(smsVariable);
    // As many variables as the registered text has places, each at most 30 characters.
    expect(text.split(DLT_VARIABLE).length - 1).toBe(variables.length);
    for (const variable of variables) expect([...variable].length).toBeLessThanOrEqual(SMS_VARIABLE_MAX);
    // Links only to the portal's own address, never with an id a variable would have to carry.
    for (const link of text.match(/https?:\/\/\S+/g) ?? []) expect(link.startsWith(`${portal}/`)).toBe(true);
    expect(fillSms(text, variables)).not.toContain(DLT_VARIABLE);
  });
});

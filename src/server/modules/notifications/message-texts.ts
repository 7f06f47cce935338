import { clerkWords } from '../../../shared/domain/admin/clerk-reasons';
import type { ReasonTexts } from '../../../shared/domain/admin/clerk-reasons';
import reasonsEn from '../../../shared/domain/admin/clerk-reason-texts.en';
import reasonsTa from '../../../shared/domain/admin/clerk-reason-texts.ta';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import { SMS_STOP_PAGE_PREFIX } from '../../../shared/domain/sms-stop';
import type { Language } from '../../../shared/i18n/languages';
import en from './message-texts.en';
import ta from './message-texts.ta';
import type { CodeSmsEvent, MessageEventType } from './message-events';
import type { MessageTexts, MessageTextsByLanguage, SmsStopLine } from './message-template';
import { sendTimeSecretPlaceholder } from './send-time-secrets';

/*
 * The messages: their words are message-texts.pot (English) and message-texts.ta.po (Tamil); what
 * fills them is here, the same for both languages: each SMS's variables in the order of its
 * registered template, and each email's links on the portal.
 */
type Texts = typeof en;

const smsStopLineOf =
  (t: Texts): SmsStopLine =>
  (portal) =>
    t.smsStop({ stopLink: `${portal}${SMS_STOP_PAGE_PREFIX}` });

/** Each grievance status's word in the catalogue. */
const statusKeys: Record<GrievanceStatus, keyof Texts['grievance']['statuses']> = {
  Pending: 'pending',
  'In Progress': 'inProgress',
  Resolved: 'resolved',
  Declined: 'declined',
};

/** A value a select of the catalogue chooses by: whether an optional text is there. */
const given = (text: string | null): 'yes' | 'no' => (text ? 'yes' : 'no');

type TemplatesOf<Prefix extends string> = Pick<MessageTexts, Extract<MessageEventType, `${Prefix}.${string}`>>;

/** Every email ends with the portal's name. */
const signed = (t: Texts, body: string) => `${body}\n\n${t.sign}`;

/** The clerk's reasons in the message's language and their words as written (decision 073). */
function applicationTemplates(t: Texts, reasons: ReasonTexts): TemplatesOf<'application'> {
  const sign = (body: string) => signed(t, body);
  const { application } = t;
  return {
    'application.received': {
      subject: (v) => application.received.subject(v),
      email: (v, link) => sign(application.received.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => application.received.sms({ portal }), variables: (v) => [v.reference, v.dueBy] },
    },
    'application.escalated': {
      subject: (v) => application.escalated.subject(v),
      email: (v, link) => sign(application.escalated.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => application.escalated.sms({ portal }), variables: (v) => [v.reference] },
    },
    'application.returned': {
      subject: (v) => application.returned.subject(v),
      email: (v, link) =>
        sign(
          application.returned.email({
            reference: v.reference,
            message: clerkWords(reasons, 'correction', v.reasonCodes, v.message) ?? '',
            link: link(v.path),
          }),
        ),
      sms: { text: (portal) => application.returned.sms({ portal }), variables: (v) => [v.reference] },
    },
    'application.declined': {
      subject: (v) => application.declined.subject(v),
      email: (v, link) => {
        const reason = clerkWords(reasons, 'certificate', v.reasonCodes, v.reason);
        return sign(
          application.declined.email({ reference: v.reference, reason: reason ?? '', hasReason: given(reason), link: link(v.path) }),
        );
      },
      sms: { text: (portal) => application.declined.sms({ portal }), variables: (v) => [v.reference] },
    },
    'application.certificate_issued': {
      subject: (v) => application.certificate_issued.subject(v),
      email: (v, link) => sign(application.certificate_issued.email({ ...v, link: link(v.path), verifyLink: link(v.verifyPath) })),
      sms: { text: (portal) => application.certificate_issued.sms({ portal }), variables: (v) => [v.certificateNumber, v.reference] },
    },
    'application.certificate_revoked': {
      subject: (v) => application.certificate_revoked.subject(v),
      email: (v, link) => sign(application.certificate_revoked.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => application.certificate_revoked.sms({ portal }), variables: (v) => [v.certificateNumber, v.reference] },
    },
  };
}

/** A citizen's appeal, told by email, and its outcome, by email and SMS (decision 084). */
function appealTemplates(t: Texts): TemplatesOf<'appeal'> {
  const sign = (body: string) => signed(t, body);
  const { appeal } = t;
  return {
    'appeal.received': {
      subject: (v) => appeal.received.subject(v),
      email: (v, link) => sign(appeal.received.email({ ...v, link: link(v.path) })),
    },
    'appeal.upheld': {
      subject: (v) => appeal.upheld.subject(v),
      email: (v, link) =>
        sign(appeal.upheld.email({ reference: v.reference, note: v.note ?? '', hasNote: given(v.note), link: link(v.path) })),
      sms: { text: (portal) => appeal.upheld.sms({ portal }), variables: (v) => [v.reference] },
    },
    'appeal.dismissed': {
      subject: (v) => appeal.dismissed.subject(v),
      email: (v, link) => sign(appeal.dismissed.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => appeal.dismissed.sms({ portal }), variables: (v) => [v.reference] },
    },
  };
}

function templatesOf(t: Texts, reasons: ReasonTexts, placeholder: string): MessageTexts {
  const sign = (body: string) => signed(t, body);
  const { payment, grievance } = t;
  const status = (value: GrievanceStatus) => grievance.statuses[statusKeys[value]];
  return {
    ...applicationTemplates(t, reasons),
    ...appealTemplates(t),
    'payment.received': {
      subject: (v) => payment.received.subject(v),
      email: (v, link) => sign(payment.received.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => payment.received.sms({ portal }), variables: (v) => [v.reference, v.amount] },
    },
    'payment.refunded': {
      subject: (v) => payment.refunded.subject(v),
      email: (v, link) => sign(payment.refunded.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => payment.refunded.sms({ portal }), variables: (v) => [v.reference, v.amount] },
    },
    'grievance.status_changed': {
      subject: (v) => grievance.status_changed.subject({ complaintId: v.complaintId, status: status(v.status) }),
      email: (v, link) => {
        const note = clerkWords(reasons, 'grievance', v.reasonCodes, v.note);
        return sign(
          grievance.status_changed.email({
            complaintId: v.complaintId,
            status: status(v.status),
            note: note ?? '',
            hasNote: given(note),
            link: link(v.path),
          }),
        );
      },
      sms: { text: (portal) => grievance.status_changed.sms({ portal }), variables: (v) => [v.complaintId, status(v.status)] },
    },
    'grievance.escalated': {
      subject: (v) => grievance.escalated.subject(v),
      email: (v, link) => sign(grievance.escalated.email({ ...v, link: link(v.path) })),
      sms: { text: (portal) => grievance.escalated.sms({ portal }), variables: (v) => [v.complaintId] },
    },
    'staff.reminder': {
      subject: (v) => t.staff.reminder.subject(v),
      email: (v, link) => sign(t.staff.reminder.email({ ...v, link: link(v.path) })),
    },
    ...accountTemplates(t, placeholder),
  };
}

/** The account's own emails: their link is made when each is sent, and the placeholder holds its place. */
function accountTemplates(t: Texts, placeholder: string): TemplatesOf<'password' | 'email'> {
  const sign = (body: string) => signed(t, body);
  const { password, email } = t;
  return {
    'password.reset': {
      subject: () => password.reset.subject,
      email: (v) => sign(password.reset.email({ ...v, link: placeholder })),
    },
    'email.confirm_new': {
      subject: () => email.confirm_new.subject,
      email: (v) => sign(email.confirm_new.email({ ...v, link: placeholder })),
    },
    'email.change_requested': {
      subject: () => email.change_requested.subject,
      email: (v) => sign(email.change_requested.email({ ...v, link: placeholder })),
    },
    'email.changed': {
      subject: () => email.changed.subject,
      email: (v) => sign(email.changed.email({ ...v, link: placeholder })),
    },
  };
}

/** Each event's subject, email and SMS in each language. */
export const messageTexts: MessageTextsByLanguage = {
  en: templatesOf(en, reasonsEn, sendTimeSecretPlaceholder.en),
  ta: templatesOf(ta, reasonsTa, sendTimeSecretPlaceholder.ta),
};

/** The line that ends every SMS in each language. */
export const smsStopLines: Record<Language, SmsStopLine> = { en: smsStopLineOf(en), ta: smsStopLineOf(ta) };

/** Each one-time code's SMS as registered with DLT, by language: the portal's host in, the code its one `{#var#}`. */
export type CodeSmsTexts = Record<CodeSmsEvent, (host: string) => string>;

const codeSmsTextsOf = ({ otp }: Texts): CodeSmsTexts => ({
  'otp.sign_in': (host) => otp.sign_in.sms({ host }),
  'otp.add_mobile': (host) => otp.add_mobile.sms({ host }),
  'otp.password_reset': (host) => otp.password_reset.sms({ host }),
});

export const codeSmsTexts: Record<Language, CodeSmsTexts> = { en: codeSmsTextsOf(en), ta: codeSmsTextsOf(ta) };

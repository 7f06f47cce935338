import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import type { Language } from '../../../shared/i18n/languages';
import type { MessageRecordType, OtpPurpose } from '../../db/schema';

/**
 * What each event's messages say (decision 051). Paths are the portal's own (`/my-requests/…`): the
 * templates make them links on PUBLIC_URL. A new event: its values here, its words in
 * message-texts.pot and message-texts.ta.po, its template in message-texts.ts, and one
 * `app.messages.queue(tx, event)` in the transaction of the change.
 */
export interface MessageValues {
  'application.received': { reference: string; dueBy: string; path: string };
  /** Its service time passed undecided (decision 083). */
  'application.escalated': { reference: string; dueBy: string; path: string };
  /**
   * Returned for correction (decision 048): the clerk's message as written and the reasons chosen
   * (decision 073, worded in the recipient's language), and the request's page where it is corrected.
   */
  'application.returned': { reference: string; message: string | null; reasonCodes: string[] | null; path: string };
  'application.declined': { reference: string; reason: string | null; reasonCodes: string[] | null; path: string };
  /** Accepted, its certificate issued (decision 050): where to download it and where anyone verifies it. */
  'application.certificate_issued': { reference: string; certificateNumber: string; path: string; verifyPath: string };
  /** Its certificate revoked by the office (decision 064): why, and the request's page that says so. */
  'application.certificate_revoked': { reference: string; certificateNumber: string; reason: string; path: string };
  /** The citizen's appeal received (decision 084): the date it is to be decided by (India's calendar). */
  'appeal.received': { reference: string; dueBy: string; path: string };
  /** The appeal upheld: the application is pending again, for a fresh decision; the officer's note as written. */
  'appeal.upheld': { reference: string; note: string | null; path: string };
  /** The appeal dismissed: the decision stands; the officer's note says why. */
  'appeal.dismissed': { reference: string; note: string; path: string };
  /** Amounts in rupees as shown, e.g. "1,250.00". */
  'payment.received': { reference: string; amount: string; path: string };
  'payment.refunded': { reference: string; amount: string; path: string };
  'grievance.status_changed': {
    complaintId: string;
    status: GrievanceStatus;
    note: string | null;
    reasonCodes: string[] | null;
    path: string;
  };
  'grievance.escalated': { complaintId: string; path: string };
  /** To an officer of the item's department at three quarters of its service time (decision 083); `path` their dashboard. */
  'staff.reminder': { reference: string; dueBy: string; path: string };
  /** The link itself is made when the email is sent and kept nowhere (decision 061). */
  'password.reset': { minutes: number };
  /**
   * A change of the account's email (decision 062): the link to the new address that confirms it,
   * and the notices to the old address while it waits and once it is done, each with the way back.
   * Their links are made when the email is sent and kept nowhere (decision 061).
   */
  'email.confirm_new': { newEmail: string; hours: number };
  'email.change_requested': { newEmail: string; days: number };
  'email.changed': { newEmail: string; days: number };
}

export type MessageEventType = keyof MessageValues;

/** Events about the account itself: sent by email whatever the account's choices, never by SMS. */
export const ACCOUNT_EVENTS: readonly MessageEventType[] = [
  'password.reset',
  'email.confirm_new',
  'email.change_requested',
  'email.changed',
];

/**
 * The first message about a request, which tells its recipient that it was received. A number or
 * address that is not the account's own gets one a day, and later only the news of the requests
 * it was told about (decision 061).
 */
export const ACKNOWLEDGEMENT_EVENTS: readonly MessageEventType[] = ['application.received', 'payment.received'];

/**
 * Who is told: the request's owner (email to the account's address, in the account's language) and
 * the mobile number given in the request (SMS; the account's own number when the request gives none).
 */
export interface MessageRecipient {
  ownerId: string | null;
  mobile: string | null;
  /** An account event's address other than the account's own: the new one to confirm, the old one to tell. */
  email?: string;
}

export type MessageEvent = {
  [E in MessageEventType]: { type: E; values: MessageValues[E]; to: MessageRecipient; record: { type: MessageRecordType; id: string } };
}[MessageEventType];

/**
 * The SMS of a one-time code (decision 080), one DLT template per purpose and language: sent at
 * once (`app.messages.textNow`), never queued, never stopped by the number's stop link (its owner
 * asked for it), its last line the WebOTP line `@{host} #{code}`.
 */
export type CodeSmsEvent = `otp.${OtpPurpose}`;

export interface CodeSms {
  event: CodeSmsEvent;
  /** Ten digits. */
  recipient: string;
  language: Language;
  /** The text with the code in it, as sent. */
  body: string;
  /** The DLT template's variables in order. */
  variables: string[];
}

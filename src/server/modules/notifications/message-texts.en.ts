import { SMS_STOP_PAGE_PREFIX } from '../../../shared/domain/sms-stop';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import type { MessageTexts, SmsStopLine } from './message-template';
import { sendTimeSecretPlaceholder } from './send-time-secrets';

/**
 * The messages in English. SMS texts are what a municipality registers with DLT:
 * `{#var#}` for each variable (at most 30 characters), links only on the portal's own address.
 */
const sign = '\n\nThe Municipality citizen services portal';

const grievanceStatusesEn: Record<GrievanceStatus, string> = {
  Pending: 'Pending',
  'In Progress': 'In Progress',
  Resolved: 'Resolved',
  Declined: 'Declined',
};

export const smsStopLineEn: SmsStopLine = (portal) => `Stop SMS: ${portal}${SMS_STOP_PAGE_PREFIX}{#var#}`;

export const messageTextsEn: MessageTexts = {
  'application.received': {
    subject: (v) => `Application ${v.reference} received`,
    email: (v, link) =>
      `We have received your application ${v.reference}. You should have an answer by ${v.dueBy}.\n\nFollow it here: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Application {#var#} received. Answer due by {#var#}. Track: ${portal}/track`,
      variables: (v) => [v.reference, v.dueBy],
    },
  },
  'application.returned': {
    subject: (v) => `Application ${v.reference}: please correct it`,
    email: (v, link) =>
      `Your application ${v.reference} was returned for correction:\n\n${v.message}\n\nCorrect it here: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Application {#var#} was returned for correction. Please sign in to correct it: ${portal}/my-requests`,
      variables: (v) => [v.reference],
    },
  },
  'application.declined': {
    subject: (v) => `Application ${v.reference} declined`,
    email: (v, link) =>
      `Your application ${v.reference} has been declined.${v.reason ? `\n\nReason: ${v.reason}` : ''}\n\nSee it here: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Application {#var#} has been declined. Details: ${portal}/track`,
      variables: (v) => [v.reference],
    },
  },
  'application.certificate_issued': {
    subject: (v) => `Your certificate ${v.certificateNumber} is ready`,
    email: (v, link) =>
      `The certificate for your application ${v.reference} is ready: number ${v.certificateNumber}.\n\nDownload it: ${link(v.path)}\nAnyone can check it here: ${link(v.verifyPath)}${sign}`,
    sms: {
      text: (portal) => `Certificate {#var#} for application {#var#} is ready. Sign in to download it: ${portal}/my-requests`,
      variables: (v) => [v.certificateNumber, v.reference],
    },
  },
  'application.certificate_revoked': {
    subject: (v) => `Your certificate ${v.certificateNumber} has been revoked`,
    email: (v, link) =>
      `The office has revoked the certificate ${v.certificateNumber} of your application ${v.reference}. It is no longer valid: do not use copies of it.\n\nReason: ${v.reason}\n\nSee it here: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Certificate {#var#} (application {#var#}) has been revoked and is no longer valid. Details: ${portal}/my-requests`,
      variables: (v) => [v.certificateNumber, v.reference],
    },
  },
  'payment.received': {
    subject: (v) => `Payment ${v.reference} received`,
    email: (v, link) => `We have received your payment ${v.reference} of Rs. ${v.amount}.\n\nYour receipt: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Payment {#var#} of Rs. {#var#} received. Receipt: ${portal}/my-requests/payments`,
      variables: (v) => [v.reference, v.amount],
    },
  },
  'payment.refunded': {
    subject: (v) => `Payment ${v.reference} refunded`,
    email: (v, link) =>
      `Your payment ${v.reference} of Rs. ${v.amount} has been refunded. The bank may take a few days to show it.\n\nSee it here: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Payment {#var#} of Rs. {#var#} has been refunded. Details: ${portal}/my-requests/payments`,
      variables: (v) => [v.reference, v.amount],
    },
  },
  'grievance.status_changed': {
    subject: (v) => `Complaint ${v.complaintId}: ${grievanceStatusesEn[v.status]}`,
    email: (v, link) =>
      `Your complaint ${v.complaintId} is now: ${grievanceStatusesEn[v.status]}.${v.note ? `\n\nNote: ${v.note}` : ''}\n\nSee it here: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `Complaint {#var#} is now {#var#}. Details: ${portal}/track`,
      variables: (v) => [v.complaintId, grievanceStatusesEn[v.status]],
    },
  },
  'password.reset': {
    subject: () => 'Reset your password',
    email: (v) =>
      `Someone asked to reset the password of your account. If it was you, choose a new password here within ${v.minutes} minutes; the link works once:\n\n${sendTimeSecretPlaceholder.en}\n\nIf it was not you, do nothing: your password stays as it is.${sign}`,
  },
  'email.confirm_new': {
    subject: () => 'Confirm your new email address',
    email: (v) =>
      `Someone asked to use ${v.newEmail} as the email address of an account on the portal. If it was you, confirm it here within ${v.hours} hours; the link works once:\n\n${sendTimeSecretPlaceholder.en}\n\nUntil then the account keeps its old address. If it was not you, do nothing.${sign}`,
  },
  'email.change_requested': {
    subject: () => 'Your email address is being changed',
    email: (v) =>
      `Someone asked to change the email address of your account to ${v.newEmail}. It changes once that address confirms it.\n\nIf it was not you, keep your address here within ${v.days} days: every device is signed out and you choose a new password.\n\n${sendTimeSecretPlaceholder.en}${sign}`,
  },
  'email.changed': {
    subject: () => 'Your email address was changed',
    email: (v) =>
      `The email address of your account is now ${v.newEmail}. Messages go there from now on.\n\nIf it was not you, take your address back here within ${v.days} days: every device is signed out and you choose a new password.\n\n${sendTimeSecretPlaceholder.en}${sign}`,
  },
};

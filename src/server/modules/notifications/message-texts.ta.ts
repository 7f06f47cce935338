import { SMS_STOP_PAGE_PREFIX } from '../../../shared/domain/sms-stop';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import type { MessageTexts, SmsStopLine } from './message-template';
import { sendTimeSecretPlaceholder } from './send-time-secrets';

/** The messages in Tamil: the same events, variables and links as message-texts.en.ts. */
const sign = '\n\nநகராட்சி குடிமக்கள் சேவை இணையதளம்';

const grievanceStatusesTa: Record<GrievanceStatus, string> = {
  Pending: 'நிலுவையில்',
  'In Progress': 'நடவடிக்கையில்',
  Resolved: 'தீர்க்கப்பட்டது',
  Declined: 'நிராகரிக்கப்பட்டது',
};

export const smsStopLineTa: SmsStopLine = (portal) => `SMS நிறுத்த: ${portal}${SMS_STOP_PAGE_PREFIX}{#var#}`;

export const messageTextsTa: MessageTexts = {
  'application.received': {
    subject: (v) => `விண்ணப்பம் ${v.reference} பெறப்பட்டது`,
    email: (v, link) =>
      `உங்கள் விண்ணப்பம் ${v.reference} பெறப்பட்டது. ${v.dueBy} தேதிக்குள் பதில் கிடைக்கும்.\n\nஇங்கே பின்தொடருங்கள்: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `விண்ணப்பம் {#var#} பெறப்பட்டது. பதில் {#var#} தேதிக்குள். நிலை: ${portal}/track`,
      variables: (v) => [v.reference, v.dueBy],
    },
  },
  'application.returned': {
    subject: (v) => `விண்ணப்பம் ${v.reference}: திருத்தம் தேவை`,
    email: (v, link) =>
      `உங்கள் விண்ணப்பம் ${v.reference} திருத்தத்திற்காகத் திருப்பி அனுப்பப்பட்டது:\n\n${v.message}\n\nஇங்கே திருத்துங்கள்: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `விண்ணப்பம் {#var#} திருத்தத்திற்காகத் திருப்பி அனுப்பப்பட்டது. உள்நுழைந்து திருத்துங்கள்: ${portal}/my-requests`,
      variables: (v) => [v.reference],
    },
  },
  'application.declined': {
    subject: (v) => `விண்ணப்பம் ${v.reference} நிராகரிக்கப்பட்டது`,
    email: (v, link) =>
      `உங்கள் விண்ணப்பம் ${v.reference} நிராகரிக்கப்பட்டது.${v.reason ? `\n\nகாரணம்: ${v.reason}` : ''}\n\nஇங்கே பாருங்கள்: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `விண்ணப்பம் {#var#} நிராகரிக்கப்பட்டது. விவரம்: ${portal}/track`,
      variables: (v) => [v.reference],
    },
  },
  'application.certificate_issued': {
    subject: (v) => `உங்கள் சான்றிதழ் ${v.certificateNumber} தயார்`,
    email: (v, link) =>
      `உங்கள் விண்ணப்பம் ${v.reference} க்கான சான்றிதழ் தயார்: எண் ${v.certificateNumber}.\n\nபதிவிறக்க: ${link(v.path)}\nயாரும் இங்கே சரிபார்க்கலாம்: ${link(v.verifyPath)}${sign}`,
    sms: {
      text: (portal) => `சான்றிதழ் {#var#} (விண்ணப்பம் {#var#}) தயார். உள்நுழைந்து பதிவிறக்குங்கள்: ${portal}/my-requests`,
      variables: (v) => [v.certificateNumber, v.reference],
    },
  },
  'application.certificate_revoked': {
    subject: (v) => `உங்கள் சான்றிதழ் ${v.certificateNumber} ரத்து செய்யப்பட்டது`,
    email: (v, link) =>
      `உங்கள் விண்ணப்பம் ${v.reference} க்கான சான்றிதழ் ${v.certificateNumber} ஐ அலுவலகம் ரத்து செய்துள்ளது. அது இனி செல்லுபடியாகாது: அதன் நகல்களைப் பயன்படுத்த வேண்டாம்.\n\nகாரணம்: ${v.reason}\n\nஇங்கே பாருங்கள்: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `சான்றிதழ் {#var#} (விண்ணப்பம் {#var#}) ரத்து செய்யப்பட்டது, இனி செல்லுபடியாகாது. விவரம்: ${portal}/my-requests`,
      variables: (v) => [v.certificateNumber, v.reference],
    },
  },
  'payment.received': {
    subject: (v) => `கட்டணம் ${v.reference} பெறப்பட்டது`,
    email: (v, link) => `உங்கள் கட்டணம் ${v.reference}, ரூ. ${v.amount}, பெறப்பட்டது.\n\nரசீது: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `கட்டணம் {#var#}, ரூ. {#var#}, பெறப்பட்டது. ரசீது: ${portal}/my-requests/payments`,
      variables: (v) => [v.reference, v.amount],
    },
  },
  'payment.refunded': {
    subject: (v) => `கட்டணம் ${v.reference} திருப்பி அளிக்கப்பட்டது`,
    email: (v, link) =>
      `உங்கள் கட்டணம் ${v.reference}, ரூ. ${v.amount}, திருப்பி அளிக்கப்பட்டது. வங்கியில் தெரிய சில நாட்கள் ஆகலாம்.\n\nஇங்கே பாருங்கள்: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `கட்டணம் {#var#}, ரூ. {#var#}, திருப்பி அளிக்கப்பட்டது. விவரம்: ${portal}/my-requests/payments`,
      variables: (v) => [v.reference, v.amount],
    },
  },
  'grievance.status_changed': {
    subject: (v) => `புகார் ${v.complaintId}: ${grievanceStatusesTa[v.status]}`,
    email: (v, link) =>
      `உங்கள் புகார் ${v.complaintId} இப்போது: ${grievanceStatusesTa[v.status]}.${v.note ? `\n\nகுறிப்பு: ${v.note}` : ''}\n\nஇங்கே பாருங்கள்: ${link(v.path)}${sign}`,
    sms: {
      text: (portal) => `புகார் {#var#} இப்போது {#var#}. விவரம்: ${portal}/track`,
      variables: (v) => [v.complaintId, grievanceStatusesTa[v.status]],
    },
  },
  'password.reset': {
    subject: () => 'உங்கள் கடவுச்சொல்லை மாற்றுங்கள்',
    email: (v) =>
      `உங்கள் கணக்கின் கடவுச்சொல்லை மாற்ற யாரோ கேட்டுள்ளனர். அது நீங்கள் என்றால், ${v.minutes} நிமிடங்களுக்குள் இங்கே புதிய கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்; இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும்:\n\n${sendTimeSecretPlaceholder.ta}\n\nஅது நீங்கள் இல்லை என்றால், எதுவும் செய்ய வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.${sign}`,
  },
  'email.confirm_new': {
    subject: () => 'உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்',
    email: (v) =>
      `இணையதளத்தில் ஒரு கணக்கின் மின்னஞ்சல் முகவரியாக ${v.newEmail} ஐப் பயன்படுத்த யாரோ கேட்டுள்ளனர். அது நீங்கள் என்றால், ${v.hours} மணி நேரத்திற்குள் இங்கே உறுதிசெய்யுங்கள்; இணைப்பு ஒருமுறை மட்டுமே வேலை செய்யும்:\n\n${sendTimeSecretPlaceholder.ta}\n\nஅதுவரை கணக்கில் பழைய முகவரியே இருக்கும். அது நீங்கள் இல்லை என்றால், எதுவும் செய்ய வேண்டாம்.${sign}`,
  },
  'email.change_requested': {
    subject: () => 'உங்கள் மின்னஞ்சல் முகவரி மாற்றப்படுகிறது',
    email: (v) =>
      `உங்கள் கணக்கின் மின்னஞ்சல் முகவரியை ${v.newEmail} ஆக மாற்ற யாரோ கேட்டுள்ளனர். அந்த முகவரி உறுதிசெய்ததும் அது மாறும்.\n\nஅது நீங்கள் இல்லை என்றால், ${v.days} நாட்களுக்குள் இங்கே உங்கள் முகவரியை வைத்துக்கொள்ளுங்கள்: எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படும், நீங்கள் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுப்பீர்கள்.\n\n${sendTimeSecretPlaceholder.ta}${sign}`,
  },
  'email.changed': {
    subject: () => 'உங்கள் மின்னஞ்சல் முகவரி மாற்றப்பட்டது',
    email: (v) =>
      `உங்கள் கணக்கின் மின்னஞ்சல் முகவரி இப்போது ${v.newEmail}. இனி செய்திகள் அங்கே அனுப்பப்படும்.\n\nஅது நீங்கள் இல்லை என்றால், ${v.days} நாட்களுக்குள் இங்கே உங்கள் முகவரியைத் திரும்பப் பெறுங்கள்: எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படும், நீங்கள் புதிய கடவுச்சொல்லைத் தேர்ந்தெடுப்பீர்கள்.\n\n${sendTimeSecretPlaceholder.ta}${sign}`,
  },
};

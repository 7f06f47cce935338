import type { AdminTexts } from './admin-texts.en';
import adminPagesTexts from './admin-pages-texts.ta';

/*
 * The dashboard in Tamil (docs/glossary.md). The names the definitions and stored records hold
 * arrive in English and are looked up here; one not listed (a type registered later) is shown as
 * it is, in English, rather than not at all.
 */

const taxTypes: Record<string, string> = {
  Property: 'சொத்து வரி',
  Water: 'குடிநீர் வரி',
  'Electricity Bill': 'மின் கட்டணம்',
  Gas: 'எரிவாயு கட்டணம்',
  Land: 'நில வரி',
};

const subjects: Record<string, string> = { Gas: 'எரிவாயு', Water: 'குடிநீர்', Electricity: 'மின்சாரம்', Cleanliness: 'சுகாதாரம்' };

/** Every status as stored, lowercased (certificates, grievances and payments share some). */
const statuses: Record<string, string> = {
  pending: 'நிலுவையில்',
  approved: 'ஒப்புதல் அளிக்கப்பட்டது',
  accepted: 'ஏற்கப்பட்டது',
  declined: 'நிராகரிக்கப்பட்டது',
  'in progress': 'நடவடிக்கையில்',
  resolved: 'தீர்க்கப்பட்டது',
  created: 'செலுத்தப்படவில்லை',
  paid: 'செலுத்தப்பட்டது',
  failed: 'தோல்வியடைந்தது',
  refunded: 'திருப்பி அளிக்கப்பட்டது',
  returned: 'திருத்தத்திற்குத் திருப்பி அனுப்பப்பட்டது',
  expired: 'காலாவதியானது',
  overdue: 'காலம் கடந்தவை',
};
const statusName = (status: string) => statuses[`${status}`.toLowerCase()] ?? status;

const adminTexts: AdminTexts = {
  dashboard: {
    title: 'நிர்வாகப் பலகை',
    intro: 'சான்றிதழ் விண்ணப்பங்கள், குறைகள் மற்றும் வரி செலுத்துதல்களைச் சரிபார்க்கவும்.',
    auditLog: 'தணிக்கைப் பதிவு',
    twoFactor: 'இரு-படி உள்நுழைவு',
    loading: 'பட்டியல்கள் ஏற்றப்படுகின்றன...',
    refreshing: 'பட்டியல்கள் புதுப்பிக்கப்படுகின்றன...',
  },
  names: {
    certificateList: (name) => `${name}கள்`,
    certificateOf: (name, reference) => `${name} விண்ணப்பம் ${reference}`,
    taxType: (title) => taxTypes[title] ?? title,
    subject: (label) => subjects[label] ?? label,
    status: statusName,
  },
  lists: {
    grievances: 'குறைகள்',
    taxes: 'வரி செலுத்துதல்கள்',
    empty: 'எதுவும் இல்லை',
    scrolls: (title) => `${title} (பக்கவாட்டில் நகர்த்தலாம்)`,
    filterShow: 'நிலை',
    filterOf: (title) => ` வாரியாக ${title} காட்ட`,
    allStatuses: 'எல்லா நிலைகளும்',
    shown: (shown) => `${shown} காட்டப்படுகின்றன`,
    shownOf: (shown, of) => `${of} இல் ${shown} காட்டப்படுகின்றன`,
    loadMore: 'மேலும் காட்ட',
    loadMoreOf: (title) => `மேலும் காட்ட: ${title}`,
    loadingMore: 'ஏற்றப்படுகிறது...',
  },
  figures: {
    title: 'எண்ணிக்கைகள்',
    inAll: 'மொத்தம்',
  },
  search: {
    label: 'பெயர், குறிப்பு எண் அல்லது புகார் எண் மூலம் தேடுக',
    button: 'தேட',
    clear: 'தேடலை அழிக்க',
    tooShort: (min) => `தேட, குறைந்தது ${min} எழுத்துகளைத் தட்டச்சு செய்யவும்.`,
    showing: (text) => `“${text}” உடன் பொருந்துபவை காட்டப்படுகின்றன.`,
  },
  columns: {
    applicant: 'விண்ணப்பதாரர்',
    reference: 'குறிப்பு எண்',
    submitted: 'சமர்ப்பித்தது',
    status: 'நிலை',
    actions: 'செயல்கள்',
    complaintId: 'புகார் எண்',
    name: 'பெயர்',
    email: 'மின்னஞ்சல்',
    subject: 'பொருள்',
    type: 'வகை',
    amount: 'தொகை',
  },
  buttons: {
    accept: 'ஏற்க',
    acceptOf: (reference) => `${reference}: ஏற்க`,
    decline: 'நிராகரிக்க',
    declineOf: (reference) => `${reference}: நிராகரிக்க`,
    refund: 'திருப்பி அளிக்க',
    refundOf: (reference) => `${reference}: திருப்பி அளிக்க`,
    receipt: 'ரசீது',
    receiptOf: (reference) => `${reference}: ரசீது`,
    documents: 'ஆவணங்கள்',
    documentsOf: (reference) => `${reference}: ஆவணங்கள்`,
    openApplication: (reference) => `விண்ணப்பம் ${reference} ஐத் திறக்க`,
    grievanceStatus: {
      'In Progress': 'நடவடிக்கை எடுக்க',
      Resolved: 'தீர்க்க',
      Declined: 'நிராகரிக்க',
    },
    markGrievance: (complaintId, status) => `குறை ${complaintId}: ${status}`,
  },
  outcomes: {
    accepted: (reference) => `${reference} ஏற்கப்பட்டது.`,
    declined: (reference) => `${reference} நிராகரிக்கப்பட்டது.`,
    acceptFailed: (reference, reason) => `${reference} ஐ ஏற்க முடியவில்லை: ${reason}`,
    declineFailed: (reference, reason) => `${reference} ஐ நிராகரிக்க முடியவில்லை: ${reason}`,
    grievanceMarked: (status, complaintId) => `குறை ${complaintId}: நிலை “${statusName(status)}” என மாற்றப்பட்டது.`,
    grievanceFailed: (status, complaintId, reason) => `குறை ${complaintId} இன் நிலையை “${statusName(status)}” என மாற்ற முடியவில்லை: ${reason}`,
    paymentDeclined: (reference) => `கட்டணம் ${reference} நிராகரிக்கப்பட்டது.`,
    paymentRefunded: (reference) => `கட்டணம் ${reference}: பணம் திருப்பி அளிக்கப்பட்டது.`,
    paymentDeclineFailed: (reference, reason) => `கட்டணம் ${reference} ஐ நிராகரிக்க முடியவில்லை: ${reason}`,
    paymentDeclinedRefunded: (reference, amount) => `கட்டணம் ${reference} நிராகரிக்கப்பட்டது; ${amount} திருப்பி அளிக்கப்பட்டது.`,
    paymentDeclineRefundFailed: (reference, reason) =>
      `கட்டணம் ${reference} ஐ நிராகரிக்க முடியவில்லை: ${reason} மீண்டும் முயற்சிக்கலாம்: பணம் ஒருமுறை மட்டுமே திருப்பி அளிக்கப்படும்.`,
    paymentRefundFailed: (reference, reason) => `கட்டணம் ${reference} இன் பணத்தைத் திருப்பி அளிக்க முடியவில்லை: ${reason}`,
  },
  declinePaid: {
    question: (amount) => `கட்டணத்தை நிராகரித்து ${amount} ஐச் செலுத்தியவருக்குத் திருப்பி அளிக்கவா?`,
    consequence: (reference) =>
      `கட்டணம் ${reference} செலுத்தப்பட்டுள்ளது. இதை நிராகரித்தால் முழுத் தொகையும் கட்டண நுழைவாயில் வழியாகத் திருப்பி அளிக்கப்படும். இந்தச் செயலைத் திரும்பப் பெற இயலாது.`,
    confirm: 'நிராகரித்துத் திருப்பி அளிக்க',
    cancel: 'ரத்து செய்ய',
  },
  decisions: {
    cancel: 'ரத்து செய்ய',
    reason: 'காரணம்',
    chooseReason: 'ஒரு காரணத்தைத் தேர்ந்தெடுக்கவும்',
    reasonRequired: 'ஒரு காரணத்தைத் தேர்ந்தெடுக்கவும்.',
    details: 'குடிமகனுக்கான விவரம்',
    detailsOptional: 'குடிமகனுக்கான விவரம் (விருப்பத்தேர்வு)',
    detailsRequired: 'குடிமகனுக்குக் காரணத்தை எழுதவும்.',
    note: 'குடிமகனுக்கான குறிப்பு (விருப்பத்தேர்வு)',
    tooLong: (max) => `அதிகபட்சம் ${max} எழுத்துகள் எழுதவும்.`,
    reasonWithDetails: (reason, details) => `${reason}: ${details}`,
    other: 'பிற காரணம்',
    certificateReasons: {
      unreadable: 'ஆவணங்களைப் படிக்க இயலவில்லை',
      mismatch: 'விவரங்கள் ஆவணங்களுடன் பொருந்தவில்லை',
      notEligible: 'தகுதி இல்லை',
      duplicate: 'இரட்டை விண்ணப்பம்',
    },
    grievanceReasons: {
      notMunicipal: 'நகராட்சியின் பொறுப்பில் இல்லாத விஷயம்',
      duplicate: 'இரட்டைப் புகார்',
      notEnough: 'நடவடிக்கை எடுக்கப் போதுமான விவரங்கள் இல்லை',
    },
    paymentReasons: {
      wrongAmount: 'தவறான தொகை அல்லது மதிப்பீடு',
      wrongNumber: 'தவறான சொத்து அல்லது இணைப்பு எண்',
      duplicate: 'இரட்டைக் கட்டணம்',
    },
    acceptQuestion: (reference) => `${reference} ஐ ஏற்கவா?`,
    acceptConfirm: 'ஏற்க',
    declineQuestion: (reference) => `${reference} ஐ நிராகரிக்கவா?`,
    declineConsequence: 'விண்ணப்பதாரர் காரணத்தை "எனது கோரிக்கைகள்" பக்கத்தில் படிப்பார்.',
    declineConfirm: 'நிராகரிக்க',
    grievanceQuestion: (complaintId, status) => `குறை ${complaintId}: “${statusName(status)}” என மாற்றவா?`,
    grievanceConsequence:
      'உள்நுழைந்து புகார் அளித்தவர் மட்டுமே இதைப் படிப்பார் (எனது கோரிக்கைகள், அவருக்கு அனுப்பப்படும் செய்தி); புகார் எண் மூலம் தேடுவோருக்கு நிலை மட்டுமே தெரியும்.',
    declineUnpaidQuestion: (reference) => `கட்டணம் ${reference} ஐ நிராகரிக்கவா?`,
    declineUnpaidConsequence: 'இதற்குப் பணம் எதுவும் பெறப்படவில்லை; குடிமகன் புதிய ஆணையுடன் மீண்டும் செலுத்தலாம்.',
    refundQuestion: (amount) => `${amount} ஐச் செலுத்தியவருக்குத் திருப்பி அளிக்கவா?`,
    refundConsequence: (reference) =>
      `கட்டணம் ${reference} செல்லுபடியாகும்; அதன் முழுத் தொகையும் கட்டண நுழைவாயில் வழியாகத் திருப்பி அளிக்கப்படும். இந்தச் செயலைத் திரும்பப் பெற இயலாது.`,
    refundConfirm: 'திருப்பி அளிக்க',
    noReason: 'காரணம் எதுவும் குறிப்பிடப்படவில்லை.',
  },
  correction: {
    button: 'திருத்தத்திற்குத் திருப்பி அனுப்ப',
    buttonOf: (reference) => `${reference} ஐத் திருத்தத்திற்குத் திருப்பி அனுப்ப`,
    title: (reference) => `${reference} ஐத் திருத்தத்திற்குத் திருப்பி அனுப்புதல்`,
    intro: 'விண்ணப்பதாரர் எதைத் திருத்த வேண்டும் என்பதைத் தேர்ந்தெடுக்கவும். இந்த விவரங்களும் ஆவணங்களும் மட்டுமே மாற்றத் திறந்திருக்கும்.',
    fields: 'திருத்த வேண்டிய விவரங்கள்',
    documents: 'மாற்ற வேண்டிய ஆவணங்கள்',
    fieldsRequired: 'குறைந்தது ஒரு விவரத்தையோ ஆவணத்தையோ தேர்ந்தெடுக்கவும்.',
    message: 'விண்ணப்பதாரர் எதைத் திருத்த வேண்டும்?',
    messageRequired: 'விண்ணப்பதாரர் எதைத் திருத்த வேண்டும் என்று எழுதவும்.',
    confirm: 'விண்ணப்பதாரருக்குத் திருப்பி அனுப்ப',
    returned: (reference) => `${reference} திருத்தத்திற்காக விண்ணப்பதாரருக்குத் திருப்பி அனுப்பப்பட்டது.`,
    returnFailed: (reference, reason) => `${reference} ஐத் திருப்பி அனுப்ப முடியவில்லை: ${reason}`,
    changedSince: 'கடந்த சுற்றுக்குப் பின் மாறியவை',
    changed: 'மாறியது',
    asked: (names) => `திருத்தக் கேட்டவை: ${names}`,
    changedFields: (names) => `மாறியவை: ${names}`,
  },
  grievance: {
    open: (complaintId) => `குறை ${complaintId} ஐத் திறக்க`,
    title: (complaintId) => `குறை ${complaintId}`,
    loading: 'குறை ஏற்றப்படுகிறது...',
    refreshing: 'குறை புதுப்பிக்கப்படுகிறது...',
    message: 'செய்தி',
    contact: 'தொடர்பு',
    subject: 'பொருள்',
    history: 'வரலாறு',
    historyEntry: (status, when, actor) => `${statusName(status)}: ${when}, ${actor === null ? 'குடிமகனால்' : `${actor} அவர்களால்`}`,
  },
  changedSinceOpened: {
    application: (changes) =>
      `நீங்கள் திறந்த பிறகு இந்த விண்ணப்பம் மாறியுள்ளது${changes ? `: ${changes}` : ''}. எதுவும் செய்யப்படவில்லை: சரிபார்த்து மீண்டும் முடிவு செய்யவும்.`,
    grievance: (changes) =>
      `நீங்கள் திறந்த பிறகு இந்தக் குறை மாறியுள்ளது${changes ? `: ${changes}` : ''}. எதுவும் செய்யப்படவில்லை: சரிபார்த்து மீண்டும் முடிவு செய்யவும்.`,
    payment: (changes) =>
      `நீங்கள் திறந்த பிறகு இந்தக் கட்டணம் மாறியுள்ளது${changes ? `: ${changes}` : ''}. எதுவும் செய்யப்படவில்லை: சரிபார்த்து மீண்டும் முடிவு செய்யவும்.`,
    change: (label, value) => `${label} இப்போது “${value}”`,
    empty: '(காலியாக)',
  },
  failures: {
    serverAnswered: (status) => `சேவையகம் ${status} எனப் பதிலளித்தது`,
    timeout: 'சேவையகம் உரிய நேரத்தில் பதிலளிக்கவில்லை. மீண்டும் முயற்சிக்கவும்.',
    network: 'இணைய இணைப்பு இல்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  },
  tax: {
    inclLateFee: (fee) => `தாமதக் கட்டணம் ${fee} உட்பட`,
  },
  documents: {
    viewerTitle: (subject) => `ஆவணங்கள்: ${subject}`,
    close: 'மூட',
    view: 'ஆவணத்தைப் பார்க்க',
    none: 'இந்த விண்ணப்பத்துடன் ஆவணம் எதுவும் பதிவேற்றப்படவில்லை.',
    unknownSize: 'அளவு தெரியவில்லை',
  },
  time: {
    at: (date, clock, afterNoon) => `${date}, ${afterNoon ? 'பிற்பகல்' : 'முற்பகல்'}\u00a0${clock}`,
  },
  kiosk: {
    title: 'இந்தச் சாதனம்',
    before: 'இந்தச் சாதனத்தில் சேவை மையக் கருவி முறை ',
    on: 'இயங்கும் நிலையில்',
    off: 'அணைக்கப்பட்ட நிலையில்',
    after: ' உள்ளது.',
    onText:
      'இரண்டு நிமிடங்கள் எதுவும் உள்ளிடப்படாவிட்டால் அமர்வு முடிந்து, அந்த நபர் உள்ளிட்ட அனைத்தும் அழிக்கப்படும்; ஒவ்வொரு பக்கத்திலும் முடித்து அழிக்கும் பொத்தான் உள்ளது.',
    offText:
      'குடிமக்கள் ஒருவர் பின் ஒருவராகப் பயன்படுத்தும் டேப்லெட்டில் இதை இயக்கவும்: இரண்டு நிமிடங்கள் எதுவும் உள்ளிடப்படாவிட்டால் அமர்வு முடிந்து, அந்த நபர் உள்ளிட்ட அனைத்தும் அழிக்கப்படும்.',
    turnOn: 'சேவை மையக் கருவி முறையை இயக்க',
    turnOff: 'சேவை மையக் கருவி முறையை நிறுத்த',
    linkTitle: 'டேப்லெட்டுக்கான சேவை மையக் கருவி இணைப்பு',
    linkIntro:
      'பொதுமக்களுக்கான டேப்லெட்டில் உள்நுழையாமலேயே அதைச் சேவை மையக் கருவியாக்க, இங்கே ஓர் இணைப்பை உருவாக்கி அதை டேப்லெட்டில் திறக்கவும். அது 24 மணிநேரத்துக்குள் ஒருமுறை மட்டுமே வேலை செய்யும்.',
    createLink: 'ஒருமுறை மட்டும் வேலை செய்யும் இணைப்பை உருவாக்க',
    creatingLink: 'உருவாக்கப்படுகிறது...',
    linkReady: (until) => `${until}க்கு முன் இந்த இணைப்பை டேப்லெட்டில் திறக்கவும். அது ஒருமுறை மட்டுமே வேலை செய்யும்.`,
    linkReference: (reference) => `தணிக்கைப் பதிவில்: ${reference}`,
    linkFailed: (reason) => `சேவை மையக் கருவி இணைப்பை உருவாக்க முடியவில்லை: ${reason}`,
  },
  application: {
    reference: (reference) => `குறிப்பு எண் ${reference}`,
    back: 'நிர்வாகப் பலகைக்குத் திரும்ப',
    loading: 'விண்ணப்பம் ஏற்றப்படுகிறது...',
    refreshing: 'விண்ணப்பம் புதுப்பிக்கப்படுகிறது...',
    status: 'நிலை',
    submitted: (when) => `சமர்ப்பித்தது: ${when}`,
    details: 'விவரங்கள்',
    notGiven: 'குறிப்பிடப்படவில்லை',
    documents: 'ஆவணங்கள்',
    history: 'வரலாறு',
    noHistory: 'வரலாறு எதுவும் பதிவாகவில்லை.',
    historyEntry: (action, when, actor) => `${action}: ${when}, ${actor === null ? 'விண்ணப்பதாரரால்' : `${actor} அவர்களால்`}`,
    historyActions: {
      submitted: 'சமர்ப்பிக்கப்பட்டது',
      accepted: 'ஏற்கப்பட்டது',
      declined: 'நிராகரிக்கப்பட்டது',
      returned: 'திருத்தத்திற்குத் திருப்பி அனுப்பப்பட்டது',
      resubmitted: 'திருத்தி மீண்டும் அனுப்பப்பட்டது',
    },
  },
  ...adminPagesTexts,
  due: {
    column: 'முடிக்க வேண்டிய நாள்',
    on: (date) => `${date} க்குள் முடிக்க வேண்டும்`,
    left: (days) => (days === 0 ? 'இன்றே கடைசி நாள்' : `இன்னும் ${days} நாள்`),
    late: (days) => `${days} நாள் தாமதம்`,
    overdue: 'காலம் கடந்தவை',
  },
  exports: {
    button: 'CSV பதிவிறக்க',
    of: (title) => `${title} CSV ஆகப் பதிவிறக்க`,
    failed: (reason) => `CSV ஐப் பதிவிறக்க இயலவில்லை: ${reason}`,
  },
  payments: {
    expiredNoActions: 'நேரத்தில் செலுத்தப்படவில்லை: செயல்கள் இல்லை',
    receiptFailed: 'ரசீதைத் திறக்க முடியவில்லை. இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  },
};

export default adminTexts;

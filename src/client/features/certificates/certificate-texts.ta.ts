import { AADHAAR_DIGITS } from '../../../shared/domain/certificates/field-rules';
import { MAX_FILES_PER_FIELD } from '../../../shared/domain/certificates/file-checks';
import type { CertificateTexts } from './certificate-texts.en';

const certificateTexts: CertificateTexts = {
  list: {
    title: 'சான்றிதழ்கள்',
    intro: 'உங்களுக்குத் தேவையான சான்றிதழைத் தேர்ந்தெடுக்கவும். உங்கள் ஆவணங்களின் புகைப்படங்கள் அல்லது ஸ்கேன் நகல்களை இணைக்கலாம்.',
  },
  form: {
    intro: '(கட்டாயமில்லை) எனக் குறிக்கப்பட்ட விவரங்களை நிரப்பாமல் விடலாம். மற்ற அனைத்தும் தேவை.',
    details: 'விவரங்கள்',
    documents: 'ஆவணங்கள்',
    submit: 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்',
    errorSummary: 'படிவத்தில் உள்ள பிழைகளைச் சரிசெய்யவும்',
    fileHint: (types, size, multiple) =>
      `${types}, ${multiple ? 'ஒவ்வொன்றும் ' : ''}அதிகபட்சம் ${size}. புகைப்படங்கள் சேமிக்கப்படும் முன் சிறிதாக்கப்படும்.`,
    fileTypes: {
      'jpg-png-pdf': 'JPG, PNG அல்லது PDF கோப்பு',
      'image-or-pdf': 'புகைப்படம் (JPG, PNG, WebP, GIF, HEIC) அல்லது PDF கோப்பு',
    },
    attachedFor: (label) => `${label}: இணைத்தவை`,
    attached: (name, size) => `இணைத்தது: ${name} (${size})`,
    reduced: (before, after) => `${before} அளவிலிருந்து ${after} ஆகக் குறைக்கப்பட்டது.`,
    queuedTitle: (title, applicant) => `${title} விண்ணப்பம் — ${applicant}`,
  },
  outcome: {
    success: 'விண்ணப்பம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!',
    referenceBefore: 'உங்கள் குறிப்பு எண்:',
    referenceAfter: '. உங்கள் விண்ணப்பத்தின் நிலையை அறிய இதைக் குறித்து வைத்துக்கொள்ளுங்கள்.',
    generic: 'விண்ணப்பத்தைச் சமர்ப்பிப்பதில் பிழை. மீண்டும் முயற்சிக்கவும்.',
    timeout: 'பதில் வர நேரம் ஆனது. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    network: 'இணைய இணைப்பில் பிழை. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    serverError: () => 'உங்கள் விண்ணப்பத்தை ஏற்க முடியவில்லை. குறிக்கப்பட்ட விவரங்களைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
    fieldFromServer: (label) => `${label}: இதைச் சரிபார்க்கவும்`,
  },
  messages: {
    aadhaar: `ஆதார் எண் சரியாக ${AADHAAR_DIGITS} இலக்கங்களாக இருக்க வேண்டும்`,
    email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    phone: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்',
    date: 'சரியான தேதியை (நாள், மாதம், ஆண்டு) உள்ளிடவும்',
    amount: 'தொகையை ரூபாயில் உள்ளிடவும், எடுத்துக்காட்டாக 1,20,000',
    required: (label) => `${label} தேவை`,
    tooLong: (label, max) => `${label} அதிகபட்சம் ${max} எழுத்துகள் மட்டுமே இருக்கலாம்`,
    option: (label) => `${label}: பட்டியலில் உள்ள ஒன்றைத் தேர்ந்தெடுக்கவும்`,
    future: (label) => `${label} இன்றைய தேதிக்குப் பின் இருக்கக்கூடாது`,
    notText: (label) => `${label} எழுத்துகளாக இருக்க வேண்டும்`,
  },
  fileMessages: {
    required: (label) => `${label} தேவை`,
    tooMany: (label, multiple) => (multiple ? `${label}: அதிகபட்சம் ${MAX_FILES_PER_FIELD} கோப்புகளை இணைக்கவும்` : `${label}: ஒரு கோப்பை மட்டும் இணைக்கவும்`),
    tooLarge: (label, size) => `${label} அதிகபட்சம் ${size} அளவில் இருக்க வேண்டும்`,
    wrongType: (label, types) => `${label}: ${types} மட்டுமே ஏற்கப்படும்`,
    empty: (label) => `${label}: கோப்பு காலியாக உள்ளது`,
  },
};

export default certificateTexts;

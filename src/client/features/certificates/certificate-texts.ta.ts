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
    serverError: (error) => `பிழை: ${error}`,
  },
};

export default certificateTexts;

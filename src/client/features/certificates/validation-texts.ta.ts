import { AADHAAR_DIGITS } from '../../../shared/domain/certificates/field-rules';
import { MAX_FILES_PER_FIELD } from '../../../shared/schemas/file-checks';
import type { ValidationTexts } from './validation-texts.en';

const validationTexts: ValidationTexts = {
  formError: 'படிவத்தில் உள்ள பிழைகளைச் சரிசெய்யவும்',
  messages: {
    aadhaar: `ஆதார் எண் சரியாக ${AADHAAR_DIGITS} இலக்கங்களாக இருக்க வேண்டும்`,
    email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    phone: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்',
    date: 'சரியான தேதியை (நாள், மாதம், ஆண்டு) உள்ளிடவும்',
    amount: 'தொகையை ரூபாயில் உள்ளிடவும், எடுத்துக்காட்டாக 1,20,000',
    required: (label) => `${label} கட்டாயம் தேவை`,
    tooLong: (label, max) => `${label} அதிகபட்சம் ${max} எழுத்துகள் மட்டுமே இருக்கலாம்`,
    option: (label) => `${label}: பட்டியலில் உள்ள ஒன்றைத் தேர்ந்தெடுக்கவும்`,
    future: (label) => `${label} இன்றைய தேதிக்குப் பின் இருக்கக்கூடாது`,
    notText: (label) => `${label} எழுத்துகளாக இருக்க வேண்டும்`,
  },
  fileMessages: {
    required: (label) => `${label} கட்டாயம் தேவை`,
    tooMany: (label, multiple) =>
      multiple ? `${label}: அதிகபட்சம் ${MAX_FILES_PER_FIELD} கோப்புகளை இணைக்கவும்` : `${label}: ஒரு கோப்பை மட்டும் இணைக்கவும்`,
    tooLarge: (label, size) => `${label} அதிகபட்சம் ${size} அளவில் இருக்க வேண்டும்`,
    wrongType: (label, types) => `${label}: ${types} மட்டுமே ஏற்கப்படும்`,
    empty: (label) => `${label}: கோப்பு காலியாக உள்ளது`,
  },
};

export default validationTexts;

import { groupedIndian } from '../../../shared/domain/common/money';
import { TAX_TEXT_MAX } from '../../../shared/domain/taxes/tax-definitions';
import { MAX_AMOUNT_RUPEES } from '../../../shared/schemas/tax-order-schema';
import type { TaxTexts } from './tax-texts.en';

/* Tamil of tax-texts.en.ts; the words follow docs/glossary.md. */
const taxTexts: TaxTexts = {
  list: {
    title: 'வரிகள் மற்றும் கட்டணங்கள்',
    intro: 'நீங்கள் செலுத்த வேண்டியதைத் தேர்ந்தெடுக்கவும். எல்லாத் தொகைகளும் இந்திய ரூபாயில் (INR).',
  },
  form: {
    intro: 'எல்லா விவரங்களும் தேவை. தொகைகள் இந்திய ரூபாயில் (INR).',
    lateFee: (fee) => `கடைசி நாள் கடந்துவிட்டது: ${fee} தாமதக் கட்டணம் சேர்க்கப்படுகிறது.`,
    total: 'செலுத்த வேண்டிய மொத்தம்',
    submit: 'செலுத்தத் தொடரவும்',
    submitting: 'சேமிக்கப்படுகிறது...',
  },
  checkout: {
    title: (amount) => `${amount} செலுத்துங்கள்`,
    payer: (name) => `செலுத்துபவர்: ${name}`,
    note: 'சோதனை முறை: உண்மையான பணம் எதுவும் செல்லாது. இந்தக் கட்டணம் எப்படி முடிய வேண்டும் என்பதைத் தேர்ந்தெடுக்கவும்.',
    payNow: 'இப்போது செலுத்த',
    simulateFailure: 'தோல்வியை உருவகப்படுத்த',
    cancel: 'கட்டணத்தை ரத்து செய்ய',
  },
  payment: {
    orderFailed: 'கட்டண விவரங்களைச் சேமிப்பதில் பிழை. மீண்டும் முயலவும்.',
    notVerified: 'கட்டணச் சரிபார்ப்பு தோல்வியடைந்தது.',
    verifyError: 'கட்டணத்தைச் சரிபார்ப்பதில் பிழை.',
    cancelled: 'கட்டணம் செலுத்துதல் ரத்து செய்யப்பட்டது.',
    success: 'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டு சரிபார்க்கப்பட்டது!',
    gatewayFailed: 'கட்டணம் செலுத்துதல் தோல்வியடைந்தது. உங்கள் பணம் எடுக்கப்படவில்லை. மீண்டும் முயலவும்.',
    offline: 'இணைய இணைப்பு இல்லை. கட்டணம் செலுத்த இணைப்பு தேவை: நீங்கள் நிரப்பிய விவரங்கள் இந்தப் பக்கத்திலேயே உள்ளன; இணைப்பு வந்ததும் மீண்டும் முயலவும்.',
  },
  receipt: {
    title: 'கட்டண ரசீது',
    reference: 'குறிப்பு எண்',
    tax: 'வரி',
    amount: 'தொகை',
    lateFee: 'தாமதக் கட்டணம்',
    total: 'செலுத்திய மொத்தம்',
    method: 'செலுத்தும் முறை',
    date: 'தேதி',
    paymentId: 'பரிவர்த்தனை எண்',
    print: 'ரசீதை அச்சிட',
  },
  messages: {
    required: (label) => `${label} கட்டாயம் தேவை`,
    notText: (label) => `${label} எழுத்துகளாக இருக்க வேண்டும்`,
    amountNumber: 'தொகை ஓர் எண்ணாக இருக்க வேண்டும்',
    amountMin: 'தொகை 0 அல்லது அதற்கு மேல் இருக்க வேண்டும்',
    amountMax: `தொகை அதிகபட்சம் ${groupedIndian(MAX_AMOUNT_RUPEES)} ரூபாய் வரை இருக்கலாம்`,
    amountStep: 'தொகையில் புள்ளிக்குப் பின் 2 இலக்கங்கள் (பைசா) வரை மட்டுமே இருக்கலாம்',
    lateFeeNumber: 'தாமதக் கட்டணம் ஓர் எண்ணாக இருக்க வேண்டும்',
    ward: 'வார்டு எண் 1 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
    phone: 'சரியான கைபேசி எண்ணை உள்ளிடவும்',
    date: 'சரியான கடைசி நாளை உள்ளிடவும்',
    month: 'கட்டண மாதத்தைத் தேர்ந்தெடுக்கவும்',
    option: (label) => `${label}: பட்டியலில் உள்ள ஒன்றைத் தேர்ந்தெடுக்கவும்`,
    method: 'செலுத்தும் முறையைத் தேர்ந்தெடுக்கவும்',
    tooLong: (label) => `${label} அதிகபட்சம் ${TAX_TEXT_MAX} எழுத்துகள் வரை இருக்கலாம்`,
    unknownIdentifier: 'இந்த அடையாள விவரம் ஏற்கப்படுவதில்லை',
  },
  messageLabels: { Amount: 'தொகை', Identifiers: 'அடையாள விவரங்கள்', 'Due date': 'கடைசி நாள்' },
};

export default taxTexts;

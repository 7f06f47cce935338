import type { FormTexts } from './form-texts.en';

const formTexts: FormTexts = {
  errorSummaryTitle: 'சில விவரங்களைச் சரிசெய்ய வேண்டும்',
  optional: '(கட்டாயமில்லை)',
  errorPrefix: 'பிழை:',
  choose: () => 'தேர்ந்தெடுக்கவும்',
  selected: (names: string) => `தேர்ந்தெடுத்தவை: ${names}`,
  aadhaarHint: 'ஆதார் அட்டையில் உள்ளபடி 12 இலக்கங்கள்.',
  showPassword: 'காட்டு',
  hidePassword: 'மறை',
  showLabel: (label: string) => `${label}: காட்டு`,
  submitting: 'சமர்ப்பிக்கப்படுகிறது...',
  check: {
    title: 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்',
    intro: 'இன்னும் எதுவும் அனுப்பப்படவில்லை. ஏதேனும் தவறாக இருந்தால் மாற்றுங்கள்; பிறகு அனுப்புங்கள்.',
    change: 'மாற்று',
    changeLabel: (label: string) => `${label}: மாற்று`,
    notGiven: 'கொடுக்கப்படவில்லை',
    noFile: 'கோப்பு எதுவும் இணைக்கப்படவில்லை',
    back: 'பதில்களைச் சரிபார்க்கும் பக்கத்திற்குத் திரும்பு',
  },
  progress: (percent: number) => `அனுப்பப்படுகிறது: ${percent}% அனுப்பப்பட்டது`,
};

export default formTexts;

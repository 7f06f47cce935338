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
};

export default formTexts;

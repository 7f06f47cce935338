import type { CorrectionTexts } from './correction-texts.en';

/* திருத்தத்திற்குத் திருப்பி அனுப்பப்பட்ட விண்ணப்பத்தைத் திருத்துதல் (docs/glossary.md). */
const correctionTexts: CorrectionTexts = {
  title: (reference) => `விண்ணப்பம் ${reference} ஐத் திருத்துதல்`,
  loading: 'விண்ணப்பம் ஏற்றப்படுகிறது...',
  officeSays: 'இந்த விண்ணப்பத்தைத் திருத்துமாறு அலுவலகம் கேட்கிறது',
  noMessage: 'அலுவலகம் செய்தி எதுவும் சேர்க்கவில்லை.',
  toCorrect: 'திருத்த வேண்டியவை',
  details: 'திருத்த வேண்டிய விவரங்கள்',
  documents: 'மாற்ற வேண்டிய ஆவணங்கள்',
  replaces: (name) => `${name} க்குப் பதிலாக.`,
  unchanged: 'மாறாமல் இருப்பவை',
  unchangedDocuments: 'மாறாமல் இருக்கும் ஆவணங்கள்',
  send: 'அலுவலகத்துக்கு மீண்டும் அனுப்ப',
  sent: 'மீண்டும் அனுப்பப்பட்டது. அலுவலகம் உங்கள் விண்ணப்பத்தை மீண்டும் பரிசீலிக்கும்; "எனது கோரிக்கைகள்" பக்கத்தில் அதைப் பின்தொடரலாம்.',
  backToApplication: 'விண்ணப்பத்துக்குத் திரும்ப',
  notReturned: 'இந்த விண்ணப்பம் திருத்தத்திற்காகக் காத்திருக்கவில்லை.',
  notGiven: 'குறிப்பிடப்படவில்லை',
};

export default correctionTexts;

import type { MyRequestsTexts } from './my-requests-texts.en';

/* Tamil of my-requests-texts.en.ts; the words follow docs/glossary.md. */
const myRequestsTexts: MyRequestsTexts = {
  title: 'எனது கோரிக்கைகள்',
  intro: 'உங்கள் விண்ணப்பங்கள், கட்டணங்கள், குறைகள்: புதியவை முதலில். விவரங்களையும் வரலாற்றையும் பார்க்க ஒன்றைத் திறக்கவும்.',
  applications: 'விண்ணப்பங்கள்',
  payments: 'கட்டணங்கள்',
  grievances: 'குறைகள்',
  noApplications: 'இதுவரை விண்ணப்பம் இல்லை.',
  noPayments: 'இதுவரை கட்டணம் செலுத்தவில்லை.',
  noGrievances: 'இதுவரை குறை இல்லை.',
  loadMore: 'மேலும் காட்ட',
  loadingMore: 'ஏற்றப்படுகிறது...',
  waitingToSend: 'அனுப்பக் காத்திருப்பவை',
  waitingIntro: 'இணைய இணைப்பு இல்லாமல் இந்தச் சாதனத்தில் சேமிக்கப்பட்டவை. இணைப்பு திரும்பியதும் ஒவ்வொன்றும் தானாகவே அனுப்பப்படும்.',
  taxTitles: {
    property: 'சொத்து வரி செலுத்துதல்',
    water: 'குடிநீர் வரி செலுத்துதல்',
    electricity: 'மின் கட்டணம் செலுத்துதல்',
    gas: 'எரிவாயு கட்டணம் செலுத்துதல்',
    land: 'நில வரி செலுத்துதல்',
  },
  grievanceSubjects: { gas: 'எரிவாயு', water: 'குடிநீர்', electricity: 'மின்சாரம்', cleanliness: 'சுகாதாரம்' },
};

export default myRequestsTexts;

import type { OutboxTexts } from './outbox-texts.en';

/* Tamil of outbox-texts.en.ts; the words follow docs/glossary.md. */
const outboxTexts: OutboxTexts = {
  title: 'அனுப்பக் காத்திருப்பவை',
  intro: 'இணைய இணைப்பு இல்லாதபோது இந்தச் சாதனத்தில் சமர்ப்பித்த விண்ணப்பங்களும் குறைகளும். இணையதளத்தை அணுக முடிந்தவுடன் இவை ஒவ்வொன்றாகத் தானாகவே அனுப்பப்படும்.',
  unavailable: 'இந்த உலாவி, இந்தச் சாதனத்தில் எதையும் சேமிக்க இணையதளத்தை அனுமதிக்கவில்லை.',
  sendNow: 'இப்போதே அனுப்ப',
  sendingNow: 'அனுப்பப்படுகிறது...',
  waiting: 'அனுப்பப்பட வேண்டியவை',
  nothingWaiting: 'அனுப்புவதற்கு எதுவும் காத்திருக்கவில்லை.',
  needsAttention: 'கவனம் தேவைப்படுபவை',
  sent: 'அனுப்பப்பட்டவை',
  nothingSent: 'இதுவரை இங்கிருந்து எதுவும் அனுப்பப்படவில்லை.',
  savedOnDevice: (when) => `இந்தச் சாதனத்தில் சேமிக்கப்பட்டது: ${when}`,
  savedAndSent: (saved, sent) => `சேமித்தது: ${saved}; அனுப்பியது: ${sent}`,
  states: {
    sending: 'இப்போது அனுப்பப்படுகிறது...',
    waitingSignIn: 'நீங்கள் மீண்டும் உள்நுழையும் வரை காத்திருக்கிறது.',
    needsAttention: 'உங்கள் கவனம் தேவை.',
    retrying: 'வரிசையில் உள்ளது: தானாகவே மீண்டும் முயலப்படும்.',
    queued: 'வரிசையில் உள்ளது: இணைப்பு திரும்பியதும் அனுப்பப்படும்.',
  },
  signIn: 'மீண்டும் உள்நுழையவும்',
  signInAfter: '(இதைச் சமர்ப்பித்த அதே கணக்கில்); அப்போது இது அனுப்பப்படும்.',
  lastTry: (reason) => `கடைசி முயற்சி: ${reason}`,
  notAccepted: 'இணையதளம் இதை ஏற்கவில்லை:',
  noReason: 'காரணம் எதுவும் தெரிவிக்கப்படவில்லை.',
  confirmDeleteLabel: (title) => `${title}: நீக்கவா?`,
  confirmDelete: 'இதை இந்தச் சாதனத்திலிருந்து நீக்கவா? இது அனுப்பப்படாது.',
  yesDelete: 'ஆம், நீக்கவும்',
  keep: 'வேண்டாம், வைத்திருக்கவும்',
  openAndCorrect: 'திறந்து திருத்த',
  delete: 'நீக்க',
  complaintId: 'புகார் எண்',
  referenceNumber: 'குறிப்பு எண்',
};

export default outboxTexts;

import type { KioskTexts } from './kiosk-texts.en';

/* Tamil of kiosk-texts.en.ts; the words follow docs/glossary.md. */
const kioskTexts: KioskTexts = {
  shared: 'இது பலர் பயன்படுத்தும் சாதனம். உங்கள் வேலை முடிந்ததும், "முடித்து அழிக்க" பொத்தானை அழுத்தவும்.',
  cleared: 'முந்தைய பயனரின் விவரங்கள் இந்தச் சாதனத்திலிருந்து அழிக்கப்பட்டன. நீங்கள் தொடங்கலாம்.',
  finish: 'முடித்து அழிக்க',
  clearing: 'அழிக்கப்படுகிறது...',
  stillThere: 'நீங்கள் இன்னும் இருக்கிறீர்களா?',
  endsIn: 'உங்கள் தனியுரிமைக்காக, இந்த அமர்வு',
  seconds: (count) => `${count} வினாடிகளில்`,
  afterEnd: ' முடிவடையும்: நீங்கள் வெளியேற்றப்படுவீர்கள், இந்தச் சாதனத்தில் நீங்கள் உள்ளிட்ட அனைத்தும் அழிக்கப்படும்.',
  stillHere: 'நான் இருக்கிறேன்',
  finishNow: 'இப்போதே முடித்து அழிக்க',
};

export default kioskTexts;

import type { SmsStopTexts } from './sms-stop-texts.en';

const smsStopTexts: SmsStopTexts = {
  title: 'SMS நிறுத்து',
  stopping: 'SMS நிறுத்தப்படுகிறது…',
  starting: 'SMS மீண்டும் இயக்கப்படுகிறது…',
  stopped: (mobile) => `${mobile} எண்ணுக்கு SMS நிறுத்தப்பட்டது.`,
  stoppedNote: 'இந்த எண்ணுக்கு எந்தக் கோரிக்கை பற்றியும் போர்டல் இனி SMS அனுப்பாது. மின்னஞ்சல் பாதிக்கப்படாது.',
  undo: 'செயல்தவிர்: மீண்டும் SMS அனுப்பு',
  started: (mobile) => `${mobile} எண்ணுக்கு மீண்டும் SMS அனுப்பப்படும்.`,
  stopAgain: 'மீண்டும் SMS நிறுத்து',
  failed: 'இப்போது SMS அமைப்பை மாற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  retry: 'மீண்டும் முயற்சிக்கவும்',
};

export default smsStopTexts;

import type { PwaTexts } from './pwa-texts.en';

const pwaTexts: PwaTexts = {
  notices: 'இணையதள அறிவிப்புகள்',
  offlineTitle: 'இணைய இணைப்பு இல்லை.',
  offlineBody: 'பக்கங்களும் படிவங்களும் திறக்கும்; எதையும் அனுப்ப இணைய இணைப்பு தேவை.',
  updateTitle: 'புதிய பதிப்பு தயார்.',
  updateBody: 'இணையதளத்தின் புதிய பதிப்பு தயாராக உள்ளது. நீங்கள் நிரப்பிக்கொண்டிருப்பதை முடித்த பிறகு மீண்டும் ஏற்றுங்கள்.',
  reloadToUpdate: 'மீண்டும் ஏற்றிப் புதுப்பிக்க',
  later: 'பிறகு',
  installBody: 'இந்த இணையதளத்தைச் செயலி போலப் பயன்படுத்துங்கள்: சிக்னல் இல்லாதபோதும் உங்கள் முகப்புத் திரையிலிருந்தே திறக்கும்.',
  installApp: 'செயலியை நிறுவ',
  notNow: 'இப்போது வேண்டாம்',
  deliveredTitle: 'அனுப்பப்பட்டது.',
  delivered: (title) => `${title} இணையதளத்தைச் சென்றடைந்தது.`,
  reference: 'குறிப்பு எண்:',
  complaintId: 'புகார் எண்:',
  close: 'மூட',
};

export default pwaTexts;

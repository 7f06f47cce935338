import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import taxWordsInTamil from '../../../shared/domain/taxes/tax-names-texts.ta';
import { wordFor } from '../../../shared/i18n/word-for';
import type { VerifyTexts } from './verify-texts.en';

const taxOf = (slug: string) => {
  const definition = taxBySlug(slug);
  return definition ? { definition, tamil: taxWordsInTamil[definition.slug] } : undefined;
};

const verifyTexts: VerifyTexts = {
  title: 'சான்றிதழ் அல்லது ரசீதைச் சரிபார்க்கவும்',
  intro: 'நகராட்சி வழங்கிய சான்றிதழையோ கட்டண ரசீதையோ இந்தப் பக்கம் சரிபார்க்கிறது: எதன் QR குறியீடு அல்லது முகவரி உங்களை இங்கு கொண்டு வந்ததோ அதை.',
  checking: 'சரிபார்க்கிறது…',
  valid: 'செல்லுபடியாகும்: இந்தச் சான்றிதழ் நகராட்சியால் வழங்கப்பட்டது, ரத்து செய்யப்படவில்லை.',
  revoked: (since) => `${since} அன்று ரத்து செய்யப்பட்டது: இந்தச் சான்றிதழ் இனி செல்லாது.`,
  notFound:
    'இந்த எண்ணும் சரிபார்ப்புக் குறியீடும் கொண்ட சான்றிதழோ ரசீதோ எதுவும் இல்லை. QR குறியீட்டை மீண்டும் வருடவும் அல்லது அதில் அச்சிட்டுள்ள முழு முகவரியை உள்ளிடவும்.',
  failed: 'இப்போது சரிபார்க்க முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  retry: 'மீண்டும் முயற்சிக்கவும்',
  details: 'சான்றிதழில் உள்ளவை',
  kind: 'சான்றிதழ்',
  number: 'சான்றிதழ் எண்',
  name: 'பெயர்',
  issuedAt: 'வழங்கிய நாள்',
  office: 'வழங்கிய அலுவலகம்',
  onlyThis: 'சான்றிதழ் உண்மையானதா என்பதை மட்டுமே இந்தப் பக்கம் காட்டுகிறது. பெயரையும் எண்ணையும் உங்கள் கையில் உள்ள சான்றிதழுடன் ஒப்பிட்டுப் பார்க்கவும்.',
  receipt: {
    paid: 'செல்லுபடியாகும்: இந்தக் கட்டணத்தை நகராட்சி பெற்றுக்கொண்டது.',
    refunded: (since) => `${since} அன்று திருப்பி அளிக்கப்பட்டது: இந்தக் கட்டணம் திருப்பித் தரப்பட்டதால், இந்த ரசீது இனி செலுத்தியதைக் காட்டாது.`,
    title: (slug) => `${taxOf(slug)?.tamil.title ?? 'கட்டணம்'} ரசீது`,
    number: 'ரசீது எண்',
    payer: 'செலுத்தியவர்',
    billNumber: (slug) => {
      const tax = taxOf(slug);
      return (tax && wordFor(tax.tamil.identifiers, tax.definition.numberField)) ?? 'கட்டண எண்';
    },
    total: 'செலுத்திய தொகை',
    paidAt: 'செலுத்திய நாள்',
    office: 'பெற்ற அலுவலகம்',
    onlyThis: 'ரசீது உண்மையானதா என்பதை மட்டுமே இந்தப் பக்கம் காட்டுகிறது. எண், தொகை, கட்டண எண் ஆகியவற்றை உங்கள் கையில் உள்ள ரசீதுடன் ஒப்பிட்டுப் பார்க்கவும்.',
  },
};

export default verifyTexts;

import type { TaxSlug } from './tax-definitions';

/**
 * The Tamil of what a tax definition names: its title, its identifiers (by field name) and its
 * period options (by value). The Tamil pages read it through their catalogue
 * (src/client/features/taxes/tax-definition-texts.ta.ts), the receipt's PDF on the server
 * directly (decision 053); the words follow docs/glossary.md. Named `-texts.ta.ts` so that the
 * build keeps it out of the `definitions` chunk English pages load (vite.config.ts).
 */
export interface TaxWordsInTamil {
  title: string;
  identifiers: Readonly<Record<string, string>>;
  periodOptions: Readonly<Record<string, string>>;
}

export const taxWordsInTamil: Record<TaxSlug, TaxWordsInTamil> = {
  property: {
    title: 'சொத்து வரி',
    identifiers: {
      ownerName: 'உரிமையாளர் பெயர்',
      mobile: 'கைபேசி எண்',
      propertyId: 'சொத்து எண்',
      wardNo: 'வார்டு எண்',
      doorNo: 'கதவு எண்',
      address: 'முகவரி',
    },
    periodOptions: {
      'Apr-Jun': 'ஏப்ரல்–ஜூன்',
      'Jul-Sep': 'ஜூலை–செப்டம்பர்',
      'Oct-Dec': 'அக்டோபர்–டிசம்பர்',
      'Jan-Mar': 'ஜனவரி–மார்ச்',
    },
  },
  water: {
    title: 'குடிநீர் வரி',
    identifiers: { consumerNo: 'நுகர்வோர் எண்', zone: 'மண்டலம்', address: 'முகவரி' },
    periodOptions: {},
  },
  electricity: {
    title: 'மின் கட்டணம்',
    identifiers: { consumerNo: 'மின் நுகர்வோர் எண்', discom: 'மின் விநியோக நிறுவனம் (DISCOM)', name: 'நுகர்வோர் பெயர்' },
    periodOptions: {},
  },
  gas: {
    title: 'எரிவாயு கட்டணம்',
    identifiers: { connectionNo: 'இணைப்பு எண்', provider: 'எரிவாயு நிறுவனம்', address: 'சேவை முகவரி' },
    periodOptions: {},
  },
  land: {
    title: 'நில வரி',
    identifiers: { pattaNo: 'பட்டா/புல எண்', ownerName: 'உரிமையாளர் பெயர்', village: 'கிராமம்/பகுதி' },
    periodOptions: { '2024-2025': '2024-2025', '2025-2026': '2025-2026' },
  },
};

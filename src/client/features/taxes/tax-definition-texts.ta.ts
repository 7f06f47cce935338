import taxWordsInTamil from '../../../shared/domain/taxes/tax-names-texts.ta';
import type { TaxDefinitionTexts } from './tax-definition-texts.en';

/*
 * Tamil of the five tax definitions, by slug, field name and option value; the words follow
 * docs/glossary.md. tests/unit/client/tax-definition-texts.test.ts checks that every field and
 * option of every definition has its Tamil here.
 */
const dueDateLabel = 'செலுத்த வேண்டிய கடைசி நாள்';
const billMonth = 'கட்டண மாதம்';

const taxDefinitionTexts: TaxDefinitionTexts = {
  fields: {
    monthHint: 'ஆண்டும் மாதமும், எடுத்துக்காட்டாக 2026-10',
    amountHint: 'ரூபாயில், எடுத்துக்காட்டாக 1250.50',
    paymentMethodLabel: 'செலுத்தும் முறை',
    paymentMethods: { upi: 'UPI', debit: 'டெபிட் கார்டு', credit: 'கிரெடிட் கார்டு', netbanking: 'இணைய வங்கி (Net Banking)', wallet: 'வாலெட்' },
  },
  taxes: {
    property: {
      ...taxWordsInTamil.property,
      formTitle: 'சொத்து வரி செலுத்துதல்',
      summary: 'வீடுகள் மற்றும் கட்டடங்களுக்கான காலாண்டுச் சொத்து வரி.',
      checkoutDescription: 'சொத்து வரி செலுத்துதல்',
      periodLabel: 'காலாண்டு',
      dueDateLabel,
      amountLabel: 'தொகை (₹)',
    },
    water: {
      ...taxWordsInTamil.water,
      periodOptions: {},
      formTitle: 'குடிநீர் வரி செலுத்துதல்',
      summary: 'மாதாந்திரக் குடிநீர் விநியோகக் கட்டணம்.',
      checkoutDescription: 'குடிநீர் வரி செலுத்துதல்',
      periodLabel: billMonth,
      dueDateLabel,
      amountLabel: 'தொகை (₹)',
    },
    electricity: {
      ...taxWordsInTamil.electricity,
      periodOptions: {},
      formTitle: 'மின் கட்டணம் செலுத்துதல்',
      summary: 'உங்கள் மின் விநியோக நிறுவனத்தின் மாதாந்திர மின் கட்டணம்.',
      checkoutDescription: 'மின் கட்டணம் செலுத்துதல்',
      periodLabel: billMonth,
      dueDateLabel,
      amountLabel: 'தொகை (₹)',
    },
    gas: {
      ...taxWordsInTamil.gas,
      periodOptions: {},
      formTitle: 'எரிவாயு கட்டணம் செலுத்துதல்',
      summary: 'உங்கள் குழாய் எரிவாயு இணைப்பின் கட்டணம்.',
      checkoutDescription: 'எரிவாயு கட்டணம் செலுத்துதல்',
      periodLabel: billMonth,
      dueDateLabel,
      amountLabel: 'செலுத்த வேண்டிய தொகை (₹)',
    },
    land: {
      ...taxWordsInTamil.land,
      formTitle: 'நில வரி செலுத்துதல்',
      summary: 'பட்டா அல்லது புல எண்ணின்படி ஆண்டுதோறும் செலுத்தும் நில வரி.',
      checkoutDescription: 'நில வரி செலுத்துதல்',
      periodLabel: 'வரி ஆண்டு',
      dueDateLabel,
      amountLabel: 'செலுத்த வேண்டிய தொகை (₹)',
    },
  },
};

export default taxDefinitionTexts;

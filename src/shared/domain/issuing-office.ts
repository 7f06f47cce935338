import { municipalOffice } from './municipal-office';
import { municipality } from './municipality';

/** The office that issues every certificate and receipt, as the PDFs print it and the verify page names it (in the page's language). */
export const issuingOffice = {
  en: `${municipality.name}, ${municipalOffice.details.en.addressLines.join(', ')}`,
  ta: `${municipality.nameTa}, ${municipalOffice.details.ta.addressLines.join(', ')}`,
} as const;

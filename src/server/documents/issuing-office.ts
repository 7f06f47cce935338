import { municipalOffice } from '../../shared/domain/municipal-office';
import { municipality } from '../../shared/domain/municipality';

/** The office that issues every certificate and receipt, as printed and as the verify page names it. */
export const issuingOffice = {
  en: `${municipality.name}, ${municipalOffice.details.en.addressLines.join(', ')}`,
  ta: `${municipality.nameTa}, ${municipalOffice.details.ta.addressLines.join(', ')}`,
} as const;

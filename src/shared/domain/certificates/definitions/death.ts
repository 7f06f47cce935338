import type { CertificateDefinition } from '../definition-types';
import { date, phone, text, textarea } from '../field-builders';

export const deathCertificate: CertificateDefinition = {
  slug: 'death',
  department: 'registration',
  listKey: 'death',
  referencePrefix: 'DEA',
  adminOrder: 2,
  title: 'Death',
  formTitle: 'Death Certificate Application',
  summary: 'Register a death and get the death certificate.',
  apiPath: '/api/death-certificate',
  transport: 'json',
  strictChecks: false,
  applicantField: 'deceasedName',
  mobileField: 'contact',
  serviceDays: 7,
  answersApplicationId: false,
  submitErrorStyle: 'generic',
  showsFileNames: false,
  fields: [
    text('deceasedName', 'Deceased Full Name'),
    date('dod', 'Date of Death'),
    text('placeOfDeath', 'Place of Death'),
    textarea('cause', 'Cause of Death', { required: false }),
    text('informant', 'Informant Name'),
    text('relationship', 'Relationship to Deceased'),
    textarea('address', 'Address'),
    phone('contact', 'Contact Number'),
  ],
  files: [],
  certificate: {
    title: 'Death Certificate',
    facts: ['deceasedName', 'dod', 'placeOfDeath', 'address'],
  },
};

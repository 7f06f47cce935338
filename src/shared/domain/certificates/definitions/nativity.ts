import type { CertificateDefinition } from '../definition-types';
import { aadhaar, date, phone, text, textarea, upload } from '../field-builders';

const document = upload('image-or-pdf');

export const nativityCertificate: CertificateDefinition = {
  slug: 'nativity',
  department: 'revenue',
  listKey: 'nativity',
  referencePrefix: 'NAT',
  adminOrder: 6,
  title: 'Nativity',
  formTitle: 'Nativity Certificate Application',
  summary: 'Proof that you are a native of this municipality.',
  apiPath: '/api/nativity-certificate',
  transport: 'multipart',
  strictChecks: false,
  applicantField: 'applicantName',
  mobileField: 'mobile',
  serviceDays: 15,
  answersApplicationId: false,
  submitErrorStyle: 'generic',
  showsFileNames: false,
  fields: [
    text('applicantName', 'Applicant Name'),
    date('dob', 'Date of Birth'),
    text('birthPlace', 'Place of Birth'),
    textarea('currentAddress', 'Current Address'),
    textarea('permanentAddress', 'Permanent Address'),
    aadhaar('aadhaar', 'Aadhaar Number'),
    phone('mobile', 'Mobile Number'),
  ],
  files: [
    document('aadhaarFile', 'Aadhaar Card'),
    document('birthProofFile', 'Birth Proof'),
    document('residenceProofFile', 'Residential Proof'),
    document('parentDocsFile', "Parent's Proof of Nativity"),
  ],
  certificate: {
    title: 'Nativity Certificate',
    facts: ['applicantName', 'dob', 'birthPlace', 'permanentAddress'],
  },
};

import { genderOptions } from '../../common/options';
import type { CertificateDefinition } from '../definition-types';
import { aadhaar, date, email, phone, select, text, textarea, upload } from '../field-builders';

const document = upload('jpg-png-pdf');

export const birthCertificate: CertificateDefinition = {
  slug: 'birth',
  department: 'registration',
  listKey: 'birth',
  referencePrefix: 'BIR',
  adminOrder: 1,
  title: 'Birth',
  formTitle: 'Birth Certificate Application',
  summary: 'Register a birth and get the birth certificate.',
  apiPath: '/api/birth-certificate',
  transport: 'multipart',
  strictChecks: true,
  applicantField: 'childName',
  mobileField: 'contact',
  serviceDays: 7,
  answersApplicationId: true,
  submitErrorStyle: 'birth',
  showsFileNames: false,
  fields: [
    text('childName', "Child's Full Name"),
    date('dob', 'Date of Birth'),
    select('gender', 'Gender', { options: genderOptions }),
    text('placeOfBirth', 'Place of Birth'),
    text('fatherName', "Father's Name"),
    aadhaar('fatherAadhaar', "Father's Aadhaar", { required: false }),
    text('motherName', "Mother's Name"),
    aadhaar('motherAadhaar', "Mother's Aadhaar", { required: false }),
    textarea('address', 'Permanent Address'),
    textarea('presentAddress', 'Present Address', { required: false }),
    phone('contact', 'Contact Number', {
      requiredMessage: 'Contact number is required',
      invalidMessage: 'Please enter a valid contact number',
    }),
    email('email', 'Email', { required: false }),
    text('informantName', "Informant's Name"),
    text('relation', 'Relation to Child'),
  ],
  files: [
    document('birthProof', 'Proof of Birth'),
    document('addressProof', 'Address Proof'),
    document('idProof', "Parents' ID Proof", { required: false, multiple: true }),
  ],
  certificate: {
    title: 'Birth Certificate',
    facts: ['childName', 'dob', 'gender', 'placeOfBirth', 'fatherName', 'motherName', 'address'],
  },
};

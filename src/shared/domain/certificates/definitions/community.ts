import { communityOptions, genderOptions } from '../../common/options';
import type { CertificateDefinition } from '../definition-types';
import { aadhaar, date, email, phone, select, text, textarea, upload } from '../field-builders';

const document = upload('jpg-png-pdf');

export const communityCertificate: CertificateDefinition = {
  slug: 'community',
  department: 'revenue',
  listKey: 'community',
  referencePrefix: 'COM',
  adminOrder: 3,
  title: 'Community',
  formTitle: 'Community Certificate Application',
  summary: 'Community (caste) certificate for reservations and schemes.',
  apiPath: '/api/community-certificate',
  transport: 'multipart',
  strictChecks: true,
  applicantField: 'applicantName',
  mobileField: 'mobile',
  serviceDays: 15,
  answersApplicationId: true,
  submitErrorStyle: 'community',
  showsFileNames: false,
  fields: [
    text('applicantName', 'Applicant Name'),
    text('fatherName', 'Father/Guardian Name'),
    date('dob', 'Date of Birth'),
    select('gender', 'Gender', { options: genderOptions }),
    text('religion', 'Religion'),
    select('community', 'Community', { options: communityOptions }),
    text('caste', 'Caste/Sub-caste'),
    textarea('address', 'Permanent Address'),
    textarea('presentAddress', 'Present Address', { required: false }),
    aadhaar('aadhaar', 'Aadhaar Number', { requiredMessage: 'Aadhaar number is required' }),
    phone('mobile', 'Mobile Number', {
      requiredMessage: 'Mobile number is required',
      invalidMessage: 'Please enter a valid mobile number',
    }),
    email('email', 'Email', { required: false }),
    text('district', 'District'),
    text('taluk', 'Taluk'),
    text('village', 'Village'),
  ],
  files: [
    document('aadhaarFile', 'Aadhaar Card', { requiredMessage: 'Aadhaar card is required' }),
    document('addressProof', 'Address Proof', { requiredMessage: 'Address proof is required' }),
    document('parentCommunityCert', "Parent's Community Certificate", {
      requiredMessage: "Parent's community certificate is required",
    }),
    document('birthOrSchoolCert', 'Birth/School Certificate', { required: false }),
  ],
  certificate: {
    title: 'Community Certificate',
    facts: ['applicantName', 'fatherName', 'religion', 'community', 'caste', 'address', 'village', 'taluk', 'district'],
  },
};

import { genderOptions, yesNoOptions } from '../../common/options';
import type { CertificateDefinition } from '../definition-types';
import { aadhaar, date, phone, select, text, textarea, upload } from '../field-builders';

const document = upload('image-or-pdf');

export const firstGraduateCertificate: CertificateDefinition = {
  slug: 'first-graduate',
  department: 'revenue',
  listKey: 'firstGrad',
  referencePrefix: 'FGR',
  adminOrder: 4,
  title: 'First Graduate',
  formTitle: 'First Graduate Certificate Application',
  summary: 'For the first graduate of a family: fee concessions.',
  apiPath: '/api/first-graduate-certificate',
  transport: 'multipart',
  strictChecks: false,
  applicantField: 'applicantName',
  mobileField: 'mobile',
  serviceDays: 30,
  answersApplicationId: false,
  submitErrorStyle: 'generic',
  showsFileNames: false,
  fields: [
    text('applicantName', 'Applicant Name'),
    date('dob', 'Date of Birth'),
    select('gender', 'Gender', { options: genderOptions }),
    text('fatherName', "Father's Name"),
    text('motherName', "Mother's Name"),
    text('fatherOccupation', "Father's Occupation"),
    text('motherOccupation', "Mother's Occupation"),
    textarea('address', 'Address'),
    aadhaar('aadhaar', 'Aadhaar Number'),
    phone('mobile', 'Mobile Number'),
    text('community', 'Community/Caste'),
    text('education', 'Latest Education Qualification'),
    select('familyGraduates', 'Any Graduates in Family', { options: yesNoOptions }),
  ],
  files: [
    document('aadhaarFile', 'Aadhaar Card'),
    document('communityFile', 'Community Certificate'),
    document('educationFile', 'Educational Proof'),
    document('affidavitFile', 'Affidavit'),
  ],
  certificate: {
    title: 'First Graduate Certificate',
    facts: ['applicantName', 'fatherName', 'motherName', 'address', 'education', 'familyGraduates'],
  },
};

import { genderOptions } from '../../common/options';
import type { CertificateDefinition } from '../definition-types';
import { aadhaar, amount, date, phone, select, text, textarea, upload } from '../field-builders';

const document = upload('image-or-pdf');

export const incomeCertificate: CertificateDefinition = {
  slug: 'income',
  department: 'revenue',
  listKey: 'income',
  referencePrefix: 'INC',
  adminOrder: 5,
  title: 'Income',
  formTitle: 'Income Certificate Application',
  summary: 'Annual family income certificate for scholarships and welfare.',
  apiPath: '/api/income-certificate',
  transport: 'multipart',
  strictChecks: false,
  applicantField: 'applicantName',
  mobileField: 'mobile',
  serviceDays: 15,
  answersApplicationId: false,
  submitErrorStyle: 'generic',
  showsFileNames: true,
  fields: [
    text('applicantName', 'Applicant Name'),
    date('dob', 'Date of Birth'),
    select('gender', 'Gender', { options: genderOptions }),
    text('fatherName', "Father's Name"),
    text('motherName', "Mother's Name"),
    textarea('address', 'Address'),
    aadhaar('aadhaar', 'Aadhaar Number'),
    phone('mobile', 'Mobile Number'),
    text('occupation', 'Occupation'),
    amount('annualIncome', 'Annual Family Income (₹)'),
  ],
  files: [
    document('aadhaarFile', 'Aadhaar Card'),
    document('rationFile', 'Ration Card'),
    document('salaryFile', 'Salary Slip / Income Proof'),
    document('communityFile', 'Community Certificate'),
    document('residenceFile', 'Residential Proof'),
  ],
  certificate: {
    title: 'Income Certificate',
    facts: ['applicantName', 'fatherName', 'address', 'occupation', 'annualIncome'],
  },
};

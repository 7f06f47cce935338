import type { DefinitionsTexts } from './definition-texts';

/*
 * The six certificates in Tamil (docs/glossary.md), by slug and field name: every label, upload
 * and option of src/shared/domain/certificates/definitions. Fields that name the same thing in
 * several forms use the same words. Read by the Tamil pages (their catalogue) and by the server's
 * PDFs; named `-texts.ta.ts` so that the build keeps it out of the chunks English pages load.
 */
const applicantName = 'விண்ணப்பதாரர் பெயர்';
const dateOfBirth = 'பிறந்த தேதி';
const gender = 'பாலினம்';
const fatherName = 'தந்தையின் பெயர்';
const motherName = 'தாயின் பெயர்';
const address = 'முகவரி';
const permanentAddress = 'நிரந்தர முகவரி';
const presentAddress = 'தற்போதைய முகவரி';
const aadhaarNumber = 'ஆதார் எண்';
const mobileNumber = 'கைபேசி எண்';
const contactNumber = 'தொடர்பு எண்';
const email = 'மின்னஞ்சல்';
const aadhaarCard = 'ஆதார் அட்டை';
const addressProof = 'முகவரிச் சான்று';
const residentialProof = 'இருப்பிடச் சான்று';
const communityCertificate = 'சாதிச் சான்றிதழ்';
const birthProof = 'பிறப்புச் சான்று';

const definitionTexts: DefinitionsTexts = {
  definitions: {
    birth: {
      title: 'பிறப்புச் சான்றிதழ்',
      formTitle: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்',
      summary: 'பிறப்பைப் பதிவு செய்து பிறப்புச் சான்றிதழ் பெறுங்கள்.',
      fields: {
        childName: 'குழந்தையின் முழுப் பெயர்',
        dob: dateOfBirth,
        gender,
        placeOfBirth: 'பிறந்த இடம்',
        fatherName,
        fatherAadhaar: 'தந்தையின் ஆதார் எண்',
        motherName,
        motherAadhaar: 'தாயின் ஆதார் எண்',
        address: permanentAddress,
        presentAddress,
        contact: { label: contactNumber, invalidMessage: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்' },
        email,
        informantName: 'தகவல் அளிப்பவரின் பெயர்',
        relation: 'குழந்தையுடன் உறவு',
      },
      files: {
        birthProof,
        addressProof,
        idProof: 'பெற்றோரின் அடையாளச் சான்று',
      },
    },
    death: {
      title: 'இறப்புச் சான்றிதழ்',
      formTitle: 'இறப்புச் சான்றிதழ் விண்ணப்பம்',
      summary: 'இறப்பைப் பதிவு செய்து இறப்புச் சான்றிதழ் பெறுங்கள்.',
      fields: {
        deceasedName: 'இறந்தவரின் முழுப் பெயர்',
        dod: 'இறந்த தேதி',
        placeOfDeath: 'இறந்த இடம்',
        cause: 'இறப்பிற்கான காரணம்',
        informant: 'தகவல் அளிப்பவரின் பெயர்',
        relationship: 'இறந்தவருடன் உறவு',
        address,
        contact: contactNumber,
      },
      files: {},
    },
    community: {
      title: 'சாதிச் சான்றிதழ்',
      formTitle: 'சாதிச் சான்றிதழ் விண்ணப்பம்',
      summary: 'இட ஒதுக்கீடு மற்றும் அரசுத் திட்டங்களுக்கான சாதிச் சான்றிதழ்.',
      fields: {
        applicantName,
        fatherName: 'தந்தை / பாதுகாவலர் பெயர்',
        dob: dateOfBirth,
        gender,
        religion: 'மதம்',
        community: 'சமூகப் பிரிவு',
        caste: 'சாதி / உட்பிரிவு',
        address: permanentAddress,
        presentAddress,
        aadhaar: aadhaarNumber,
        mobile: { label: mobileNumber, invalidMessage: 'சரியான கைபேசி எண்ணை உள்ளிடவும்' },
        email,
        district: 'மாவட்டம்',
        taluk: 'வட்டம்',
        village: 'கிராமம்',
      },
      files: {
        aadhaarFile: aadhaarCard,
        addressProof,
        parentCommunityCert: 'பெற்றோரின் சாதிச் சான்றிதழ்',
        birthOrSchoolCert: 'பிறப்பு / பள்ளிச் சான்றிதழ்',
      },
    },
    income: {
      title: 'வருமானச் சான்றிதழ்',
      formTitle: 'வருமானச் சான்றிதழ் விண்ணப்பம்',
      summary: 'கல்வி உதவித்தொகை மற்றும் நலத்திட்டங்களுக்கான குடும்ப ஆண்டு வருமானச் சான்றிதழ்.',
      fields: {
        applicantName,
        dob: dateOfBirth,
        gender,
        fatherName,
        motherName,
        address,
        aadhaar: aadhaarNumber,
        mobile: mobileNumber,
        occupation: 'தொழில்',
        annualIncome: 'ஆண்டுக் குடும்ப வருமானம் (₹)',
      },
      files: {
        aadhaarFile: aadhaarCard,
        rationFile: 'குடும்ப அட்டை',
        salaryFile: 'சம்பளச் சீட்டு / வருமானச் சான்று',
        communityFile: communityCertificate,
        residenceFile: residentialProof,
      },
    },
    nativity: {
      title: 'இருப்பிடச் சான்றிதழ்',
      formTitle: 'இருப்பிடச் சான்றிதழ் விண்ணப்பம்',
      summary: 'நீங்கள் இந்த நகராட்சியைச் சேர்ந்தவர் என்பதற்கான சான்று.',
      fields: {
        applicantName,
        dob: dateOfBirth,
        birthPlace: 'பிறந்த இடம்',
        currentAddress: presentAddress,
        permanentAddress,
        aadhaar: aadhaarNumber,
        mobile: mobileNumber,
      },
      files: {
        aadhaarFile: aadhaarCard,
        birthProofFile: birthProof,
        residenceProofFile: residentialProof,
        parentDocsFile: 'பெற்றோரின் இருப்பிடச் சான்று',
      },
    },
    'first-graduate': {
      title: 'முதல் பட்டதாரி சான்றிதழ்',
      formTitle: 'முதல் பட்டதாரி சான்றிதழ் விண்ணப்பம்',
      summary: 'குடும்பத்தின் முதல் பட்டதாரிக்கு: கல்விக் கட்டணச் சலுகைகள்.',
      fields: {
        applicantName,
        dob: dateOfBirth,
        gender,
        fatherName,
        motherName,
        fatherOccupation: 'தந்தையின் தொழில்',
        motherOccupation: 'தாயின் தொழில்',
        address,
        aadhaar: aadhaarNumber,
        mobile: mobileNumber,
        community: 'சமூகப் பிரிவு / சாதி',
        education: 'கடைசியாகப் பெற்ற கல்வித் தகுதி',
        familyGraduates: 'குடும்பத்தில் பட்டதாரி உள்ளாரா',
      },
      files: {
        aadhaarFile: aadhaarCard,
        communityFile: communityCertificate,
        educationFile: 'கல்விச் சான்று',
        affidavitFile: 'உறுதிமொழிப் பத்திரம்',
      },
    },
  },
  options: {
    Male: 'ஆண்',
    Female: 'பெண்',
    Other: 'மற்றவர்',
    No: 'இல்லை',
    Yes: 'ஆம்',
    // The community categories are written as they are on every Tamil Nadu form.
    SC: 'SC',
    ST: 'ST',
    'MBC/DNC': 'MBC/DNC',
    BC: 'BC',
    OBC: 'OBC',
    OC: 'OC',
  },
};

export default definitionTexts;

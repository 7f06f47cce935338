import type { GrievanceTexts } from './grievance-texts.en';

/* Tamil of grievance-texts.en.ts; the words follow docs/glossary.md. */
const grievanceTexts: GrievanceTexts = {
  title: 'குறைகள்',
  intro: 'எரிவாயு, குடிநீர், மின்சாரம் அல்லது சுகாதாரம் தொடர்பான பிரச்சினையைத் தெரிவியுங்கள்; உங்கள் புகார் எண் மூலம் அதன் நிலையை அறியலாம்.',
  submit: {
    title: 'குறையைப் பதிவு செய்ய',
    formLabel: 'குறையைப் பதிவு செய்ய',
    fields: { name: 'பெயர்', email: 'மின்னஞ்சல்', subject: 'குறையின் வகை', message: 'புகார் விவரம்' },
    subjects: { gas: 'எரிவாயு', water: 'குடிநீர்', electricity: 'மின்சாரம்', cleanliness: 'சுகாதாரம்' },
    button: 'குறையைச் சமர்ப்பிக்க',
    busy: 'சமர்ப்பிக்கப்படுகிறது...',
    submitted: 'உங்கள் குறை வெற்றிகரமாகப் பதிவு செய்யப்பட்டது! உங்கள் புகார் எண்: ',
    copy: 'புகார் எண்ணை நகலெடுக்க',
    copied: 'நகலெடுக்கப்பட்டது',
    queuedTitle: (subject, name) => `${subject} குறித்த குறை — ${name}`,
  },
  track: {
    title: 'புகாரின் நிலையை அறிய',
    formLabel: 'புகாரின் நிலையை அறிய',
    complaintId: 'புகார் எண்',
    hint: 'நீங்கள் சமர்ப்பித்தபோது வழங்கப்பட்ட எண், எடுத்துக்காட்டாக GRV-7K3M-9QXD.',
    button: 'நிலையை அறிய',
    busy: 'சரிபார்க்கப்படுகிறது...',
    complaint: 'புகார்',
    lastChange: (date) => `கடைசியாக மாறியது: ${date}.`,
    applicationBefore: 'சான்றிதழ் விண்ணப்பத்தின் நிலையை அறிய வேண்டுமா? ',
    applicationLink: 'விண்ணப்பத்தின் நிலையை அறிய',
    statuses: { Pending: 'நிலுவையில்', 'In Progress': 'நடவடிக்கையில்', Resolved: 'தீர்க்கப்பட்டது', Declined: 'நிராகரிக்கப்பட்டது' },
  },
  failures: {
    timeout: 'பதில் வர நேரம் கடந்துவிட்டது. உங்கள் இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    network: 'இணைய இணைப்பில் பிழை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
    submitFailed: 'குறையைச் சமர்ப்பிப்பதில் பிழை. மீண்டும் முயலவும்.',
    trackFailed: 'புகாரின் நிலையை அறிவதில் பிழை. மீண்டும் முயலவும்.',
    notFound: 'இந்தப் புகார் எண் கிடைக்கவில்லை. எண்ணைச் சரிபார்த்து மீண்டும் முயலவும்.',
    server: (error) => `பிழை: ${error}`,
    serverUnknown: 'சர்வர் பிழை',
  },
  messages: {
    required: 'தேவையான எல்லா விவரங்களையும் நிரப்பவும்.',
    email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
    subject: 'குறையின் வகையைத் தேர்ந்தெடுக்கவும்: எரிவாயு, குடிநீர், மின்சாரம் அல்லது சுகாதாரம்.',
    trackRequired: 'புகார் எண்ணை உள்ளிடவும்.',
    tooLong: (label, max) => `${label} அதிகபட்சம் ${max} எழுத்துகள் வரை இருக்கலாம்.`,
    notText: (label) => `${label} எழுத்துகளாக இருக்க வேண்டும்`,
  },
};

export default grievanceTexts;

import type { Language } from '../i18n/languages';

interface OfficeDetails {
  addressLines: readonly string[];
  hours: readonly { days: string; time: string }[];
}

/** The municipal office's contact details (the contact page). Change here for another office. */
export const municipalOffice = {
  phone: '+91 44 2345 6789',
  tollFree: '1800 425 1100',
  email: 'help@municipality.gov.in',
  /** What is written in words, in each language. */
  details: {
    en: {
      addressLines: ['Municipal Office, Town Hall Road', 'Ward 1, Civic Centre', 'Tamil Nadu 600001, India'],
      hours: [
        { days: 'Monday to Friday', time: '9:30 am to 5:45 pm' },
        { days: 'Saturday', time: '9:30 am to 1:30 pm' },
        { days: 'Sunday and public holidays', time: 'Closed' },
      ],
    },
    ta: {
      addressLines: ['நகராட்சி அலுவலகம், டவுன் ஹால் சாலை', 'வார்டு 1, குடிமைய மையம்', 'தமிழ்நாடு 600001, இந்தியா'],
      hours: [
        { days: 'திங்கள் முதல் வெள்ளி வரை', time: 'காலை 9:30 முதல் மாலை 5:45 வரை' },
        { days: 'சனிக்கிழமை', time: 'காலை 9:30 முதல் மதியம் 1:30 வரை' },
        { days: 'ஞாயிறு மற்றும் அரசு விடுமுறை நாட்கள்', time: 'விடுமுறை' },
      ],
    },
  } satisfies Record<Language, OfficeDetails>,
} as const;

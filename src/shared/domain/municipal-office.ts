/** The municipal office's contact details (the contact page). Change here for another office. */
export const municipalOffice = {
  addressLines: ['Municipal Office, Town Hall Road', 'Ward 1, Civic Centre', 'Tamil Nadu 600001, India'],
  phone: '+91 44 2345 6789',
  tollFree: '1800 425 1100',
  email: 'help@municipality.gov.in',
  hours: [
    { days: 'Monday to Friday', time: '9:30 am to 5:45 pm' },
    { days: 'Saturday', time: '9:30 am to 1:30 pm' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
} as const;

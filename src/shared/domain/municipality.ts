/**
 * The municipality's own details, shown on the contact page and in the footer. One place
 * to change when the portal is deployed for another office.
 */
export const municipality = {
  name: 'Municipal Corporation',
  portalName: 'Citizen Services Portal',
  portalYear: 2025,
  office: {
    addressLines: ['Municipal Office, Town Hall Road', 'Ward 1, Civic Centre', 'Tamil Nadu 600001, India'],
    phone: '+91 44 2345 6789',
    tollFree: '1800 425 1100',
    email: 'help@municipality.gov.in',
    hours: [
      { days: 'Monday to Friday', time: '9:30 am to 5:45 pm' },
      { days: 'Saturday', time: '9:30 am to 1:30 pm' },
      { days: 'Sunday and public holidays', time: 'Closed' },
    ],
  },
} as const;

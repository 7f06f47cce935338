const contactTexts = {
  title: 'Contact Us',
  intro: 'Reach the municipal office for help with an application, a payment or a complaint.',
  office: 'Municipal Office',
  phoneAndEmail: 'Phone and Email',
  helpdesk: 'Helpdesk',
  tollFree: 'Toll-free',
  email: 'Email',
  hours: 'Office Hours',
  complaints: 'Complaints',
  complaintsBefore: 'For a problem with water, electricity, gas or cleanliness in your area,',
  complaintsLink: 'submit a grievance',
  complaintsAfter: 'and track it with your complaint ID.',
};

export type ContactTexts = typeof contactTexts;
export default contactTexts;

import type { ContactTexts } from './contact-texts.en';

const contactTexts: ContactTexts = {
  title: 'தொடர்புகொள்ள',
  intro: 'விண்ணப்பம், கட்டணம் அல்லது புகார் குறித்த உதவிக்கு நகராட்சி அலுவலகத்தைத் தொடர்புகொள்ளுங்கள்.',
  office: 'நகராட்சி அலுவலகம்',
  phoneAndEmail: 'தொலைபேசி மற்றும் மின்னஞ்சல்',
  helpdesk: 'உதவி மையம்',
  tollFree: 'கட்டணமில்லா எண்',
  email: 'மின்னஞ்சல்',
  hours: 'அலுவலக நேரம்',
  complaints: 'புகார்கள்',
  complaintsBefore: 'உங்கள் பகுதியில் குடிநீர், மின்சாரம், எரிவாயு அல்லது சுகாதாரம் தொடர்பான பிரச்சினை இருந்தால்,',
  complaintsLink: 'குறையைப் பதிவு செய்யுங்கள்;',
  complaintsAfter: 'புகார் எண் மூலம் அதன் நிலையை அறியலாம்.',
};

export default contactTexts;

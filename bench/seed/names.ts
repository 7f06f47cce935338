/**
 * Word lists for plausible seeded records: names from across India (weighted towards Tamil Nadu,
 * whose taluks, pattas and community lists the forms follow), places, occupations. The dashboard's
 * name search is measured against these, so they should look like what clerks search for.
 */
export const MALE_NAMES = [
  'Aarav', 'Abdul', 'Anand', 'Arjun', 'Arun', 'Dinesh', 'Ganesh', 'Gopal', 'Hari', 'Ilango', 'Karthik', 'Krishna',
  'Madhavan', 'Manoj', 'Mohammed', 'Muthu', 'Naveen', 'Prakash', 'Rahul', 'Rajesh', 'Ramesh', 'Saravanan', 'Senthil',
  'Subramani', 'Suresh', 'Tamilselvan', 'Vasanth', 'Vijay', 'Joseph', 'Gurpreet', 'Amit', 'Rohit', 'Imran', 'Kiran',
];

export const FEMALE_NAMES = [
  'Aishwarya', 'Ananya', 'Anitha', 'Bhavani', 'Chitra', 'Deepa', 'Divya', 'Gayathri', 'Harini', 'Indira', 'Jayanthi',
  'Kamala', 'Kavya', 'Lakshmi', 'Mahalakshmi', 'Meena', 'Nandini', 'Nirmala', 'Pooja', 'Priya', 'Revathi', 'Rukmini',
  'Sandhya', 'Selvi', 'Shanthi', 'Sita', 'Sowmya', 'Sudha', 'Uma', 'Valli', 'Yamuna', 'Zainab', 'Fathima', 'Mary', 'Sneha', 'Neha',
];

export const SURNAMES = [
  'Annamalai', 'Arumugam', 'Balasubramanian', 'Chandrasekaran', 'Duraisamy', 'Elangovan', 'Ganesan', 'Gopalakrishnan',
  'Govindarajan', 'Iyer', 'Jayaraman', 'Kannan', 'Krishnan', 'Kumar', 'Kuppusamy', 'Mani', 'Murugan', 'Nadar',
  'Narayanan', 'Natarajan', 'Palanisamy', 'Pandian', 'Perumal', 'Pillai', 'Radhakrishnan', 'Rajendran', 'Ramachandran',
  'Ramasamy', 'Rangarajan', 'Sampath', 'Sankar', 'Selvaraj', 'Shanmugam', 'Sivakumar', 'Srinivasan', 'Subramanian',
  'Sundaram', 'Thangaraj', 'Venkatesan', 'Vijayakumar', 'Sharma', 'Reddy', 'Nair', 'Menon', 'Khan', 'Fernandes',
  'Singh', 'Patel', 'Das', 'Rao',
];

export const TOWNS = [
  'Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tirunelveli', 'Erode', 'Vellore', 'Thanjavur',
  'Dindigul', 'Kanchipuram', 'Karur', 'Namakkal', 'Cuddalore', 'Tiruppur', 'Nagercoil', 'Pudukkottai', 'Sivakasi',
];

export const TALUKS = [
  'Tambaram', 'Sriperumbudur', 'Pollachi', 'Melur', 'Srirangam', 'Attur', 'Palayamkottai', 'Gobichettipalayam',
  'Arakkonam', 'Kumbakonam', 'Palani', 'Uthiramerur', 'Kulithalai', 'Rasipuram', 'Chidambaram', 'Avinashi',
];

export const VILLAGES = [
  'Kovilpatti', 'Pudur', 'Mangadu', 'Vadakkupatti', 'Keelakarai', 'Thiruvallam', 'Nallur', 'Periyapalayam',
  'Sholavaram', 'Karumathampatti', 'Alangulam', 'Thottiyam', 'Vellakoil', 'Manamadurai', 'Kadambur', 'Mettupalayam',
];

export const STREETS = [
  'Gandhi Road', 'Nehru Street', 'Temple Street', 'Bazaar Street', 'Kamarajar Salai', 'Anna Nagar 2nd Street',
  'Periyar Road', 'Mariamman Koil Street', 'Station Road', 'Market Road', 'Church Street', 'Mosque Street',
  'East Car Street', 'West Masi Street', 'Bharathi Nagar Main Road', 'Vivekananda Street',
];

export const OCCUPATIONS = [
  'Farmer', 'Daily wage worker', 'Teacher', 'Shopkeeper', 'Driver', 'Weaver', 'Electrician', 'Tailor',
  'Nurse', 'Clerk', 'Mason', 'Fisherman', 'Homemaker', 'Software engineer', 'Auto-rickshaw driver', 'Carpenter',
];

export const RELIGIONS = ['Hindu', 'Hindu', 'Hindu', 'Muslim', 'Christian', 'Hindu', 'Jain', 'Sikh', 'Buddhist'];
export const CASTES = ['Vanniyar', 'Nadar', 'Thevar', 'Gounder', 'Chettiar', 'Mudaliar', 'Pillai', 'Adi Dravidar', 'Yadava', 'Naidu'];
export const RELATIONS = ['Father', 'Mother', 'Grandfather', 'Grandmother', 'Uncle', 'Aunt', 'Guardian'];
export const RELATIONSHIPS_TO_DECEASED = ['Son', 'Daughter', 'Spouse', 'Brother', 'Sister', 'Grandson', 'Nephew'];
export const CAUSES_OF_DEATH = ['Natural causes (old age)', 'Cardiac arrest', 'Chronic kidney disease', 'Road accident', 'Pneumonia', 'Cancer'];
export const QUALIFICATIONS = ['B.Sc. Mathematics', 'B.E. Civil Engineering', 'B.Com', 'B.A. Tamil Literature', 'Diploma in Nursing', 'Higher Secondary (12th)'];
export const HOSPITALS = ['Government Hospital', 'Primary Health Centre', 'Apollo Hospital', 'Meenakshi Mission Hospital', 'CMC Hospital', 'At home'];
export const DISCOMS = ['TANGEDCO', 'TNPDCL'];
export const GAS_PROVIDERS = ['Indane Piped Gas', 'Torrent Gas', 'AG&P Pratham', 'GAIL Gas'];
export const WATER_ZONES = ['Zone 1 (North)', 'Zone 2 (Central)', 'Zone 3 (South)', 'Zone 4 (East)', 'Zone 5 (West)'];

export const GRIEVANCE_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  gas: [
    'Smell of gas near the pipeline junction on our street since last night.',
    'Piped gas pressure is very low in the mornings; cooking is impossible.',
    'The gas meter was replaced but the new reading is not on the bill.',
  ],
  water: [
    'No water supply in our ward for three days; the tanker has not come.',
    'Drinking water is muddy and smells bad after the pipeline repair.',
    'Water pipe burst near the school, water is being wasted on the road.',
  ],
  electricity: [
    'Street lights have not been working for two weeks; the road is dark.',
    'Frequent power cuts every evening between 6 and 9.',
    'A live wire is hanging low near the bus stop; it is dangerous for children.',
  ],
  cleanliness: [
    'Garbage has not been collected from our street for a week.',
    'The drainage is blocked and sewage water is overflowing onto the road.',
    'Mosquito breeding in the open canal; please arrange fogging.',
  ],
};

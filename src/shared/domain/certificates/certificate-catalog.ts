/**
 * The six certificate types as the catalogue shows them (spec section 2, /certificates).
 * The full definitions (fields, files, rules) join these entries in the certificates issue;
 * this list is the one place their order, slugs and titles live.
 */
export interface CertificateCatalogEntry {
  /** Route segment under /certificates and the admin API's {type} segment. */
  slug: 'birth' | 'death' | 'community' | 'income' | 'nativity' | 'first-graduate';
  title: string;
  summary: string;
}

export const certificateCatalog: readonly CertificateCatalogEntry[] = [
  { slug: 'birth', title: 'Birth', summary: 'Register a birth and get the birth certificate.' },
  { slug: 'death', title: 'Death', summary: 'Register a death and get the death certificate.' },
  { slug: 'community', title: 'Community', summary: 'Community (caste) certificate for reservations and schemes.' },
  { slug: 'income', title: 'Income', summary: 'Annual family income certificate for scholarships and welfare.' },
  { slug: 'nativity', title: 'Nativity', summary: 'Proof that you are a native of this municipality.' },
  { slug: 'first-graduate', title: 'First Graduate', summary: 'For the first graduate of a family: fee concessions.' },
];

export const certificatePath = (slug: CertificateCatalogEntry['slug']): string => `/certificates/${slug}`;

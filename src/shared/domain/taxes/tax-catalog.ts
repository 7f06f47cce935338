/**
 * The five tax and bill types as the catalogue shows them (spec section 2, /taxes).
 * Full definitions (identifiers, periods, late fees) join these entries in the taxes issue.
 */
export interface TaxCatalogEntry {
  slug: 'property' | 'water' | 'electricity' | 'gas' | 'land';
  title: string;
  summary: string;
}

export const taxCatalog: readonly TaxCatalogEntry[] = [
  { slug: 'property', title: 'Property', summary: 'Quarterly property tax for houses and buildings.' },
  { slug: 'water', title: 'Water', summary: 'Monthly water supply charges.' },
  { slug: 'electricity', title: 'Electricity Bill', summary: 'Monthly electricity bill of your distribution company.' },
  { slug: 'gas', title: 'Gas', summary: 'Piped gas bill of your connection.' },
  { slug: 'land', title: 'Land', summary: 'Yearly land tax by patta or survey number.' },
];

export const taxPath = (slug: TaxCatalogEntry['slug']): string => `/taxes/${slug}`;

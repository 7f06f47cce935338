/**
 * The municipality's name as every page shows it (footer). One place to change when the portal
 * is deployed for another office; the office's contact details are in municipal-office.ts, so
 * that only the contact page downloads them.
 */
export const municipality = {
  name: 'Municipal Corporation',
  /** The same name in Tamil, for pages in Tamil. */
  nameTa: 'மாநகராட்சி',
  portalName: 'Citizen Services Portal',
  portalYear: 2025,
} as const;

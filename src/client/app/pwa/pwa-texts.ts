import { catalogue } from '../../i18n/catalogue';

/** The offline, update and install notices (app-notices.tsx): loaded with them, after the page (after-load.tsx). */
export const pwaTexts = catalogue('pwa', {
  en: () => import('./pwa-texts.en'),
  ta: () => import('./pwa-texts.ta'),
});

import { catalogue } from '../../i18n/catalogue';

/* /dashboard (decision 087): the municipality's figures for anyone, in charts with their tables. */
export const dashboardTexts = catalogue('dashboard', {
  en: () => import('./dashboard-texts.en'),
  ta: () => import('./dashboard-texts.ta'),
});

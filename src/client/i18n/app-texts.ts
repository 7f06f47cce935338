import { catalogue } from './catalogue';
import type { AppTexts } from './app-texts.en';

/** The frame's and the home page's texts: main.tsx loads them before the first render. */
export const appTexts = catalogue<AppTexts>('app', {
  en: () => import('./app-texts.en'),
  ta: () => import('./app-texts.ta'),
});

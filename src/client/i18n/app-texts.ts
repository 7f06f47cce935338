import { catalogue } from './catalogue';

/*
 * The frame's and the home page's texts, which every first visit shows: main.tsx loads them before
 * the first render. The spec's English texts stay word for word.
 */
export const appTexts = catalogue('app', {
  en: () => import('./app-texts.en'),
  ta: () => import('./app-texts.ta'),
});

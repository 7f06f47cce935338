import { catalogue } from '../../i18n/catalogue';

/*
 * The words of the payment statuses only a payment has (an order expired or cancelled, decision
 * 074); the statuses every request shares are in request-texts.
 */
export const paymentStatusTexts = catalogue('payment statuses', {
  en: () => import('./payment-status-texts.en'),
  ta: () => import('./payment-status-texts.ta'),
});

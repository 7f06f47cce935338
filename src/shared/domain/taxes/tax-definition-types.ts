import type { Option } from '../common/options';

/** One identifier of a bill (spec section 3, identifiers by type). */
export interface IdentifierField {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'phone' | 'ward';
}

/** Property and land are paid per period; water, electricity and gas per bill month. */
export type TaxPeriodField =
  { name: 'period'; label: string; kind: 'period'; options: readonly Option[] } | { name: 'billMonth'; label: string; kind: 'month' };

export interface TaxDefinition {
  /** The order's `type`, and the route segment under /taxes. */
  slug: 'property' | 'water' | 'electricity' | 'gas' | 'land';
  /** The card title on /taxes. */
  title: string;
  formTitle: string;
  summary: string;
  identifiers: readonly IdentifierField[];
  period: TaxPeriodField;
  dueDateLabel: string;
  amountLabel: string;
  /** Flat late fee in rupees when the due date has passed (spec section 9). */
  lateFeeRupees: number;
  /** An incentive for paying a register bill early: a share of its amount, capped (decision 075). */
  rebate?: EarlyPaymentRebate;
  /** Shown in the payment dialog ('Gas Tax Payment', 'Land Tax Payment', …). */
  checkoutDescription: string;
  /** The identifier whose value prefills the payer's name in the checkout, if any. */
  prefillNameField?: string;
  /** The identifier naming the payer, which the clerks' list shows, if the form asks for one. */
  payerField?: string;
  /** The bill's own number (property ID, consumer, connection or patta number), which the clerks' list shows. */
  numberField: string;
}

/** `percent` of the amount off, at most `maxRupees`, for payment within `withinDays` of the period's first day. */
export interface EarlyPaymentRebate {
  percent: number;
  withinDays: number;
  maxRupees: number;
}

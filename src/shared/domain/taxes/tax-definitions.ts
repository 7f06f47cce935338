import type { Option } from '../common/options';
import type { TaxDefinition } from './tax-definition-types';

const options = (values: readonly string[]): readonly Option[] => values.map((value) => ({ value, label: value }));

/** The longest identifier a bill may carry. */
export const TAX_TEXT_MAX = 200;

/** Spec section 9. */
export const PROPERTY_PERIODS = options(['Apr-Jun', 'Jul-Sep', 'Oct-Dec', 'Jan-Mar']);
export const LAND_TAX_PERIODS = options(['2024-2025', '2025-2026']);

/** The five taxes and bills, in the order of the /taxes page (spec section 2). */
export const taxDefinitions: readonly TaxDefinition[] = [
  {
    slug: 'property',
    payerField: 'ownerName',
    numberField: 'propertyId',
    title: 'Property',
    formTitle: 'Property Tax Payment',
    summary: 'Quarterly property tax for houses and buildings.',
    identifiers: [
      { name: 'ownerName', label: 'Owner Name', kind: 'text' },
      { name: 'mobile', label: 'Mobile Number', kind: 'phone' },
      { name: 'propertyId', label: 'Property ID', kind: 'text' },
      { name: 'wardNo', label: 'Ward Number', kind: 'ward' },
      { name: 'doorNo', label: 'Door Number', kind: 'text' },
      { name: 'address', label: 'Address', kind: 'textarea' },
    ],
    period: { name: 'period', label: 'Period', kind: 'period', options: PROPERTY_PERIODS },
    dueDateLabel: 'Due Date',
    amountLabel: 'Amount (₹)',
    lateFeeRupees: 200,
    // Tamil Nadu's incentive for property tax paid within the first 30 days of the period.
    rebate: { percent: 5, withinDays: 30, maxRupees: 5000 },
    checkoutDescription: 'Property Tax Payment',
    prefillNameField: 'ownerName',
  },
  {
    slug: 'water',
    numberField: 'consumerNo',
    title: 'Water',
    formTitle: 'Water Tax Payment',
    summary: 'Monthly water supply charges.',
    identifiers: [
      { name: 'consumerNo', label: 'Consumer Number', kind: 'text' },
      { name: 'zone', label: 'Zone', kind: 'text' },
      { name: 'address', label: 'Address', kind: 'textarea' },
    ],
    period: { name: 'billMonth', label: 'Bill Month', kind: 'month' },
    dueDateLabel: 'Due Date',
    amountLabel: 'Amount (₹)',
    lateFeeRupees: 100,
    checkoutDescription: 'Water Tax Payment',
  },
  {
    slug: 'electricity',
    payerField: 'name',
    numberField: 'consumerNo',
    title: 'Electricity Bill',
    formTitle: 'Electricity Bill Payment',
    summary: 'Monthly electricity bill of your distribution company.',
    identifiers: [
      { name: 'consumerNo', label: 'Consumer Number', kind: 'text' },
      { name: 'discom', label: 'Distribution Company (DISCOM)', kind: 'text' },
      { name: 'name', label: 'Consumer Name', kind: 'text' },
    ],
    period: { name: 'billMonth', label: 'Bill Month', kind: 'month' },
    dueDateLabel: 'Due Date',
    amountLabel: 'Amount (₹)',
    lateFeeRupees: 50,
    checkoutDescription: 'Electricity Tax Payment',
    prefillNameField: 'name',
  },
  {
    slug: 'gas',
    numberField: 'connectionNo',
    title: 'Gas',
    formTitle: 'Gas Bill Payment',
    summary: 'Piped gas bill of your connection.',
    identifiers: [
      { name: 'connectionNo', label: 'Connection Number', kind: 'text' },
      { name: 'provider', label: 'Provider', kind: 'text' },
      { name: 'address', label: 'Service Address', kind: 'textarea' },
    ],
    period: { name: 'billMonth', label: 'Bill Month', kind: 'month' },
    dueDateLabel: 'Due Date',
    amountLabel: 'Payable Amount (₹)',
    lateFeeRupees: 50,
    checkoutDescription: 'Gas Tax Payment',
    prefillNameField: 'provider',
  },
  {
    slug: 'land',
    payerField: 'ownerName',
    numberField: 'pattaNo',
    title: 'Land',
    formTitle: 'Land Tax Payment',
    summary: 'Yearly land tax by patta or survey number.',
    identifiers: [
      { name: 'pattaNo', label: 'Patta/Survey Number', kind: 'text' },
      { name: 'ownerName', label: 'Owner Name', kind: 'text' },
      { name: 'village', label: 'Village/Locality', kind: 'text' },
    ],
    period: { name: 'period', label: 'Tax Period', kind: 'period', options: LAND_TAX_PERIODS },
    dueDateLabel: 'Due Date',
    amountLabel: 'Payable Amount (₹)',
    lateFeeRupees: 100,
    checkoutDescription: 'Land Tax Payment',
    prefillNameField: 'ownerName',
  },
];

export type TaxSlug = TaxDefinition['slug'];

export function taxBySlug(slug: string): TaxDefinition | undefined {
  return taxDefinitions.find((definition) => definition.slug === slug);
}

export const taxPath = (slug: TaxSlug): string => `/taxes/${slug}`;

/** Spec section 9: payment methods and their labels. */
export const PAYMENT_METHODS = [
  { value: 'upi', label: 'UPI' },
  { value: 'debit', label: 'Debit Card' },
  { value: 'credit', label: 'Credit Card' },
  { value: 'netbanking', label: 'Net Banking' },
  { value: 'wallet', label: 'Wallet' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];

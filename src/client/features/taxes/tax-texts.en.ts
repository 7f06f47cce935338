import { taxMessages } from '../../../shared/schemas/tax-order-schema';

/*
 * The taxes pages' own texts (the five forms' labels are in tax-definition-texts). Spec sections
 * 2, 4 and 8 word them; tax-texts.ta.ts has the same keys in Tamil.
 */
const taxTexts = {
  list: {
    title: 'Taxes and Bills',
    intro: 'Choose what you want to pay. All amounts are in Indian rupees (INR).',
  },
  form: {
    intro: 'All fields are needed. Amounts are in Indian rupees (INR).',
    lateFee: (fee: string) => `The due date has passed: a late fee of ${fee} is added.`,
    total: 'Total payable',
    submit: 'Proceed to Pay',
    submitting: 'Saving...',
  },
  checkout: {
    title: (amount: string) => `Pay ${amount}`,
    payer: (name: string) => `Payer: ${name}`,
    note: 'Test mode: no real money moves. Choose how this payment should end.',
    payNow: 'Pay now',
    simulateFailure: 'Simulate failure',
    cancel: 'Cancel payment',
  },
  /** Spec section 8, tax payments, plus the two cases the spec does not word. */
  payment: {
    orderFailed: 'Error saving payment. Please try again.',
    notVerified: 'Payment verification failed.',
    verifyError: 'Payment verification error.',
    cancelled: 'Payment cancelled.',
    success: 'Payment successful and verified!',
    gatewayFailed: 'Payment failed. No money was taken. Please try again.',
    offline: 'You are offline. Paying needs a connection: your details are kept on this page, so try again when you are back online.',
  },
  receipt: {
    title: 'Payment Receipt',
    reference: 'Reference',
    tax: 'Tax',
    amount: 'Amount',
    lateFee: 'Late fee',
    total: 'Total paid',
    method: 'Method',
    date: 'Date',
    paymentId: 'Payment ID',
    print: 'Print receipt',
    /** The signed receipt (decision 053). */
    number: 'Receipt number',
    download: 'Download receipt',
    downloadFailed: 'The receipt could not be downloaded. Check your connection and try again.',
    signed: 'The signed receipt carries a QR code: anyone can check it on its verify page.',
    refunded:
      'This payment was refunded: the receipt no longer stands, and its PDF can no longer be downloaded. Its verify page says refunded.',
    verifyPage: 'Open its verify page',
  },
  /** The order's validation messages (the server's, in English). */
  messages: taxMessages,
  /** The names the messages give what is not a field of the definition, by their English name. */
  messageLabels: { Amount: 'Amount', Identifiers: 'Identifiers', 'Due date': 'Due date' },
};

export type TaxTexts = typeof taxTexts;
export default taxTexts;

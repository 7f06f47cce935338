/** Spec section 8, tax payments, plus the two cases the spec does not word. */
export const paymentTexts = {
  orderFailed: 'Error saving payment. Please try again.',
  notVerified: 'Payment verification failed.',
  verifyError: 'Payment verification error.',
  cancelled: 'Payment cancelled.',
  success: 'Payment successful and verified!',
  gatewayFailed: 'Payment failed. No money was taken. Please try again.',
  offline: 'You are offline. Paying needs a connection: your details are kept on this page, so try again when you are back online.',
} as const;

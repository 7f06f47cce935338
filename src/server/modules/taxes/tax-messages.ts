/** What the tax endpoints say to the person (spec section 8 has the client's own messages). */
export const taxApiMessages = {
  unknownType: 'Unknown tax type',
  typeField: 'Please choose one of property, water, electricity, gas or land',
  totalTooSmall: 'The total payable must be at least ₹1.00',
  notFound: 'There is no such tax payment',
  verifyField: (name: string) => `${name} is required (as the checkout returned it)`,
  verifyId: 'id must be the payment id that create-order returned',
  adminStatus: 'status must be declined or refunded',
  alreadyRefunded: 'This payment was already refunded',
  notPaid: 'This payment has no receipt: it has not been paid',
  receiptRefunded: 'This payment was refunded: its receipt no longer stands, and its PDF is no longer given.',
  changed: 'This payment changed since you opened it. Check it again before you decide.',
  refundOnlyPaid: (status: string) => `Only a paid payment can be refunded (this one is ${status})`,
} as const;

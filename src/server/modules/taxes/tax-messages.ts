/**
 * The English of the tax endpoints' own field checks (decision 070: their error texts are in
 * shared/api/error-texts.pot, and another language words a field by its code).
 */
export const taxFieldMessages = {
  type: 'Please choose one of property, water, electricity, gas or land',
  verifyField: (name: string) => `${name} is required (as the checkout returned it)`,
  verifyId: 'id must be the payment id that create-order returned',
  adminStatus: 'status must be declined or refunded',
} as const;

/**
 * The English of the certificate endpoints' own field checks (decision 070: their error texts are
 * in shared/api/error-texts.pot, and another language words a field by its code).
 */
export const certificateFieldMessages = {
  notAccepted: 'This field is not accepted',
  notReturned: 'The office did not ask to correct this field',
} as const;

/**
 * The English of the kiosk link endpoints' own field checks (decisions 047, 070: their error texts
 * are in shared/api/error-texts.pot, and another language words a field by its code).
 */
export const kioskFieldMessages = {
  codeRequired: 'Please enter the kiosk code.',
} as const;

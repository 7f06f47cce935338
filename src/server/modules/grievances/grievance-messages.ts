/**
 * The English of the grievance endpoints' own field checks (decision 070: their error texts are in
 * shared/api/error-texts.pot, and another language words a field by its code).
 */
export const grievanceFieldMessages = {
  statusInvalid: 'Status must be one of: Resolved, Declined, In Progress',
  duplicateOf: 'Of must be the complaint ID of the grievance this one repeats, or null',
} as const;

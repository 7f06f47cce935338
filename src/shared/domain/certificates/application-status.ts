/**
 * Every status a certificate application can have: submitted pending, then decided once, or
 * returned to the applicant for correction and pending again when sent back (decision 048).
 */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined', 'returned'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

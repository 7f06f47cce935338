/** Every status a certificate application can have: submitted pending, then decided once. */
export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the kiosk link endpoints answer (decision 047). */
export const kioskApiMessages = {
  linkNotFound: 'This kiosk link is not valid. Check the whole link, or create a new one on the admin dashboard.',
  linkUsed: 'This kiosk link has already been used. Each link works once: create a new one on the admin dashboard.',
  linkExpired: 'This kiosk link has expired (after 24 hours). Create a new one on the admin dashboard.',
  codeRequired: 'Please enter the kiosk code.',
} as const;

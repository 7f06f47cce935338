/** The account rules' limits (spec section 5), for the schemas and the messages that name them. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** OWASP: allow long passphrases, but bound the work a single request can cause. */
export const PASSWORD_MAX = 128;
export const SETUP_KEY_MAX = 256;

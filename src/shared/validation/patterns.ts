/**
 * The spec's e-mail check: text, @, text, dot, text. Deliberately simple: the real proof
 * that an address works is a message arriving there, not a regular expression.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

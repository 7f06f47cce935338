/**
 * The spec's e-mail check: text, @, text, dot, text. Deliberately simple: the real proof
 * that an address works is a message arriving there, not a regular expression.
 *
 * Written so that matching takes linear time: the obvious /^[^\s@]+@[^\s@]+\.[^\s@]+$/ accepts
 * exactly the same strings but backtracks quadratically on inputs like "a@" + ".a".repeat(n) + " "
 * (seconds of blocked server for a 64 KB request). The lookahead finds an inner dot once.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/;

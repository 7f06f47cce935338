/**
 * A failure at start-up that the operator can fix from its message alone (bad configuration,
 * a data folder in use). main.ts prints only the message for these, never a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

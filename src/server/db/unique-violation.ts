/** PostgreSQL's SQLSTATE for a unique constraint or unique index violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * When `err` (or an error it wraps: Drizzle wraps the driver's) is a unique violation, the name
 * of the violated constraint or index ('' if the driver did not say); otherwise null. Both pg and
 * PGlite report `code` and `constraint` the same way.
 */
export function uniqueViolationConstraint(err: unknown): string | null {
  for (let current: unknown = err, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === UNIQUE_VIOLATION) return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = current.cause;
  }
  return null;
}

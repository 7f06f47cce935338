/**
 * The databases every suite runs against: the embedded PGlite always, and PostgreSQL as well
 * when TEST_DATABASE_URL is set. Use with `describe.each(testDatabases())('… on %s', …)`.
 */
export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL connection string; null for PGlite. */
  url: string | null;
  toString(): string;
}

export function testDatabases(): TestDatabase[] {
  const targets: TestDatabase[] = [{ kind: 'pglite', url: null, toString: () => 'PGlite' }];
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) targets.push({ kind: 'postgres', url, toString: () => 'PostgreSQL' });
  return targets;
}

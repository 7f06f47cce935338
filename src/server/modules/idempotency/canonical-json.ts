/**
 * A copy of a JSON-like value with every object's keys in sorted order (arrays keep theirs).
 * PostgreSQL's jsonb stores keys in its own order, so a stored answer read back would not
 * serialise like the original; sorting both makes every replay byte-identical to the first
 * answer, and makes a request hash independent of the order in which fields were sent.
 */
export function withSortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withSortedKeys);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, withSortedKeys(item)]));
  }
  return value;
}

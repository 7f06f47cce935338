/**
 * A catalogue's word for a value the code meets at run time (a tax slug, a status from the
 * server), or undefined when the catalogue has no word for it.
 */
export function wordFor(words: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(words, key) ? words[key] : undefined;
}
